import { slugParam } from '@/src/lib/slug';
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

const ID = /^[1-9]\d{0,9}$/;

/** `/blog/{x}` (as in the address): a number is a tag id, anything else a category slug. Null when x cannot be either. */
export function scopeFromSegment(segment: string): ListingScope | null {
  if (ID.test(segment)) return { kind: 'tagId', id: Number(segment) };
  const slug = slugParam(segment);
  return slug ? { kind: 'category', slug } : null;
}

/** `/blog/tags/{slug}` (as in the address). */
export function scopeFromTagSlug(segment: string): ListingScope | null {
  const slug = slugParam(segment);
  return slug ? { kind: 'tag', slug } : null;
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

/** A path's segments, as a catch-all route receives them. */
export const pathSegments = (path: string) => path.split('/').filter(Boolean);

/** Public listing path -> scope; null for paths that are not listings (posts, unknown shapes). */
export function scopeFromPath(pathname: string): ListingScope | null {
  const parts = pathSegments(pathname);
  if (parts[0] !== 'blog') return null;
  if (parts.length === 1) return { kind: 'all' };
  if (parts.length === 2 && parts[1] !== 'tags') return scopeFromSegment(parts[1]!);
  if (parts.length === 3 && parts[1] === 'tags') return scopeFromTagSlug(parts[2]!);
  return null;
}

/** A catch-all route's segments holding a listing's public path -> scope. */
export const scopeFromSegments = (segments: readonly string[]) => scopeFromPath(`/${segments.join('/')}`);
