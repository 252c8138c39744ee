import { expect, test } from '@playwright/test';
import { keyRoutes } from '../../../tools/lib/bench-budgets.mjs';
import { renderNow, renderNowHeaders } from '../../../scripts/lib/render-now.mjs';
import { samplePaths, sitemapPaths } from '../support/e2e-env';

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

/**
 * React sends a finished Suspense boundary of a large document out of place (hidden, then moved by a
 * script): a visitor without JavaScript would never see it, and others would see it appear late.
 */
test('every page sends its content in place, with nothing hidden for a script to reveal', async ({
  request,
  baseURL,
}) => {
  for (const pagePath of [...(await sitemapPaths(baseURL!)), '/blog?search=design', '/blog?page=2']) {
    const html = await (await request.get(pagePath)).text();
    expect(html, pagePath).not.toMatch(/<div hidden id="S:/);
    expect(html, pagePath).not.toContain('$RC(');
  }
});

/**
 * With inlined CSS, a stylesheet's text is in the document's <style> and once more in the payload React
 * hydrates from. A third copy came with the global error boundary, which imports no CSS.
 */
test('every page carries each of its stylesheets at most twice: its <style> and one payload copy', async ({
  request,
  baseURL,
}) => {
  const count = (text: string, part: string) => text.split(part).length - 1;
  for (const pagePath of samplePaths(await sitemapPaths(baseURL!), 1)) {
    const html = await (await request.get(pagePath)).text();
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    // Long stretches of the CSS that JSON-escaping in the payload leaves as they are.
    const stretches = css
      .split(/["\\<>]/)
      .filter((part) => part.length >= 120)
      .map((part) => part.slice(0, 120));
    expect(stretches.length, pagePath).toBeGreaterThan(5);
    for (const stretch of stretches) {
      expect(count(html, stretch), `${pagePath}: ${stretch}`).toBeLessThanOrEqual(2 * count(css, stretch));
    }
  }
});

test('responses that are not pages carry the security headers and a CSP where nothing loads or runs', async ({
  request,
}) => {
  // The home page's latest posts show their featured images through next/image, from /uploads/.
  const encoded = (await (await request.get('/')).text()).match(/url=(%2Fuploads%2F[^&"]+)/)?.[1];
  expect(encoded, 'the home page shows a WordPress image under /uploads/').toBeTruthy();
  const image = decodeURIComponent(encoded!);
  for (const address of [
    '/robots.txt',
    '/sitemap.xml',
    '/feed.xml',
    '/api/posts?page=1',
    '/logo.svg',
    '/og-image.png',
    image,
  ]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], address).toBe('nosniff');
    expect(headers['content-security-policy'], address).toContain("default-src 'none'");
    expect(headers['content-security-policy'], address).toContain("frame-ancestors 'none'");
  }
});

test('a HEAD answer carries the same Content-Length, encoding and CSP as its GET', async ({ request }) => {
  for (const pagePath of ['/', '/contact', '/blog']) {
    for (const encoding of ['br', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const get = await request.get(pagePath, { headers });
      const head = await request.head(pagePath, { headers });
      expect(head.status(), pagePath).toBe(200);
      expect(head.headers()['content-length'], `${pagePath} ${encoding}`).toBe(
        get.headers()['content-length'],
      );
      expect(head.headers()['content-encoding'], `${pagePath} ${encoding}`).toBe(
        get.headers()['content-encoding'],
      );
      expect(head.headers()['content-security-policy']).toBe(get.headers()['content-security-policy']);
    }
  }
});

test('client navigations and API answers stream through, compressed, without being held for a CSP', async ({
  request,
}) => {
  const rsc = await request.get('/about', { headers: { rsc: '1', 'accept-encoding': 'gzip' } });
  expect(rsc.status()).toBe(200);
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expect(rsc.headers()['content-encoding']).toBe('gzip');
  const api = await request.get('/api/posts?page=1', { headers: { 'accept-encoding': 'gzip' } });
  expect(api.status()).toBe(200);
  expect(api.headers()['content-encoding']).toBe('gzip');
  expect((await api.json()).posts.length).toBeGreaterThan(0);
});

test('a page’s scripts come in Brotli to browsers that take it, the same code in gzip to others', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length, 'the home page loads build chunks').toBeGreaterThan(3);
  let brotli = 0;
  for (const address of new Set(scripts)) {
    const br = await request.get(address, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await request.get(address, { headers: { 'accept-encoding': 'gzip' } });
    expect(br.status(), address).toBe(200);
    expect(gzip.headers()['content-encoding'], address).not.toBe('br');
    expect(br.headers()['cache-control'], address).toContain('immutable');
    expect(br.headers()['content-security-policy'], address).toContain("default-src 'none'");
    expect((await br.body()).equals(await gzip.body()), `${address} decodes to the same code`).toBe(true);
    if (br.headers()['content-encoding'] === 'br') brotli += 1;
  }
  // Only chunks under 1 KB have no Brotli copy.
  expect(brotli, 'chunks sent in Brotli').toBeGreaterThan(3);
});

test('a 304 for a page never carries a policy that would replace the cached page’s own', async ({
  request,
}) => {
  for (const pagePath of ['/portfolio/octans', '/']) {
    const first = await request.get(pagePath);
    const etag = first.headers()['etag'];
    expect(etag, `${pagePath} has an ETag`).toBeTruthy();
    const again = await request.get(pagePath, { headers: { 'if-none-match': etag! } });
    expect(again.status(), pagePath).toBe(304);
    const csp = again.headers()['content-security-policy'];
    expect(
      csp === undefined || csp === first.headers()['content-security-policy'],
      `${pagePath}: ${csp}`,
    ).toBe(true);
  }
});

/**
 * The home page made again from content that has not changed is the same bytes, so its ETag holds
 * across regenerations: a returning visitor's conditional request still gets a 304, and the server
 * keeps the document's best Brotli. Its sections, header and footer used to await their own reads, and
 * the RSC payload listed them in the order those reads happened to finish (5 ETags in 6 renders).
 */
test('the home page made again from unchanged content keeps its ETag', async ({ request }) => {
  const renderNow = renderNowHeaders('.next-e2e');
  const etags = new Set<string | undefined>();
  for (let i = 0; i < 6; i++) {
    const render = await request.get('/', { headers: renderNow });
    expect(render.headers()['x-nextjs-cache'], 'a render made now').toBe('REVALIDATED');
    etags.add(render.headers()['etag']);
  }
  expect([...etags]).toHaveLength(1);
});

/**
 * `npm run bench` measures each key route in a version made just before its runs, so that version
 * cannot expire during them. Next answers that request without the proxy, so a rewritten address
 * (the blog's plain listing) is asked for at its rewritten route; at its own address nothing is kept.
 */
test("the bench's render-now makes each key route's kept page anew", async ({ baseURL }) => {
  const headers = renderNowHeaders('.next-e2e');
  const fixed = keyRoutes.filter((route) => route.path && !route.perVisit);
  expect(fixed.map((route) => route.id)).toContain('blog');
  for (const route of fixed) {
    const rendered = await renderNow(`${baseURL}${route.renderPath ?? route.path}`, headers);
    expect(rendered, route.id).toEqual({ status: 200, kept: true });
  }
  const unrewritten = await renderNow(`${baseURL}/blog`, headers);
  expect(unrewritten.kept, 'the blog asked for at its public address').toBe(false);
});
