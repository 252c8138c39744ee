import 'server-only';
import { wordpressUrl } from '@/src/config/env';
import type { PreviewCheck } from './token';

type Reason = Extract<PreviewCheck, { ok: false }>['reason'];

const explanations: Record<Reason, string> = {
  expired: 'This preview link has expired: preview links are short-lived. Press Preview in WordPress again.',
  forged: 'This preview link is not valid: its signature does not match. Open the preview from WordPress.',
  malformed: 'This preview link is incomplete or malformed. Open the preview from WordPress.',
  off: 'Previews are not set up on this site (no shared secret is configured).',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 401 page of a refused preview address: what went wrong and a link back to WordPress. */
export function refusedPreviewPage(reason: Reason, id: string | null): Response {
  const post = id && /^\d{1,12}$/.test(id) ? `post.php?post=${id}&action=edit` : '';
  const back = `${wordpressUrl()}/wp-admin/${post}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview refused</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>Preview refused</h1><p>${escapeHtml(explanations[reason])}</p><p><a href="${escapeHtml(back)}">Back to WordPress</a></p></body></html>`;
  return new Response(html, {
    status: 401,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

/** A same-site path to return to, or '/' for anything else (no open redirect). */
export function localPath(to: string | null): string {
  return to && /^\/(?![/\\])[^\s\\]*$/.test(to) ? to : '/';
}
