import { expect, test } from '@playwright/test';
import { crawl } from '../../../scripts/lib/crawl.mjs';

/**
 * A search engine's crawl: every sitemap page and every image variant the pages reference, four
 * connections, 20 s timeout, image cache as the build left it. Nothing may time out or fail.
 */
test('a crawl of every page and image variant gets an answer for each, with no server error', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const report = await crawl({ baseUrl: baseURL!, connections: 4, timeoutMs: 20_000 });
  console.log(
    `crawl: ${report.pages.count} pages (p95 ${report.pages.p95} ms, max ${report.pages.max} ms), ` +
      `${report.images.count} image variants (p95 ${report.images.p95} ms, max ${report.images.max} ms) in ${report.seconds} s`,
  );
  expect(report.pages.count).toBeGreaterThan(40);
  expect(report.images.count).toBeGreaterThan(20);
  expect(report.failed).toEqual([]);
});
