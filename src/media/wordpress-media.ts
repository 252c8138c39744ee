import 'server-only';
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

/**
 * Reads an upload from WordPress: the bytes, or the status to answer (404 unknown, 502 WordPress
 * failing). Only a direct 200 whose body is the kind of file its name says, with a length, is an
 * upload: a redirect (WordPress sends unknown paths to a page), an empty body or an HTML answer is
 * "not found", so nothing but a real file is ever cached for a year under an upload address.
 */
export async function readMedia(
  segments: readonly string[],
): Promise<{ ok: true; body: ArrayBuffer; type: string } | { ok: false; status: 404 | 502 }> {
  const file = mediaFile(segments);
  if (!file) return { ok: false, status: 404 };
  let response: Response;
  try {
    response = await fetch(`${wordpressUrl()}/wp-content/uploads/${file.path}`, {
      signal: AbortSignal.timeout(serverEnv().WORDPRESS_TIMEOUT_MS),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch {
    return { ok: false, status: 502 };
  }
  if (response.status >= 500) return { ok: false, status: 502 };
  const answered = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (response.status !== 200 || answered !== file.type) {
    await response.body?.cancel();
    return { ok: false, status: 404 };
  }
  const body = await response.arrayBuffer();
  return body.byteLength > 0 ? { ok: true, body, type: file.type } : { ok: false, status: 404 };
}
