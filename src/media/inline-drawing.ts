import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A path under public/ to one of the site's own SVG drawings: lower-case segments only, so never `..`. */
const OWN_SVG = /^(\/[a-z0-9][a-z0-9_-]*)+\.svg$/;

/** Larger drawings are fetched: written into every page that shows them, they would cost more than a request. */
export const INLINE_DRAWING_MAX_BYTES = 4096;

const dataUris = new Map<string, string | null>();

/**
 * The `data:` URI of one of the site's own small SVG drawings, or null for any other picture. A
 * first-screen picture of a kilobyte or two otherwise costs a connection and a round trip of its own,
 * and on a slow link paints well after the text beside it. Files under public/ change only with a
 * deploy, so each is read once.
 */
export function inlineDrawing(src: string): string | null {
  if (!OWN_SVG.test(src)) return null;
  if (!dataUris.has(src)) dataUris.set(src, readDrawing(src));
  return dataUris.get(src) ?? null;
}

function readDrawing(src: string): string | null {
  let svg: string;
  try {
    svg = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'public', src), 'utf8');
  } catch {
    return null;
  }
  if (Buffer.byteLength(svg) > INLINE_DRAWING_MAX_BYTES || !svg.includes('<svg')) return null;
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}
