import type { z } from 'zod';
import { siteMediaUrl } from '@/src/media/wordpress-media';
import type { embeddedSchema } from './schemas';

/** The site's own drawings only: a path under /team/ or /clients/, never another address. */
const DRAWING = /^\/(team|clients)\/[a-z0-9/_-]+\.(svg|png|webp|jpg)$/;

/**
 * The picture of an entry editors keep (a portrait, a logo): its featured image, served from our
 * origin with the alternative text WordPress required, else the site's drawing named in its
 * `illustration` field with `drawnAlt`; null when it has neither.
 */
export function entryPicture(
  embedded: z.infer<typeof embeddedSchema> | undefined,
  illustration: string,
  drawnAlt: string,
): { image: string; imageAlt: string } | null {
  const photo = embedded?.['wp:featuredmedia']?.[0];
  if (photo) return { image: siteMediaUrl(photo.source_url), imageAlt: photo.alt_text.trim() || drawnAlt };
  return DRAWING.test(illustration) ? { image: illustration, imageAlt: drawnAlt } : null;
}
