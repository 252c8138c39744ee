import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, sitemapPaths } from '../support/e2e-env';

/**
 * WordPress stopped, slow (10 s) or answering garbage: every page still answers in under 2 s, never
 * with a 5xx, with its last good content or the spec's error text. The site reads WordPress through
 * the e2e proxy, whose mode these tests switch; the project runs after all others, alone.
 */
const env = e2eEnv();
const ERROR_TEXTS = [
  'Failed to fetch the latest posts.',
  'Failed to fetch posts. Please try again later.',
  'Failed to fetch tags. Please try again later.',
  'Failed to fetch categories. Please try again later.',
  'Failed to load blog post. Please try again later.',
  'Error: ',
];

async function setMode(request: APIRequestContext, mode: string) {
  const response = await request.post(`${env.proxyUrl}/__proxy/mode?mode=${mode}&delayMs=10000`);
  expect(response.ok()).toBe(true);
}

async function pagesToCheck(baseURL: string) {
  const all = await sitemapPaths(baseURL);
  const pick = (re: RegExp) => all.filter((p) => re.test(p)).slice(0, 2);
  return [
    '/',
    '/blog',
    '/blog?search=release',
    '/blog?page=2',
    '/careers',
    '/contact',
    '/about',
    '/portfolio/octans',
    '/services/web-development',
    ...pick(/^\/blog\/[^/]+\/[^/]+$/),
    ...pick(/^\/careers\/[^/]+$/),
    ...pick(/^\/blog\/tags\//),
  ];
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setMode(request, 'pass');
});

for (const mode of ['down', 'slow', 'garbage'] as const) {
  test(`with WordPress ${mode}, pages answer fast with content or the spec's error text`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const paths = await pagesToCheck(baseURL!);
    await setMode(request, 'pass');
    for (const path of paths) await request.get(path); // a last good render exists
    await setMode(request, mode);
    const failures: string[] = [];
    for (const path of paths) {
      const started = Date.now();
      const response = await request.get(path, { timeout: 15_000, failOnStatusCode: false });
      const elapsed = Date.now() - started;
      const html = await response.text();
      if (response.status() >= 500) failures.push(`${path}: HTTP ${response.status()}`);
      if (elapsed >= 2000) failures.push(`${path}: ${elapsed} ms`);
      const hasContent = /<h1[\s>]/.test(html) || ERROR_TEXTS.some((t) => html.includes(t));
      if (!hasContent) failures.push(`${path}: neither content nor an error text`);
    }
    expect(failures).toEqual([]);
  });
}
