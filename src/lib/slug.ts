import { decodeComponent } from './url';

/**
 * The one rule for a slug in an address (post, category, tag, career): what WordPress makes of a
 * title, so letters of any script, digits, hyphens and underscores, or WordPress's own stored form of
 * a non-Latin slug (percent-encoded, 'caf%c3%a9'); 1 to 200 characters.
 */
const SLUG = /^[\p{L}\p{M}\p{N}%_-]{1,200}$/u;

export const isSlug = (value: string) => SLUG.test(value);

/**
 * A slug route parameter, decoded once at the route boundary (Next hands pages their parameters
 * percent-encoded) and lower-cased as WordPress stores slugs; null when it cannot be a slug (the
 * route answers 404).
 */
export function slugParam(segment: string): string | null {
  const value = decodeComponent(segment);
  return value !== null && isSlug(value) ? value.toLowerCase() : null;
}
