import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { samplePaths, sitemapPaths } from '../support/e2e-env';

/** Pages of every kind: the sitemap's, a search, a later page of a list, and a page not found. */
async function pageKinds(baseURL: string) {
  return [
    ...samplePaths(await sitemapPaths(baseURL)),
    '/blog?search=design',
    '/blog?page=2',
    '/no-such-page',
  ];
}

/**
 * The server allows an inline script only in a form it recognises as the framework's or ours
 * (server/trusted-scripts.mjs). When a Next or React release writes a script in a new form, this
 * fails here, naming it, instead of the browser silently refusing it in production.
 */
test('every inline script of every kind of page is allowed by the page’s own CSP', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const pagePath of await pageKinds(baseURL!)) {
    const response = await request.get(pagePath);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes]) => !/\bsrc\s*=|application\/(ld\+)?json/i.test(attributes ?? ''))
      .map(([, , text]) => text ?? '');
    expect(scripts.length, pagePath).toBeGreaterThan(0);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
      expect(csp, `${pagePath}: ${script.slice(0, 120)}`).toContain(hash);
    }
  }
});

/**
 * The forms validate in the browser with zod, which must never evaluate code: under this CSP (no
 * 'unsafe-eval') Chrome reports even a caught attempt as a violation.
 */
test('the contact and apply forms validate in the browser without a CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleViolations.push(message.text());
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto('/contact');
  const contact = page.locator('form[action="/api/contact"]');
  await expect(contact).toHaveAttribute('novalidate', '');
  await contact.getByLabel('Email').fill('asha@');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByText('Please enter a valid email address.')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/careers');
  await page.locator('a[href^="/careers/"]').first().click();
  const apply = page.locator('form[action="/api/apply"]');
  await expect(apply).toHaveAttribute('novalidate', '');
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(apply.getByText('First name is required.')).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(consoleViolations).toEqual([]);
});
