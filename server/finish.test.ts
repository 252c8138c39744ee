// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliBest, chooseEncoding, finishBody, mayBeDocument } from './finish.mjs';

describe('mayBeDocument', () => {
  it('buffers page addresses, which may answer HTML with inline scripts', () => {
    expect(mayBeDocument('GET', '/', {})).toBe(true);
    expect(mayBeDocument('HEAD', '/blog/web/a-post?x=1', {})).toBe(true);
  });

  it('streams RSC payloads, API answers, feeds, assets and form posts', () => {
    expect(mayBeDocument('GET', '/blog', { rsc: '1' })).toBe(false);
    expect(mayBeDocument('GET', '/about', { 'next-router-prefetch': '1', rsc: '1' })).toBe(false);
    expect(mayBeDocument('GET', '/api/posts?page=2', {})).toBe(false);
    expect(mayBeDocument('GET', '/feed.xml', {})).toBe(false);
    expect(mayBeDocument('GET', '/sitemap.xml', {})).toBe(false);
    expect(mayBeDocument('GET', '/_next/static/chunks/app.js', {})).toBe(false);
    expect(mayBeDocument('GET', '/images/hero.webp', {})).toBe(false);
    expect(mayBeDocument('POST', '/contact', {})).toBe(false);
  });
});

describe('finishBody', () => {
  const html = Buffer.from(
    `<!doctype html><script>self.__next_f.push([0])</script>${'<p>text</p>'.repeat(300)}`,
  );

  it('names the inline script hashes in the CSP and compresses with the chosen encoding', async () => {
    const br = await finishBody(html, 'text/html; charset=utf-8', chooseEncoding('gzip, deflate, br'));
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(br.csp).toMatch(/script-src[^;]*'sha256-[A-Za-z0-9+/=]+'/);
    const gz = await finishBody(html, 'text/html', chooseEncoding('gzip'));
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
  });

  it('leaves small or binary bodies as they are', async () => {
    const small = await finishBody(Buffer.from('<p>hi</p>'), 'text/html', 'br');
    expect([small.encoding, small.body.toString()]).toEqual([undefined, '<p>hi</p>']);
    const png = await finishBody(Buffer.alloc(4096), 'image/png', 'br');
    expect([png.encoding, png.csp]).toEqual([undefined, undefined]);
  });
});

describe('brotliBest', () => {
  it('makes a smaller Brotli of the same bytes than the quick form a visitor waits for', async () => {
    const page = Buffer.from(
      Array.from(
        { length: 400 },
        (_, i) => `<li class="card-${i % 7}"><a href="/blog/post-${i}">Post ${i}</a></li>`,
      ).join(''),
    );
    const quick = await finishBody(page, 'text/html', 'br');
    const best = await brotliBest(page);
    expect(brotliDecompressSync(best).equals(page)).toBe(true);
    expect(best.length).toBeLessThan(quick.body.length);
  });
});
