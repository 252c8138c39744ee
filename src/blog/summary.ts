import type { BlogPost } from '@/src/content/wordpress/types';

/** What a post card needs: sent to the browser by Load More, so no body HTML. */
export type PostSummary = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'excerptText' | 'date' | 'categorySlug' | 'categoryName' | 'mediaUrl' | 'mediaAlt'
>;

export function toSummary(post: BlogPost): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerptText: post.excerptText,
    date: post.date,
    categorySlug: post.categorySlug,
    categoryName: post.categoryName,
    mediaUrl: post.mediaUrl,
    mediaAlt: post.mediaAlt,
  };
}

/** 'March 14, 2026' style date from WordPress's zone-less ISO string, stable on server and client. */
export function formatPostDate(iso: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
