import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule sets every page must pass (team guide). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of violations. `include` and
 * `exclude` narrow the scan to CSS selectors when a test checks one component.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string[] } = {},
) {
  // One run inside the page: the site's pages have no frames, and the default (a run per frame,
  // then a second blank page to join the results) took a third longer on a busy 2-core machine.
  let builder = new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true);
  if (include) builder = builder.include(include);
  for (const selector of exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await withEverythingDrawn(page, () => builder.analyze());
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe found ${violations.length} violation(s)`).toEqual([]);
}

/**
 * Blocks with `content-visibility: auto` are not drawn while far from the viewport, and axe cannot
 * find the background behind text the browser skipped: it reports light footer links as if they sat
 * on the white page. A visitor only ever sees such text drawn, so axe checks the page drawn in full.
 */
async function withEverythingDrawn<T>(page: Page, analyze: () => Promise<T>): Promise<T> {
  const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  try {
    return await analyze();
  } finally {
    await style.evaluate((element) => (element as Element).remove());
  }
}
