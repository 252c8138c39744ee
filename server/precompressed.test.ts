// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressBuildAssets } from './precompressed.mjs';

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
