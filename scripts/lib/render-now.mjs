/**
 * The header that makes a production build render a page now, prerendered or not: Next's on-demand
 * revalidation, keyed by the build's own preview id. The answer is the fresh render
 * (`x-nextjs-cache: REVALIDATED`), which the build then keeps.
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
