import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { categoryPath, postPath } from '@/src/blog/urls';
import { formatPostDate, type PostSummary } from '@/src/blog/summary';
import styles from './PostCard.module.css';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { arrowRight } from '@/components/icons/control-glyphs';

/**
 * A post card: image, date, category link, title, excerpt, 'Read More'. Rendered by the server and,
 * for Load More pages, by the browser: no server-only imports here, and its icon is a control glyph.
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  priority = false,
  compact = false,
}: {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  compact?: boolean;
}) {
  const href = postPath(post);
  const Heading = headingLevel;
  return (
    <article className={`${styles.card} ${compact ? styles.compact : ''}`} data-post-id={post.id}>
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ServerImage
          src={post.mediaUrl}
          alt=""
          fill
          sizes={
            compact
              ? '(min-width: 992px) 380px, 100vw'
              : '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw'
          }
          priority={priority}
          className={styles.image}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span aria-hidden="true" className={styles.dot} />
          <Link href={categoryPath(post.categorySlug)} className={styles.category}>
            {post.categoryName}
          </Link>
        </p>
        <Heading className={styles.title}>
          <Link href={href}>{post.title}</Link>
        </Heading>
        {!compact && post.excerptText && <p className={styles.excerpt}>{post.excerptText}</p>}
        <Link href={href} className={styles.readMore}>
          Read More<span className="visually-hidden">: {post.title}</span>
          <SvgIcon glyph={arrowRight} size={16} />
        </Link>
      </div>
    </article>
  );
}
