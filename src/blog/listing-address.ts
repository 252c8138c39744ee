import { blog } from '@/src/config/site';
import { isPlainListingPath, plainListingRoot, publicPathname } from './plain-listing-root.mjs';
import { scopeFromPath } from './scope';
import { searchParam } from '@/src/shell/search';

/**
 * The query a listing address carries: `?search=` narrows it, `?page=N` (the no-JavaScript Load
 * More, and the address after the script loaded more) asks for pages up to N. The listing routes
 * read it themselves, per request. The proxy refuses a malformed page number with a 400 before any
 * route runs, since a page component cannot answer 400, and rewrites a listing address asking for
 * neither to its static page under `plainListingRoot`.
 */

/** Highest listing page an address may ask for. */
export const MAX_LISTING_PAGE = blog.maxPage;

export const pageNumberMessage = `The page number must be a whole number from 1 to ${MAX_LISTING_PAGE}.`;

/** `?page=` value -> page number (1 when absent), or null when it is not a whole number in range. */
export function parsePageParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 && page <= MAX_LISTING_PAGE ? page : null;
}

/** What the proxy refuses: a listing address whose page number is malformed. Null when it is fine. */
export function listingAddressProblem(pathname: string, query: URLSearchParams): string | null {
  if (!scopeFromPath(pathname)) return null;
  return parsePageParam(query.get('page')) === null ? pageNumberMessage : null;
}

/** What a listing shows when its address asks for nothing: the first page, no search. */
export const unqueried = { page: 1, search: undefined } as const;

export { isPlainListingPath, plainListingRoot, publicPathname };

/**
 * The static page a listing address is rewritten to when it asks for nothing (no query, page 1, a
 * blank term); null when it asks for a later page or a search, or is not a listing.
 */
export function plainListingPath(pathname: string, query: URLSearchParams): string | null {
  if (!scopeFromPath(pathname)) return null;
  const page = parsePageParam(query.get('page'));
  const searching = (query.get(searchParam) ?? '').trim() !== '';
  return page === 1 && !searching ? `${plainListingRoot}${pathname}` : null;
}

/** The term a listing address searches for (trimmed), or null when it is not a listing search. */
export function listingSearchTerm(pathname: string, query: URLSearchParams): string | null {
  if (!scopeFromPath(pathname)) return null;
  return (query.get(searchParam) ?? '').trim() || null;
}

/** Next's `searchParams` of a page: a repeated key arrives as a list. */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A listing page's query as it renders it (the proxy has already refused a bad page number). */
export function listingQuery(params: SearchParams): { page: number; search: string | undefined } {
  return { page: parsePageParam(first(params.page)) ?? 1, search: first(params[searchParam]) };
}
