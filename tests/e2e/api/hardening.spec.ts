import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { documentPolicy } from '../../../server/document-csp.mjs';
import { blog } from '../../../src/config/site';
import { searchLimitMessage } from '../../../src/shell/search';
import { e2eEnv } from '../support/e2e-env';

/**
 * What an attacker probing the deployed site, or a proxy in front of it, would find: each check
 * here was a finding against the site as deployed (TLS terminated in front, X-Forwarded-Proto: https).
 */

const behindTls = { 'x-forwarded-proto': 'https' };

test('search and paging answer behind an HTTPS proxy, and never say where the app rewrote them', async ({
  request,
}) => {
  for (const address of [
    '/blog?search=react',
    '/blog?page=2',
    '/blog/tags/seo?page=2',
    '/blog/web-development?page=2',
  ]) {
    const response = await request.get(address, { headers: behindTls });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['x-middleware-rewrite'], address).toBeUndefined();
    expect(await response.text(), address).toContain('Read More');
  }
});

test('the image optimiser reads only the site’s own images, never another address on the server', async ({
  request,
}) => {
  const wordpress = new URL(e2eEnv().wordpressUrl);
  for (const url of [
    `${wordpress.origin}/wp-admin/images/wordpress-logo.png`,
    'http://127.0.0.1:9400/wp-admin/images/wordpress-logo.png',
    'http://localhost/wp-includes/images/w-logo-blue.png',
    '/api/posts?page=1',
    '/uploads/2026/11/aurora-grid.jpg?x=1',
  ]) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBe(400);
  }
  const home = await (await request.get('/')).text();
  const own = decodeURIComponent(home.match(/url=(%2Fuploads%2F[^&"]+)/)![1]!);
  const image = await request.get(`/_next/image?url=${encodeURIComponent(own)}&w=640&q=75`, {
    headers: { accept: 'image/webp,image/*' },
  });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});

test('a missing upload is a 404 that no cache keeps, not an empty file cached for a year', async ({
  request,
}) => {
  for (const address of ['/uploads/2099/01/future-upload.jpg', '/uploads/2026/11/no-such-file.pdf']) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()['cache-control'], address).toBe('no-store');
  }
});

test('each encoding of a page is kept apart by Vary, which keeps what Next varies on', async ({
  request,
}) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get('/about', { headers: { 'accept-encoding': encoding } });
    const vary = response.headers()['vary'] ?? '';
    expect(vary).toMatch(/\brsc\b/);
    expect(vary).toMatch(/Accept-Encoding/i);
  }
  const br = await request.get('/about', { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  const revalidated = await request.get('/about', {
    headers: { 'accept-encoding': 'br', 'if-none-match': br.headers()['etag']! },
  });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();
});

test('another site cannot make visitors refresh the sitemap', async ({ request }) => {
  const response = await request.post('/api/sitemap', {
    headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(response.status()).toBe(403);
});

/**
 * A script smuggled into a post's HTML (as if the sanitiser had a gap or a cache entry was
 * poisoned) reaches the server's finishing step with the page's own scripts. The policy the server
 * computes must let the page's scripts run and the smuggled one be refused by the browser.
 */
test('a script smuggled into a page is blocked by the browser while the page’s own scripts run', async ({
  page,
  request,
  baseURL,
}) => {
  const address = '/blog/web-development/why-we-build-marketing-sites-with-nextjs-and-headless-wordpress';
  const original = await (await request.get(address, { headers: { 'accept-encoding': 'identity' } })).text();
  const smuggled = '<script>document.documentElement.dataset.smuggled="ran"</script>';
  const poisoned = original.replace(/(<div class="[^"]*content[^"]*">)/, `$1${smuggled}`);
  expect(poisoned).toContain(smuggled);
  const policy = documentPolicy(poisoned);

  // Serve the poisoned page with that policy; everything else comes from the site.
  const server = http.createServer(async (req, res) => {
    if (req.url === address) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
      });
      res.end(poisoned);
      return;
    }
    const upstream = await fetch(`${baseURL}${req.url}`);
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}${address}`);
    // The page's own inline scripts ran (the flight data's bootstrap made its array), and of all the
    // page's inline scripts only the smuggled one was refused.
    await expect
      .poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown[] }).__next_f)))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.smuggled)).toBeUndefined();
    expect(violations.length).toBe(1);
    expect(violations[0]).toMatch(/inline script/i);
  } finally {
    server.close();
  }
});

/**
 * What one connection carrying `bytes` receives: everything the server sends until it closes the
 * connection or `waitMs` passes. `then`, if given, is written `pauseMs` later on the same connection.
 */
function rawExchange(
  baseURL: string,
  bytes: string,
  { then, pauseMs = 300, waitMs = 3000 }: { then?: string; pauseMs?: number; waitMs?: number } = {},
) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ text: string; closedByServer: boolean }>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    let closedByServer = false;
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('end', () => (closedByServer = true));
    socket.write(bytes);
    if (then) setTimeout(() => socket.writable && socket.write(then), pauseMs);
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedByServer });
    });
  });
}

const statusLines = (text: string) => text.split('\r\n').filter((line) => /^HTTP\/1\.1 \d{3}/.test(line));

test('a GET or HEAD announcing a body is refused and its connection closed: nothing can be smuggled in it', async ({
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  // The POST's head is exactly the 202 bytes the HEAD announced, and its body is another request: a
  // server that reads it as the HEAD's body answers that hidden request.
  const hidden = `GET /robots.txt HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 203.0.113.66\r\n\r\n`;
  let postHead = `POST /api/vitals HTTP/1.1\r\nHost: ${host}\r\nContent-Type: text/plain\r\nContent-Length: ${hidden.length}\r\nX-Pad: `;
  postHead += `${'a'.repeat(202 - postHead.length - 4)}\r\n\r\n`;
  expect(postHead.length).toBe(202);
  const attack = await rawExchange(
    baseURL!,
    `HEAD /about HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 202\r\n\r\n`,
    {
      then: postHead + hidden,
    },
  );
  expect(statusLines(attack.text)).toEqual(['HTTP/1.1 400 Bad Request']);
  expect(attack.text).not.toMatch(/User-agent/i);
  expect(attack.closedByServer).toBe(true);

  // While a HEAD with a length and no body sits on one connection, other visitors are answered.
  const { hostname, port } = new URL(baseURL!);
  const waiting = net.connect(Number(port), hostname);
  waiting.on('error', () => {});
  // Written once the request has left for the server.
  await new Promise((resolve) =>
    waiting.write(`HEAD /about HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 202\r\n\r\n`, resolve),
  );
  try {
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${baseURL}/robots.txt`, { signal: AbortSignal.timeout(5000) });
      expect(response.status).toBe(200);
      await response.text();
    }
  } finally {
    waiting.destroy();
  }
});

test('an absolute-form request target is served as this site’s path, never redirected to its host', async ({
  baseURL,
}) => {
  const host = new URL(baseURL!).host;
  const { text } = await rawExchange(
    baseURL!,
    `GET http://evil.example/about HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  expect(statusLines(text)[0]).toMatch(/ (200|400) /);
  expect(text).not.toMatch(/^location:.*evil\.example/im);
});

test('methods the site does not answer are a 4xx without a stack, on pages and build files alike', async ({
  baseURL,
  request,
}) => {
  const host = new URL(baseURL!).host;
  const chunk = (await (await request.get('/')).text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
  const probes = [
    'OPTIONS *',
    'TRACE /',
    'TRACE /about',
    ...['PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => `${method} ${chunk}`),
  ];
  for (const probe of probes) {
    const { text } = await rawExchange(
      baseURL!,
      `${probe} HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(statusLines(text)[0], probe).toMatch(/ 4\d\d /);
    expect(text, probe).not.toMatch(/\n\s+at .+:\d+:\d+/);
    if (/ 405 /.test(statusLines(text)[0] ?? '')) expect(text, probe).toMatch(/^allow: /im);
  }
});

test('a range of a build file is in the bytes the answer states, never plain bytes compressed', async ({
  request,
  baseURL,
}) => {
  const chunk = (await (await request.get('/')).text()).match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
  /** The raw answer, not decoded. */
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${baseURL}${chunk}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  for (const encoding of ['gzip', 'br']) {
    const part = await get({ 'accept-encoding': encoding, range: 'bytes=0-5000' });
    if (part.status === 200) continue;
    expect(part.status, encoding).toBe(206);
    // The range is of the bytes of the encoding the answer states (none: the plain file).
    const stated = part.headers['content-encoding'] ?? 'identity';
    const whole = await get({ 'accept-encoding': stated });
    expect(whole.headers['content-encoding'] ?? 'identity', encoding).toBe(stated);
    expect(part.headers['content-range'], encoding).toBe(`bytes 0-5000/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(0, 5001)), encoding).toBe(true);
  }
});

test('blog search is limited per visitor: past the allowance a 429 page that keeps the typed term', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const visitor = { 'x-forwarded-for': '198.51.100.201' };
  const term = 'design systems';
  for (let i = 0; i < blog.searchesPerMinute; i++) {
    const response = await request.get(`/blog?search=${encodeURIComponent(term)}`, { headers: visitor });
    expect(response.status(), `search ${i + 1}`).toBe(200);
  }
  const refused = await request.get(`/blog/web-development?search=${encodeURIComponent(term)}`, {
    headers: visitor,
  });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers()['cache-control']).toBe('no-store');
  const html = await refused.text();
  expect(html).toContain(searchLimitMessage);
  expect(html).toContain('action="/blog/web-development"');
  expect(html).toContain('name="search" value="design systems"');
  // A search's Load More counts the same; the visitor's pages without a term, and other visitors, do not.
  const more = await request.get('/api/posts?search=design&page=2', { headers: visitor });
  expect(more.status()).toBe(429);
  expect((await more.json()).error).toBe(searchLimitMessage);
  expect((await request.get('/blog/web-development', { headers: visitor })).status()).toBe(200);
  const other = await request.get(`/blog?search=${encodeURIComponent(term)}`, {
    headers: { 'x-forwarded-for': '198.51.100.202' },
  });
  expect(other.status()).toBe(200);
});

/** Files under `dir` whose text contains `needle`. */
function filesMentioning(dir: string, needle: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'latin1').includes(needle));
}

test('identical searches ask WordPress once, and no search is written to disk', async ({ request }) => {
  const env = e2eEnv();
  const term = `offline${Date.now()}`;
  const visitor = { 'x-forwarded-for': '198.51.100.203' };
  for (let i = 0; i < 3; i++) {
    expect((await request.get(`/blog?search=${term}`, { headers: visitor })).status()).toBe(200);
  }
  expect((await request.get(`/api/posts?search=${term}`, { headers: visitor })).status()).toBe(200);
  const { paths } = (await (await request.get(`${env.proxyUrl}/__proxy/stats`)).json()) as {
    paths: string[];
  };
  expect(paths.filter((p) => p.includes(`search=${term}`))).toHaveLength(1);
  // Neither Next's data cache nor the last good answers keep it: each new term would add a file.
  const cache = path.join(process.cwd(), '.next-e2e', 'cache');
  expect(filesMentioning(path.join(cache, 'fetch-cache'), term)).toEqual([]);
  expect(filesMentioning(path.join(cache, 'wordpress-last-good'), term)).toEqual([]);
});
