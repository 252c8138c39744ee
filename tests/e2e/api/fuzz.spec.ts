import fc from 'fast-check';
import { expect, test } from '@playwright/test';

/**
 * Bad input never crashes the server: bounded property runs over paths, query strings, methods and
 * form bodies. Every answer must be 2xx, 3xx or 4xx, and the site must still serve its home page.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 60;
const hostile = fc.constantFrom(
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '%E0%A4%A',
  '%',
  '😀',
  'ॐ-नमस्ते',
  "'; DROP TABLE wp_posts; --",
  '<script>alert(1)</script>',
  'a'.repeat(3000),
  '-1',
  '1e309',
  '0x1F',
  'NaN',
  ' ',
);
const segment = fc.oneof(hostile, fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent));
const prefixes = ['/', '/blog/', '/blog/tags/', '/tags/', '/portfolio/', '/careers/', '/services/', '/blog/web-development/', '/category/', '/blog-details/', '/api/posts/', '/api/'];

function assertNoServerError(status: number, where: string) {
  expect(status, where).toBeGreaterThanOrEqual(200);
  expect(status, where).toBeLessThan(500);
}

test('hostile paths and query strings never produce a 5xx', async ({ request }) => {
  test.setTimeout(240_000);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...prefixes),
      segment,
      fc.dictionary(fc.constantFrom('page', 'search', 'tag', 'category', 'per_page', 'x'), fc.oneof(hostile, fc.string()), {
        maxKeys: 3,
      }),
      async (prefix, seg, query) => {
        const qs = Object.entries(query)
          .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
          .join('&');
        const url = `${prefix}${seg}${qs ? `?${qs}` : ''}`;
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        assertNoServerError(response.status(), `GET ${url}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('wrong methods and malformed bodies on the API endpoints get a 4xx', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const endpoints = ['/api/contact', '/api/newsletter', '/api/apply', '/api/revalidate', '/api/posts'];
  const bodies = fc.oneof(
    fc.constant('{"name": '),
    fc.constant('\u0000\u0001\u0002'),
    fc.json(),
    fc.string({ maxLength: 500 }),
    fc.constant('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-'),
  );
  const contentTypes = fc.constantFrom(
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/x-www-form-urlencoded',
    'application/xml',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'GET'),
      bodies,
      contentTypes,
      async (endpoint, method, body, contentType) => {
        const response = await request.fetch(endpoint, {
          method,
          headers: { 'content-type': contentType, origin: baseURL! },
          data: method === 'GET' ? undefined : body,
          failOnStatusCode: false,
          maxRedirects: 0,
        });
        assertNoServerError(response.status(), `${method} ${endpoint} (${contentType})`);
      },
    ),
    { numRuns: RUNS },
  );
  expect((await request.get('/')).status()).toBeLessThan(500);
});
