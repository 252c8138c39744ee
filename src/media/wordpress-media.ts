import 'server-only';
import { LRUCache } from 'lru-cache';
import { serverEnv, wordpressUrl } from '@/src/config/env';

/**
 * WordPress media under the site's own origin: pages, JSON-LD and og:image name `/uploads/{year}/{month}/{file}`,
 * and this module answers it from WordPress's uploads folder. The WordPress host never appears in public
 * HTML, so WordPress can stay private. Image processing for crawl load can be tuned here in one place.
 */

export const mediaPrefix = '/uploads/';

const uploads = /https?:\/\/[^/\s"'<>,]+\/wp-content\/uploads\/([^\s"'<>?#,]+)/;
const uploadsAnywhere = new RegExp(uploads.source, 'g');
const uploadsUrl = new RegExp(`^${uploads.source}`);

/** An absolute WordPress upload URL as the site's /uploads/ address; any other URL unchanged. */
export function siteMediaUrl(url: string): string {
  const match = uploadsUrl.exec(url.trim());
  return match ? `${mediaPrefix}${match[1]}` : url;
}

/** Every WordPress upload URL in a piece of HTML (src, srcset, href), rewritten to /uploads/. */
export function siteMediaHtml(html: string): string {
  return html.replace(uploadsAnywhere, (_all, rest: string) => `${mediaPrefix}${rest}`);
}

/**
 * Files we serve, by extension: images, and PDFs that posts link to. Never HTML, SVG or scripts, so
 * /uploads/ cannot carry active content under our origin.
 */
const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Path segments of an upload: plain file and folder names only (no dot segments, no encoded slashes). */
export function mediaFile(segments: readonly string[]): { path: string; type: string } | null {
  if (segments.length < 1 || segments.length > 6) return null;
  if (!segments.every((s) => /^[\w][\w.-]{0,150}$/.test(s) && !s.includes('..'))) return null;
  const type = types[segments.at(-1)!.split('.').pop()!.toLowerCase()];
  return type ? { path: segments.join('/'), type } : null;
}

/** Upload files are never edited in place (WordPress names a new upload anew), so browsers may keep them. */
export const mediaCacheControl = 'public, max-age=31536000, immutable';

type MediaRead = { ok: true; body: ArrayBuffer; type: string } | { ok: false; status: 404 | 502 };

/**
 * A media read waits longer than a page's read: the image optimiser waits on it, and on a busy machine
 * the WebAssembly WordPress serves uploads behind the pages' reads (a crawl got 502 after 8 s for a
 * third of its cold variants). A read that failed is tried once more: it is a GET of a file.
 */
const MEDIA_TIMEOUT_MIN_MS = 30_000;
const MEDIA_TRIES = 2;
const RETRY_DELAY_MS = 500;
/**
 * Every width of an image is made from the same upload, asked for at once by a page's srcset: one
 * read serves them all, and the bytes are kept a while (uploads never change in place).
 */
const reading = new Map<string, Promise<MediaRead>>();
const recent = new LRUCache<string, { body: ArrayBuffer; type: string }>({
  maxSize: 48 * 1024 * 1024,
  maxEntrySize: 12 * 1024 * 1024,
  sizeCalculation: (file) => file.body.byteLength,
  ttl: 10 * 60_000,
});

/**
 * Reads an upload from WordPress: the bytes, or the status to answer (404 unknown, 502 WordPress
 * failing). Only a direct 200 whose body is the kind of file its name says, with a length, is an
 * upload: a redirect (WordPress sends unknown paths to a page), an empty body or an HTML answer is
 * "not found", so nothing but a real file is ever cached for a year under an upload address.
 */
export async function readMedia(segments: readonly string[]): Promise<MediaRead> {
  const file = mediaFile(segments);
  if (!file) return { ok: false, status: 404 };
  const kept = recent.get(file.path);
  if (kept) return { ok: true, ...kept };
  let read = reading.get(file.path);
  if (!read) {
    read = readFromWordPress(file).finally(() => reading.delete(file.path));
    reading.set(file.path, read);
  }
  return read;
}

async function readFromWordPress(file: { path: string; type: string }): Promise<MediaRead> {
  const timeoutMs = Math.max(serverEnv().WORDPRESS_TIMEOUT_MS, MEDIA_TIMEOUT_MIN_MS);
  for (let attempt = 1; ; attempt++) {
    const read = await readOnce(file, timeoutMs);
    if (read.ok) recent.set(file.path, { body: read.body, type: read.type });
    if (read.ok || read.status !== 502 || attempt >= MEDIA_TRIES) return read;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
}

async function readOnce(file: { path: string; type: string }, timeoutMs: number): Promise<MediaRead> {
  let response: Response;
  try {
    response = await fetch(`${wordpressUrl()}/wp-content/uploads/${file.path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return { ok: false, status: 502 };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { ok: false, status: 502 };
  }
  const answered = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (response.status !== 200 || answered !== file.type) {
    await response.body?.cancel();
    return { ok: false, status: 404 };
  }
  try {
    const body = await response.arrayBuffer();
    return body.byteLength > 0 ? { ok: true, body, type: file.type } : { ok: false, status: 404 };
  } catch {
    // The body stopped arriving (timeout or a dropped connection).
    return { ok: false, status: 502 };
  }
}
