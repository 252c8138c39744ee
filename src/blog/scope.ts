import { decodeComponent } from '@/src/lib/url';
import { blogPath, categoryPath, tagListPath } from './urls';

/**
 * What a blog listing shows: every post, a category (by slug), a tag by id (`/blog/{number}`) or a
 * tag by slug (`/blog/tags/{slug}`). Its one written form is the listing's public path.
 */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; slug: string }
  | { kind: 'tagId'; id: number }
  | { kind: 'tag'; slug: string };

const SLUG = /^[a-z0-9][a-z0-9_%-]{0,199}$/i;
const ID = /^[1-9]\d{0,9}$/;

/** `/blog/{x}`: a number is a tag id, anything else a category slug. Null when x cannot be either. */
export function scopeFromSegment(segment: string): ListingScope | null {
  const value = decodeComponent(segment);
  if (value === null) return null;
  if (ID.test(value)) return { kind: 'tagId', id: Number(value) };
  return SLUG.test(value) ? { kind: 'category', slug: value.toLowerCase() } : null;
}

export function scopeFromTagSlug(slug: string): ListingScope | null {
  const value = decodeComponent(slug);
  return value !== null && SLUG.test(value) ? { kind: 'tag', slug: value.toLowerCase() } : null;
}

/** The public path of a scope's listing. */
export function scopePath(scope: ListingScope): string {
  switch (scope.kind) {
    case 'all':
      return blogPath;
    case 'category':
      return categoryPath(scope.slug);
    case 'tagId':
      return `${blogPath}/${scope.id}`;
    case 'tag':
      return tagListPath(scope.slug);
  }
}

/** Public listing path -> scope; null for paths that are not listings (posts, unknown shapes). */
export function scopeFromPath(pathname: string): ListingScope | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'blog') return null;
  if (parts.length === 1) return { kind: 'all' };
  if (parts.length === 2 && parts[1] !== 'tags') return scopeFromSegment(parts[1]!);
  if (parts.length === 3 && parts[1] === 'tags') return scopeFromTagSlug(parts[2]!);
  return null;
}
