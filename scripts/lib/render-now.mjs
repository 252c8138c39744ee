/**
 * The header that makes a production build render a page now, prerendered or not: Next's on-demand
 * revalidation, keyed by the build's own preview id. The answer is the fresh render
 * (`x-nextjs-cache: REVALIDATED`), which the build then keeps.
 *
 * Next answers that header without running the proxy (proxy.ts), so an address the proxy rewrites
 * must be asked for at the route it is rewritten to (a bench route's `renderPath`): at its own
 * address the unrewritten route answers, uncached, and the kept page stays as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} distDir  the build folder (absolute, or from the working directory)
 * @returns {Record<string, string>}
 */
export function renderNowHeaders(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  return { 'x-prerender-revalidate': manifest.preview?.previewModeId ?? '' };
}

/**
 * Renders a page now and says whether the build kept the fresh render.
 * @param {string} url
 * @param {Record<string, string>} headers  from renderNowHeaders
 * @returns {Promise<{ status: number, kept: boolean }>}
 */
export async function renderNow(url, headers) {
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  return { status: res.status, kept: res.headers.get('x-nextjs-cache') === 'REVALIDATED' };
}
