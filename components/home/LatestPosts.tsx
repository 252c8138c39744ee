import { CardGrid } from '@/components/cards/CardGrid';
import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { RenderFailed } from '@/components/status/RenderFailed';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { categoryPath, postPath } from '@/src/blog/urls';
import type { LoadedOrFailed } from '@/src/content/loaded';
import type { BlogPost } from '@/src/content/wordpress/types';
import styles from './Home.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The three latest posts, each linking straight to the post's and its category's own address (the
 * legacy /blog-details/{slug} and /category/{slug} addresses only redirect there). WordPress failing degrades this section to the spec's message; the page still renders.
 */
export function LatestPosts({ latest }: { latest: LoadedOrFailed<BlogPost[]> }) {
  const posts = latest.status === 'ok' ? latest.value : [];
  return (
    <section
      className={`${styles.section} ${styles.latestPosts} drawn-near-viewport`}
      aria-labelledby="latest-posts-title"
    >
      <div className="container">
        <SectionHeading
          eyebrow="From our blog"
          title="Latest news & insights"
          id="latest-posts-title"
          align="center"
        />
        {latest.status === 'failed' ? (
          <>
            <p className={styles.postsMessage} role="status">
              Failed to fetch the latest posts.
            </p>
            <RenderFailed what="latest posts" />
          </>
        ) : posts.length === 0 ? (
          <p className={styles.postsMessage}>No posts found.</p>
        ) : (
          <CardGrid>
            {posts.map((post) => (
              <li key={post.id}>
                <article className={styles.post}>
                  <Link href={postPath(post)} className={styles.postImage} tabIndex={-1} aria-hidden="true">
                    <ServerImage
                      src={post.mediaUrl}
                      alt=""
                      width={640}
                      height={400}
                      sizes="(min-width: 1200px) 380px, (min-width: 768px) 30vw, 100vw"
                    />
                  </Link>
                  <div className={styles.postBody}>
                    <p className={styles.postMeta}>
                      <time dateTime={post.date}>{dateFormat.format(new Date(`${post.date}Z`))}</time>
                      <Link href={categoryPath(post.categorySlug)} className={styles.postCategory}>
                        {post.categoryName}
                      </Link>
                    </p>
                    <h3 className={styles.postTitle}>
                      <Link href={postPath(post)}>{post.title}</Link>
                    </h3>
                    <Link href={postPath(post)} className={styles.postMore}>
                      Read More<span className="visually-hidden">: {post.title}</span>
                      <Icon name="arrowRight" size={18} />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </CardGrid>
        )}
      </div>
    </section>
  );
}
