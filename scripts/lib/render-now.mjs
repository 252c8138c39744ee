/**
 * Next's on-demand revalidation header, keyed by the build's preview id. Next answers it without
 * running proxy.ts, so a rewritten address must be asked for at the route it is rewritten to.
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
 * @param {string} url
 * @param {Record<string, string>} headers  from renderNowHeaders
 * @returns {Promise<{ status: number, kept: boolean }>}
 */
export async function renderNow(url, headers) {
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  return { status: res.status, kept: res.headers.get('x-nextjs-cache') === 'REVALIDATED' };
}
