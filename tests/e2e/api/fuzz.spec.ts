import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';

/**
 * Bad input never crashes the server: bounded property runs over paths, query strings, methods and
 * form bodies. Every answer must be 2xx, 3xx or 4xx, and the site must still serve its home page.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 60;

// The fuzzer is its own visitor: its many searches spend its own allowance, not other tests'.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.60' } });
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
const prefixes = [
  '/',
  '/blog/',
  '/blog/tags/',
  '/tags/',
  '/portfolio/',
  '/careers/',
  '/services/',
  '/blog/web-development/',
  '/category/',
  '/blog-details/',
  '/api/posts/',
  '/api/',
];

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
      fc.dictionary(
        fc.constantFrom('page', 'search', 'tag', 'category', 'per_page', 'x'),
        fc.oneof(hostile, fc.string()),
        {
          maxKeys: 3,
        },
      ),
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

test('addresses no page can have get a clear 4xx before rendering', async ({ request }) => {
  const cases: [string, number, string][] = [
    [`/blog/${'a'.repeat(3000)}`, 414, 'too long'],
    [`/tags/${'%C3%A9'.repeat(150)}`, 414, 'too long'],
    ['/tags/abc%00def', 400, 'NUL'],
    ['/careers/%E0%A4%A', 400, 'URL encoding'],
  ];
  for (const [path, status, text] of cases) {
    const response = await request.get(path, { failOnStatusCode: false });
    expect(response.status(), path).toBe(status);
    expect(await response.text(), path).toContain(text);
  }
  // A long but possible slug still reaches the site (its 404 page).
  const long = await request.get(`/blog/tags/${'a'.repeat(180)}`, { failOnStatusCode: false });
  expect(long.status()).toBe(404);
  expect(await long.text()).toContain('Oops! Page not found');
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

test('the webhook given an object for its secret answers 401, and the preview exit redirects to any local path', async ({
  request,
}) => {
  for (const secret of [{ toString: 1 }, { valueOf: 1, toString: null }, ['x'], 7]) {
    const response = await request.post('/api/revalidate', {
      data: { type: 'post', secret },
      failOnStatusCode: false,
    });
    expect(response.status(), JSON.stringify(secret)).toBe(401);
    expect(await response.text()).not.toMatch(/\bat \S+ \(|TypeError/);
  }
  // A path with characters a Location header cannot carry raw is sent encoded.
  const cases: [string, string][] = [
    ['/%E2%82%AC', '/%E2%82%AC'],
    ['/blog%3Fsearch%3Dcaf%C3%A9', '/blog?search=caf%C3%A9'],
    ['//evil.example/', '/'],
    ['https%3A%2F%2Fevil.example%2F', '/'],
  ];
  for (const [to, location] of cases) {
    const response = await request.get(`/api/preview/exit?to=${to}`, {
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(response.status(), to).toBe(307);
    expect(response.headers().location, to).toBe(location);
  }
});

/** Every route handler's address (app/**\/route.ts), its dynamic segments left for the fuzzer to fill. */
function routeHandlerPaths(dir = path.join(process.cwd(), 'app'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'route.ts' ? [prefix || '/'] : [];
    if (!entry.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name.replace(/^\[.*\]$/, '{}')}`;
    return routeHandlerPaths(path.join(dir, entry.name), prefix + segment);
  });
}

test('every route handler answers hostile queries, paths and bodies with a 2xx-4xx', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const handlers = routeHandlerPaths();
  expect(handlers).toEqual(
    expect.arrayContaining(['/api/revalidate', '/api/preview/exit', '/share-cards/{}']),
  );
  const value = fc.oneof(
    hostile,
    fc.constantFrom('/€', '/%E2%82%AC', '/%E0%A4%A', '%', '%%', '/\u0000', '__proto__', 'constructor'),
    fc.string({ maxLength: 20 }),
  );
  const query = fc.dictionary(
    fc.constantFrom(
      'to',
      'search',
      'page',
      'tag',
      'category',
      'type',
      'id',
      'expires',
      'sig',
      '__proto__',
      'x',
    ),
    value,
    { maxKeys: 4 },
  );
  const body = fc.oneof(
    fc.constantFrom(
      '{"secret":{"toString":1},"type":"post"}',
      '{"__proto__":{"type":"post"},"constructor":{"prototype":{"x":1}}}',
      '{"name":{"toString":1},"email":[],"message":{},"phone":null}',
      '{"type":["post"],"slug":{"valueOf":1},"id":"1e400"}',
      '[]',
      'null',
      '{"a":',
    ),
    fc.json({ maxDepth: 2 }),
  );
  // Query values arrive raw (bad escapes as they are), the way a hand-typed or hostile link sends them.
  const raw = (text: string) => (/%(?![0-9A-F]{2})/i.test(text) ? text : encodeURIComponent(text));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...handlers),
      segment,
      query,
      fc.constantFrom('GET', 'POST', 'HEAD'),
      body,
      async (handler, seg, params, method, data) => {
        const qs = Object.entries(params)
          .map(([k, v]) => `${k}=${raw(v)}`)
          .join('&');
        const url = `${handler.replaceAll('{}', seg)}${qs ? `?${qs}` : ''}`;
        const response = await request.fetch(url, {
          method,
          headers: { 'content-type': 'application/json', origin: baseURL! },
          data: method === 'POST' ? data : undefined,
          failOnStatusCode: false,
          maxRedirects: 0,
        });
        assertNoServerError(response.status(), `${method} ${url}`);
      },
    ),
    { numRuns: RUNS },
  );
});
