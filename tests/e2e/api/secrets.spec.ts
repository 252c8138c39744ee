import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eEnv, sitemapPaths } from '../support/e2e-env';

/**
 * The content credentials are withheld. The e2e build ran with real WordPress credentials and a
 * revalidation secret; none of them may reach a browser: not in the static assets, not in any page's
 * HTML, not in the RSC payloads client navigations fetch.
 */
const env = e2eEnv();
const secrets = {
  'WordPress application password': env.appPassword,
  'WordPress application password without spaces': env.appPassword.replace(/\s+/g, ''),
  'Basic auth header value': Buffer.from(`${env.user}:${env.appPassword}`).toString('base64'),
  'revalidation secret': env.revalidateSecret,
};

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

function leaks(text: string): string[] {
  return Object.entries(secrets)
    .filter(([, value]) => value && text.includes(value))
    .map(([name]) => name);
}

test('the static assets served to browsers hold no credential or secret', () => {
  const files = filesBelow(path.join(process.cwd(), '.next-e2e/static'));
  expect(files.length).toBeGreaterThan(5);
  const leaking = files.filter((file) => leaks(readFileSync(file, 'latin1')).length > 0);
  expect(leaking).toEqual([]);
});

test('no page HTML or RSC payload holds a credential or secret', async ({ request, baseURL }) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths.length).toBeGreaterThan(0);
  for (const pagePath of paths) {
    const html = await (await request.get(pagePath)).text();
    expect(leaks(html), `${pagePath} HTML`).toEqual([]);
    const rsc = await (await request.get(pagePath, { headers: { RSC: '1' } })).text();
    expect(leaks(rsc), `${pagePath} RSC payload`).toEqual([]);
  }
});
