/** Where the search popup sends a term: the term travels as URL state (`/blog?search=term`), shareable and back-button safe. */
export const searchPath = '/blog';
export const searchParam = 'search';

/** What a visitor who searched past the per-minute allowance reads (the 429 page, Load More). */
export const searchLimitMessage =
  'You have searched many times in the last minute. Please wait a moment, then search again.';

/**
 * The listing URL for a term (the whole blog unless `listing` names a category or tag listing), or
 * null when the term is blank after trimming.
 */
export function searchHref(term: string, listing: string = searchPath): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `${listing}?${searchParam}=${encodeURIComponent(trimmed)}`;
}
