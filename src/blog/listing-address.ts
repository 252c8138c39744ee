import { blog } from '@/src/config/site';
import { scopeFromPath } from './scope';
import { searchParam } from '@/src/shell/search';

/**
 * The query a listing address carries: `?search=` narrows it, `?page=N` (the no-JavaScript Load
 * More, and the address after the script loaded more) asks for pages up to N. The listing routes
 * read it themselves; the proxy only refuses a malformed page number with a 400 before any route
 * runs, since a page component cannot answer 400.
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

/** Next's `searchParams` of a page: a repeated key arrives as a list. */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A listing page's query as it renders it (the proxy has already refused a bad page number). */
export function listingQuery(params: SearchParams): { page: number; search: string | undefined } {
  return { page: parsePageParam(first(params.page)) ?? 1, search: first(params[searchParam]) };
}
