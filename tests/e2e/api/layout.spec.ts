import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { sitemapPaths } from '../support/e2e-env';

/**
 * What a designer's review at phone widths found and nothing caught, besides text cut off at the
 * screen's edge (every-page.spec.ts): the home page's h1 lost once the hero rotated, and copy that
 * talks about our own documents.
 */

test("the home page's largest paint is on its first screen: no later hero slide takes its place", async ({
  page,
}) => {
  for (const width of [390, 1440]) {
    await page.clock.install();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto('/');
    await page.evaluate(() => {
      const w = window as unknown as { lcp: string[] };
      w.lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          const slide = entry.element?.closest('[aria-roledescription="slide"]');
          w.lcp.push(slide ? (slide.getAttribute('aria-label') ?? '?') : 'outside the hero');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Three of the hero's intervals, the visitor reading without touching anything.
    await page.clock.runFor(20_000);
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
    expect(entries.length, `at ${width}`).toBeGreaterThan(0);
    expect(
      entries.filter((where) => where !== 'outside the hero' && !where.startsWith('1 of')),
      `at ${width}`,
    ).toEqual([]);
  }
});

test('the home page keeps its one h1 for assistive technology after the hero has rotated', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // By CSS, not role: an inert slide leaves the accessibility tree.
  const firstSlide = page.locator('[aria-label="Highlights"] [aria-roledescription="slide"]').first();
  await expect(firstSlide).not.toHaveAttribute('inert');
  // The hero stays on its first slide until the visitor acts (the page's largest paint is that slide).
  await page.clock.runFor(13_000);
  await expect(firstSlide).not.toHaveAttribute('inert');
  // Once they scroll it autoplays: its interval passed, the first slide has moved on (and become inert).
  await page.mouse.wheel(0, 40);
  await page.clock.runFor(6_500);
  await expect(firstSlide).toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('no public page talks to visitors about our own documents', async ({ request, baseURL }) => {
  const problems: string[] = [];
  for (const path of [
    ...(await sitemapPaths(baseURL!)),
    '/ui-kit',
    '/careers-overview',
    '/updateblogsitemap',
  ]) {
    const html = await (await request.get(path)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    const found = /\b(the spec|SPEC\.md|DESIGN\.md|the issue|issue \d+|the design doc)\b/i.exec(text);
    if (found)
      problems.push(`${path}: "${text.slice(Math.max(0, found.index - 40), found.index + 40).trim()}"`);
  }
  expect(problems).toEqual([]);
});
