import 'server-only';
import { serverEnv } from '@/src/config/env';
import { htmlAnswer } from '@/src/lib/html-answer';
import type { PreviewCheck } from './token';

type Reason = Extract<PreviewCheck, { ok: false }>['reason'];

const explanations: Record<Reason, string> = {
  expired: 'This preview link has expired: preview links are short-lived. Press Preview in WordPress again.',
  forged: 'This preview link is not valid: its signature does not match. Open the preview from WordPress.',
  malformed: 'This preview link is incomplete or malformed. Open the preview from WordPress.',
  off: 'Previews are not set up on this site (no shared secret is configured).',
};

/**
 * The 401 page of a refused preview address: what went wrong, and a way back: to WordPress's admin
 * when its public address is configured (WORDPRESS_ADMIN_URL; the address the site reads WordPress
 * at may be private), else to the site's home page.
 */
export function refusedPreviewPage(reason: Reason): Response {
  const admin = serverEnv().WORDPRESS_ADMIN_URL;
  return htmlAnswer({
    status: 401,
    title: 'Preview refused',
    paragraphs: [explanations[reason]],
    link: admin ? { href: admin, label: 'Back to WordPress' } : { href: '/', label: 'Back to the site' },
    headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' },
  });
}

/**
 * A same-site path to return to, percent-encoded as a Location header must be ('/€' -> '/%E2%82%AC'),
 * or '/' for anything else (no open redirect).
 */
export function localPath(to: string | null): string {
  if (!to || !/^\/(?![/\\])[^\s\\]*$/.test(to)) return '/';
  const base = 'http://site.invalid';
  const url = new URL(to, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
