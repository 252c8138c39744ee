// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerEnvForTests } from '../src/config/environment.mjs';
import { createEdge } from './edge.mjs';
import { precompressBuildAssets } from './precompressed.mjs';

/**
 * The public server in front of a stand-in for Next (a plain HTTP server on a Unix socket, as Next's
 * is), so what the edge forwards and what it answers can be read exactly.
 */
type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetServerEnvForTests();
});

const script = `export const message = ${JSON.stringify('a build chunk '.repeat(400))};\n`;

async function startEdge(next: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-test-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), script);
  await precompressBuildAssets(dir);
  const socketPath = path.join(dir, 'next.sock');
  const seen: Seen[] = [];
  const upstream = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    next(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
  const edge = await createEdge({ socketPath, staticDir: path.join(dir, 'static') });
  await edge.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = edge.app.server.address() as AddressInfo;
  stops.push(async () => {
    await edge.app.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  return { base: `http://127.0.0.1:${port}`, seen, edge };
}

/** Reads the whole answer, so the connection is idle again when the test ends. */
const fetchText = async (url: string, init?: RequestInit) => (await fetch(url, init)).text();

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head>${scripts}</head><body>${'<p>text</p>'.repeat(200)}</body></html>`;

describe('forwarding headers', () => {
  it('are replaced by what the server saw unless TRUST_PROXY says a proxy set them', async () => {
    vi.stubEnv('TRUST_PROXY', '0');
    resetServerEnvForTests();
    const { base, seen } = await startEdge((_req, res) => res.end('ok'));
    await fetchText(`${base}/contact`, {
      headers: {
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '6.6.6.6',
        forwarded: 'for=6.6.6.6;host=attacker.example',
      },
    });
    const headers = seen.at(-1)!.headers;
    expect(headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(headers.host).toBe(new URL(base).host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.forwarded).toBeUndefined();
  });

  it('are kept from a trusted proxy', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    resetServerEnvForTests();
    const { base, seen } = await startEdge((_req, res) => res.end('ok'));
    await fetchText(`${base}/contact`, {
      headers: { 'x-forwarded-host': 'www.example.com', 'x-forwarded-for': '203.0.113.9' },
    });
    const headers = seen.at(-1)!.headers;
    expect(headers['x-forwarded-host']).toBe('www.example.com');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('the page CSP', () => {
  it('is worked out once per version of a page, however many query strings ask for it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // One inline script no allowed form matches: each time the policy is worked out, it is logged.
    const html = page('<script>alert(1)</script><script>self.__next_f.push([1,"x"])</script>');
    const { base } = await startEdge((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"' });
      res.end(html);
    });
    const policies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${base}/?x=${i}`, { headers: { 'accept-encoding': 'br' } });
      expect(await response.text()).toBe(html);
      policies.add(response.headers.get('content-security-policy') ?? '');
    }
    expect(policies.size).toBe(1);
    expect([...policies][0]).toMatch(/script-src 'self' 'sha256-/);
    const workedOut = warn.mock.calls.filter(([line]) => String(line).includes('inline script not written'));
    expect(workedOut).toHaveLength(1);
  });

  it('is not kept for a private answer, and a 304 never carries the restrictive policy', async () => {
    let version = 'a';
    const { base } = await startEdge((req, res) => {
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' });
        return void res.end();
      }
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        etag: '"v1"',
      });
      res.end(page(`<script>self.__next_f.push([1,"${version}"])</script>`));
    });
    const policy = async () => {
      const response = await fetch(`${base}/preview`);
      await response.text();
      return response.headers.get('content-security-policy');
    };
    const first = await policy();
    version = 'b';
    const second = await policy();
    expect(first).not.toBe(second);
    const notModified = await fetch(`${base}/preview`, { headers: { 'if-none-match': '"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });
});

describe('compressed pages', () => {
  it('are compressed once per page version and way of asking, whatever the query string', async () => {
    const brotli = vi.spyOn(zlib, 'createBrotliCompress');
    // As large as the site's pages: compressed as a stream, not in one call.
    const html = page('<script>self.__next_f.push([1,"x"])</script>').repeat(20);
    let asked = 0;
    const { base } = await startEdge((_req, res) => {
      asked += 1;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"', vary: 'rsc' });
      res.end(html);
    });
    const answers = [];
    // New spellings of the same choice do not make the page be compressed again.
    const spellings = [
      'gzip, br',
      'br, gzip',
      'gzip, deflate, br',
      'br;q=1, gzip;q=0.5, x-made-up',
      'gzip, br, zstd',
    ];
    for (let i = 0; i < 5; i++)
      answers.push(await get(`${base}/?x=${i}`, { 'accept-encoding': spellings[i]! }));
    expect(asked).toBe(5);
    expect(brotli).toHaveBeenCalledTimes(1);
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('rsc, accept-encoding');
      expect(answer.headers['content-security-policy']).toMatch(/'sha256-/);
      expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    }
    const gzip = await get(`${base}/`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    const refused = await get(`${base}/`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${base}/`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('are then sent as their best Brotli, made once off the event loop: fewer bytes, the same page', async () => {
    const html = page('<script>self.__next_f.push([1,"x"])</script>')
      .replace(
        '<p>text</p>',
        Array.from({ length: 300 }, (_, i) => `<li>Item ${i * 7919} of the list</li>`).join(''),
      )
      .repeat(5);
    const { base } = await startEdge((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v2"' });
      res.end(html);
    });
    const first = await get(`${base}/`, { 'accept-encoding': 'br' });
    await vi.waitFor(async () => {
      const later = await get(`${base}/`, { 'accept-encoding': 'br' });
      expect(later.body.length).toBeLessThan(first.body.length);
      expect(Number(later.headers['content-length'])).toBe(later.body.length);
      expect(brotliDecompressSync(later.body).toString()).toBe(html);
      expect(later.headers.etag).toBe(first.headers.etag);
    }, 10_000);
  });
});

describe('stopping', () => {
  it('does not wait for a keep-alive connection whose answer ended after stopping began', async () => {
    let answer!: () => void;
    const { base, edge } = await startEdge((_req, res) => {
      answer = () => res.end('late');
    });
    const pending = get(`${base}/slow`);
    await vi.waitFor(() => expect(answer).toBeDefined());
    const started = Date.now();
    const closed = edge.app.close();
    answer();
    expect((await pending).body.toString()).toBe('late');
    await closed;
    // Well under the keep-alive time the connection would otherwise be held for.
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 15_000);
});

describe('answers of the server itself', () => {
  it('carry the security headers and a request id, and Next failing is a 502 in plain words', async () => {
    const { base } = await startEdge((_req, res) => res.socket?.destroy());
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('The site could not answer this request. Please try again.');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('refuse addresses no page can have before Next sees them', async () => {
    const { base, seen } = await startEdge((_req, res) => res.end('ok'));
    const bad = await fetch(`${base}/blog/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/not valid URL encoding/);
    expect((await fetch(`${base}/a%00b`)).status).toBe(400);
    expect((await fetch(`${base}/${'x'.repeat(201)}`)).status).toBe(414);
    expect((await fetch(`${base}/api/apply?to=/%E0%A4%A`)).status).toBe(400);
    expect(seen).toHaveLength(0);
    expect((await fetch(`${base}/blog?search=a+b%20%E0%A4%95`)).status).toBe(200);
  });

  it('that set a cookie are private, even where the route asked shared caches to keep them', async () => {
    const { base } = await startEdge((req, res) => {
      if (req.url === '/signed') res.setHeader('set-cookie', 'grant=abc; Path=/; HttpOnly');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' });
      res.end(page(''));
    });
    const signed = await get(`${base}/signed`);
    expect(signed.headers['set-cookie']).toEqual(['grant=abc; Path=/; HttpOnly']);
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect((await get(`${base}/public`)).headers['cache-control']).toBe('s-maxage=300');
  });

  it('send a redirect with one Location, though Next writes it twice', async () => {
    const { base } = await startEdge((_req, res) => {
      res.setHeader('location', ['/blog/a', '/blog/a']);
      res.writeHead(308);
      res.end();
    });
    const answer = await fetch(`${base}/blog-details/a`, { redirect: 'manual' });
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('/blog/a');
  });
});

/** The raw answer: status, headers and undecoded body. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(url, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    },
  );
}

describe('build files', () => {
  const chunk = '/_next/static/chunks/app.js';

  it('are served from the build, the Brotli copy to a browser that takes it, cached for a year', async () => {
    const { base, seen } = await startEdge((_req, res) => res.end('from Next'));
    const br = await get(`${base}${chunk}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await get(`${base}${chunk}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const head = await get(`${base}${chunk}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get(`${base}${chunk}.br`)).status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('answer a range in the bytes the answer states, never a range of plain bytes compressed', async () => {
    const { base } = await startEdge((_req, res) => res.end('from Next'));
    const gzip = await get(`${base}${chunk}`, { 'accept-encoding': 'gzip', range: 'bytes=0-99' });
    expect(gzip.status).toBe(206);
    expect(gzip.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-range']).toBe(`bytes 0-99/${Buffer.byteLength(script)}`);
    expect(gzip.body.toString()).toBe(script.slice(0, 100));
  });

  it('can only be read', async () => {
    const { base, seen } = await startEdge((_req, res) => res.end('from Next'));
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const answer = await get(`${base}${chunk}`, {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
    expect(seen).toHaveLength(0);
  });
});
