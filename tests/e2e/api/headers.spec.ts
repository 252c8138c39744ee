import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../support/e2e-env';

/** Every response carries the security headers; every page's CSP names its own inline scripts. */
test('every page answers with the security headers and a CSP without unsafe-eval or inline scripts', async ({
  request,
  baseURL,
}) => {
  const paths = [...(await sitemapPaths(baseURL!)), '/no-such-page'];
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    const headers = response.headers();
    expect(headers['x-content-type-options'], pagePath).toBe('nosniff');
    expect(headers['referrer-policy'], pagePath).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], pagePath).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, pagePath).toContain("frame-ancestors 'none'");
    expect(csp, pagePath).not.toContain('unsafe-eval');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc, pagePath).not.toContain('unsafe-inline');
    expect(headers['x-powered-by'], pagePath).toBeUndefined();
  }
});

test('static assets carry the security headers too', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
