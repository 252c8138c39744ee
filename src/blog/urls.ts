import { uncategorized } from './uncategorized';

/** The blog's addresses, in one place (which address each listing and post has: docs/decisions.md). */

export const blogPath = '/blog';

export function postPath(post: { slug: string; categorySlug?: string | null }): string {
  return `/blog/${encodeURIComponent(post.categorySlug || uncategorized.slug)}/${encodeURIComponent(post.slug)}`;
}

export const categoryPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const tagListPath = (slug: string) => `/blog/tags/${encodeURIComponent(slug)}`;
export const tagPagePath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
