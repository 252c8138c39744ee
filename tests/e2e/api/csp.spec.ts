import { expect, test } from '@playwright/test';
import { samplePaths, sitemapPaths } from '../support/e2e-env';

/** A real browser loads pages of every kind under the served CSP and reports no violation. */
test('no page shows a Content-Security-Policy violation', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  const paths = samplePaths(await sitemapPaths(baseURL!));
  for (const pagePath of paths) {
    await page.goto(pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(150);
  }
  expect(violations).toEqual([]);
});
