import { blog } from '@/src/config/site';
import { encodeScope, scopeFromPath } from './scope';
import { resultsPath } from './urls';

/**
 * Plain listings (/blog, /blog/{category}, /blog/{tagId}, /blog/tags/{slug}) are static pages with
 * ISR. A listing with `?search=` or `?page=N` (N > 1, the no-JavaScript Load More) is rendered per
 * request by the internal route /blog-results. The proxy maps one onto the other, so the visitor's
 * address stays the public one and the static pages never read search params. (The proxy also runs
 * for the rewritten request, so /blog-results itself is not redirected: it is noindex with a
 * canonical link to the public listing instead.)
 */
export type RewriteDecision =
  { type: 'next' } | { type: 'rewrite'; url: string } | { type: 'bad-request'; message: string };

/** Highest listing page a URL may ask for. */
export const MAX_LISTING_PAGE = blog.maxPage;

/** `?page=` value -> page number, or null when it is not a whole number from 1 to MAX_LISTING_PAGE. */
export function parsePageParam(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_LISTING_PAGE ? page : null;
}

export function decideBlogRewrite(pathname: string, search: URLSearchParams): RewriteDecision {
  const scope = scopeFromPath(pathname);
  if (!scope) return { type: 'next' };
  const term = search.get('search')?.trim() ?? '';
  const page = parsePageParam(search.get('page'));
  if (page === null) {
    return {
      type: 'bad-request',
      message: `The page number must be a whole number from 1 to ${MAX_LISTING_PAGE}.`,
    };
  }
  if (!term && page === 1) return { type: 'next' };
  const params = new URLSearchParams({ scope: encodeScope(scope) });
  if (term) params.set('search', term);
  if (page > 1) params.set('page', String(page));
  return { type: 'rewrite', url: `${resultsPath}?${params}` };
}
