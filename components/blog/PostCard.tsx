import Link from 'next/link';
import { preload } from 'react-dom';
import { formatPostDate } from '@/src/blog/post-date';
import type { PostSummary } from '@/src/blog/summary';
import { categoryPath, postPath } from '@/src/blog/urls';
import styles from './PostCard.module.css';
import { Icon } from '@/components/icons/Icon';

/** How next/image lays out a `fill` picture: over its positioned frame. */
const FILL = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * A post card: image, date, category link, title, excerpt, 'Read More'. Rendered by the server and,
 * for Load More pages, by the browser: no server-only imports here, its icon is a control glyph, and
 * its picture's srcset comes made with the summary (no image code in the browser).
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
  const sizes = compact
    ? '(min-width: 992px) 380px, 100vw'
    : '(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw';
  if (priority) {
    preload(post.image.src, {
      as: 'image',
      imageSrcSet: post.image.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <article className={`${styles.card} ${compact ? styles.compact : ''}`} data-post-id={post.id}>
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, made on the server */}
        <img
          src={post.image.src}
          srcSet={post.image.srcSet}
          sizes={sizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={styles.image}
          style={FILL}
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
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
    </article>
  );
}
