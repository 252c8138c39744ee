/** Where the search popup sends a term (SPEC §2, DESIGN: the term travels as URL state). */
export const searchPath = '/blog';
export const searchParam = 'search';

/** The blog URL for a term, or null when the term is blank after trimming (blank does nothing). */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  if (!trimmed) return null;
  return `${searchPath}?${searchParam}=${encodeURIComponent(trimmed)}`;
}
