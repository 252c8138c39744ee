import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { formatPostDate } from '@/src/blog/post-date';
import { toSummary } from '@/src/blog/summary';
import { readingMinutes, readingTimeLabel } from '@/src/blog/reading-time';
import { categoryPath, postPath, tagListPath } from '@/src/blog/urls';
import type { BlogPost } from '@/src/content/wordpress/types';
import { PostAuthor } from './PostAuthor';
import { PostCard } from './PostCard';
import { CommentStatus } from './CommentStatus';
import { PostContactStrip } from './PostContactStrip';
import { PostShareLinks } from './PostShareLinks';
import styles from './PostDetail.module.css';
import { siteUrl } from '@/src/config/env';

/**
 * A post: image, date, category link, comment status, reading time, byline, body (sanitised on the
 * server; set at a reading measure, with WordPress's pull quotes and captioned figures), tag links,
 * share links, then the author and a contact strip, and related posts. The title is the page's h1
 * in the PageHeader above.
 */
export function PostDetail({
  post,
  related,
  relatedTitle = 'Related Posts',
}: {
  post: BlogPost;
  related: BlogPost[];
  relatedTitle?: string;
}) {
  const url = `${siteUrl}${postPath(post)}`;
  const image = post.mediaUrl.startsWith('http') ? post.mediaUrl : `${siteUrl}${post.mediaUrl}`;
  return (
    <article className={styles.post}>
      <div className={styles.figure}>
        <ServerImage
          src={post.mediaUrl}
          alt={post.mediaAlt}
          fill
          // The post's LCP image: preloaded from the HTML's head and fetched ahead of other images.
          preload
          fetchPriority="high"
          // Below 992 px the column is the container (the viewport less two gutters, ~36 px at 390 px).
          sizes="(min-width: 1200px) 780px, (min-width: 992px) 60vw, calc(100vw - 36px)"
          className={styles.image}
        />
      </div>
      <div className={`spread ${styles.header}`}>
        {post.author && <PostAuthor author={post.author} variant="byline" />}
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true" className={styles.dot} />
          <Link href={categoryPath(post.categorySlug)}>{post.categoryName}</Link>
          <span aria-hidden="true" className={styles.dot} />
          <CommentStatus status={post.commentStatus} />
          <span aria-hidden="true" className={styles.dot} />
          <span data-reading-time>{readingTimeLabel(readingMinutes(post.contentHtml))}</span>
        </p>
      </div>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      <footer className={`spread ${styles.footer}`}>
        {post.tags.length > 0 && (
          <div className={styles.tags}>
            <span className={styles.tagsLabel}>Tags</span>
            <ul className="inline-list">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link href={tagListPath(tag.slug)}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        <PostShareLinks url={url} title={post.title} image={image} />
      </footer>
      {post.author && <PostAuthor author={post.author} variant="card" />}
      <PostContactStrip />
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-title">
          <h2 id="related-title">{relatedTitle}</h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={toSummary(item)} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
