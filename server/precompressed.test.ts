// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliAssets, precompressBuildAssets, serveBrotliAsset } from './precompressed.mjs';

const script = `export const message = ${JSON.stringify('a build chunk '.repeat(400))};\n`;
let distDir: string;

beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(distDir, 'static', 'media'), { recursive: true });
  writeFileSync(path.join(chunks, 'app.js'), script);
  writeFileSync(path.join(chunks, 'page.css'), `.card{padding:1rem}\n`.repeat(200));
  writeFileSync(path.join(chunks, 'tiny.js'), 'export {};\n');
  writeFileSync(path.join(distDir, 'static', 'media', 'font.woff2'), Buffer.alloc(4096, 7));
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('precompressBuildAssets', () => {
  it('writes a Brotli copy of each script and stylesheet that decompresses to the original', async () => {
    const { files, bytes, brotliBytes } = await precompressBuildAssets(distDir);
    expect(files).toBe(2);
    expect(brotliBytes).toBeLessThan(bytes / 10);
    const copy = path.join(distDir, 'static', 'chunks', 'app.js.br');
    expect(brotliDecompressSync(readFileSync(copy)).toString()).toBe(script);
  });

  it('leaves files too small to gain and already compressed formats alone', () => {
    expect(existsSync(path.join(distDir, 'static', 'chunks', 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(distDir, 'static', 'media', 'font.woff2.br'))).toBe(false);
  });
});

describe('serveBrotliAsset', () => {
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    const assets = await brotliAssets(distDir);
    server = http.createServer((req, res) => {
      if (!serveBrotliAsset(req, res, assets)) res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The raw answer: status, headers and undecoded body. */
  function get(address: string, acceptEncoding: string, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .request(
            `${origin}${address}`,
            { method, headers: { 'accept-encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
              );
            },
          )
          .on('error', reject)
          .end();
      },
    );
  }

  it('answers a browser that accepts Brotli with the Brotli copy, cached for a year', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers a HEAD with the same headers and no body', async () => {
    const answer = await get('/_next/static/chunks/page.css', 'br', 'HEAD');
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('leaves clients without Brotli, and files without a copy, to Next', async () => {
    expect((await get('/_next/static/chunks/app.js', 'gzip')).status).toBe(204);
    expect((await get('/_next/static/chunks/tiny.js', 'br')).status).toBe(204);
    expect((await get('/_next/static/chunks/missing.js', 'br')).status).toBe(204);
  });
});
