/**
 * Step 4c: tools/crawl.mjs against the bench's site: every sitemap page and image variant (4
 * connections, 20 s timeout, cold image cache) while a second `next build` runs on the same cores. No
 * page may time out, nothing may answer 5xx.
 */
import { DIST_DIR, SITE_URL, runJsonScript } from './context.mjs';

/** @typedef {import('../../../scripts/lib/crawl.mjs').CrawlReport & { ok: boolean, url: string, whileBuilding: boolean }} CrawlResult */

/**
 * @param {import('./context.mjs').BenchContext} bench
 * @param {NodeJS.ProcessEnv} siteEnv  the site server's environment (the second build reads it)
 * @returns {Promise<CrawlResult>}
 */
export async function runCrawl({ say }, siteEnv) {
  say('tools/crawl.mjs: every page and image variant, cold image cache, while a second next build runs ...');
  const crawl = /** @type {CrawlResult} */ (
    await runJsonScript(
      'tools/crawl.mjs',
      ['--url', SITE_URL, '--cold-images', DIST_DIR, '--while-building'],
      siteEnv,
    )
  );
  say(`  ${crawl.ok ? 'pass' : 'FAIL'} (table in the report)`);
  return crawl;
}
