import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** A path under public/ to one of the site's own SVG drawings: lower-case segments only, so never `..`. */
const OWN_SVG = /^(\/[a-z0-9][a-z0-9_-]*)+\.svg$/;

/** Larger drawings are fetched: written into every page that shows them, they would cost more than a request. */
export const INLINE_DRAWING_MAX_BYTES = 4096;

/** Each path's data URI, null for a file that is not a small drawing (boxed: lru-cache keeps no null). */
const dataUris = new LRUCache<string, { uri: string | null }>({ max: 500 });

/**
 * The `data:` URI of one of the site's own small SVG drawings, or null for any other picture. A
 * first-screen picture of a kilobyte or two otherwise costs a connection and a round trip of its own,
 * and on a slow link paints well after the text beside it. Files under public/ change only with a
 * deploy, so each is read once.
 */
export function inlineDrawing(src: string): string | null {
  if (!OWN_SVG.test(src)) return null;
  let read = dataUris.get(src);
  if (!read) dataUris.set(src, (read = { uri: readDrawing(src) }));
  return read.uri;
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
