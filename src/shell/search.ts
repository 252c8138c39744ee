/** Where the search popup sends a term: the term travels as URL state (`/blog?search=term`), shareable and back-button safe. */
export const searchPath = '/blog';
export const searchParam = 'search';

/**
 * The listing URL for a term (the whole blog unless `listing` names a category or tag listing), or
 * null when the term is blank after trimming.
 */
export function searchHref(term: string, listing: string = searchPath): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `${listing}?${searchParam}=${encodeURIComponent(trimmed)}`;
}
