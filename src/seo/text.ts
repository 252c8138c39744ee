import { company, seo } from '@/src/config/site';

const ellipsis = '…';
const suffix = seo.titleSuffix;

/** The site's description, for pages that bring none of their own. */
export const defaultDescription = `${company.shortName}, ${company.address.addressLocality}: ${company.description} for businesses across India, from websites and online stores to Android and iOS apps.`;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Fits text into `max` characters: whole words, then an ellipsis. A single word longer than half the
 * room is cut inside the word instead of leaving almost nothing.
 */
export function shorten(text: string, max: number): string {
  const clean = collapse(text);
  if (clean.length <= max) return clean;
  const room = max - ellipsis.length;
  const space = clean.lastIndexOf(' ', room);
  const head = space >= room / 2 ? clean.slice(0, space) : clean.slice(0, room);
  return `${head.replace(/[\s,;:.!?\-–—|/&(]+$/, '')}${ellipsis}`;
}

/** The document title: the page's title and the brand, at most seo.titleMax characters. */
export function pageTitle(title: string): string {
  const clean = collapse(title);
  const full = `${clean}${suffix}`;
  if (full.length <= seo.titleMax) return full;
  return `${shorten(clean, seo.titleMax - suffix.length)}${suffix}`;
}

/**
 * The meta description: the page's own text, completed with the site's description when it is too
 * short to say anything, and shortened to seo.descriptionMax characters.
 */
export function pageDescription(text: string | undefined): string {
  const clean = collapse(text ?? '');
  if (clean.length >= seo.descriptionMin) return shorten(clean, seo.descriptionMax);
  const joined = clean
    ? `${/[.!?]$/.test(clean) ? clean : `${clean}.`} ${defaultDescription}`
    : defaultDescription;
  return shorten(joined, seo.descriptionMax);
}
