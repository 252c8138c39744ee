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
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder = builder.include(include);
  for (const selector of exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`,
  );
  expect(summary, `axe found ${violations.length} violation(s)`).toEqual([]);
}
