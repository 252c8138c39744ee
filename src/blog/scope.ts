import { decodeComponent } from '@/src/lib/url';

/**
 * What a blog listing shows: every post, a category (by slug), a tag by id (`/blog/{number}`) or a tag by slug (`/blog/tags/{slug}`). Encoded as one string so the listing's URL, the
 * internal results route and the Load More request all speak the same language.
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
      return '/blog';
    case 'category':
      return `/blog/${encodeURIComponent(scope.slug)}`;
    case 'tagId':
      return `/blog/${scope.id}`;
    case 'tag':
      return `/blog/tags/${encodeURIComponent(scope.slug)}`;
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

export function encodeScope(scope: ListingScope): string {
  switch (scope.kind) {
    case 'all':
      return 'all';
    case 'category':
      return `category:${scope.slug}`;
    case 'tagId':
      return `tagId:${scope.id}`;
    case 'tag':
      return `tag:${scope.slug}`;
  }
}

export function decodeScope(value: string | null | undefined): ListingScope | null {
  if (!value || value === 'all') return { kind: 'all' };
  const [kind, ...rest] = value.split(':');
  const arg = rest.join(':');
  if (kind === 'category') return SLUG.test(arg) ? { kind, slug: arg.toLowerCase() } : null;
  if (kind === 'tag') return SLUG.test(arg) ? { kind, slug: arg.toLowerCase() } : null;
  if (kind === 'tagId') return ID.test(arg) ? { kind, id: Number(arg) } : null;
  return null;
}
