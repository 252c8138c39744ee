/**
 * Build assets in Brotli. Next compresses `/_next/static` files itself, with gzip, on every request.
 * The files never change after a build, so the build writes a Brotli copy of each at the highest
 * quality (`file.js.br`, 14% smaller than gzip on a page's first-load JavaScript), and the server
 * answers browsers that accept Brotli with that copy; others still get Next's gzip.
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { chooseEncoding } from './finish.mjs';

const brotliAsync = promisify(brotliCompress);

/** The kinds of build asset worth compressing (fonts and images are compressed formats already). */
const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
});

/** Files this small gain nothing worth a second copy. */
const MIN_BYTES = 1024;

/**
 * Every file under `dir`, as paths relative to it.
 * @param {string} dir
 */
async function filesUnder(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/**
 * Writes `<file>.br` beside each compressible build asset of `distDir` (quality 11). Runs after
 * `next build` has compiled the client (next.config.ts, `compiler.runAfterProductionCompile`).
 * @param {string} distDir  absolute
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompressBuildAssets(distDir) {
  const staticDir = path.join(distDir, 'static');
  const sources = (await filesUnder(staticDir)).filter((f) => path.extname(f) in CONTENT_TYPES);
  let bytes = 0;
  let brotliBytes = 0;
  let files = 0;
  await Promise.all(
    sources.map(async (file) => {
      const source = await readFile(path.join(staticDir, file));
      if (source.length < MIN_BYTES) return;
      const compressed = await brotliAsync(source, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      await writeFile(path.join(staticDir, `${file}.br`), compressed);
      files += 1;
      bytes += source.length;
      brotliBytes += compressed.length;
    }),
  );
  return { files, bytes, brotliBytes };
}

/** @typedef {{ file: string, size: number, type: string }} BrotliAsset */

/**
 * The Brotli copies a build has, by the address they answer (`/_next/static/...`).
 * @param {string} distDir  absolute
 * @returns {Promise<Map<string, BrotliAsset>>}
 */
export async function brotliAssets(distDir) {
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, BrotliAsset>} */
  const assets = new Map();
  for (const file of await filesUnder(staticDir)) {
    if (!file.endsWith('.br')) continue;
    const original = file.slice(0, -'.br'.length);
    const type = CONTENT_TYPES[path.extname(original)];
    if (!type) continue;
    const absolute = path.join(staticDir, file);
    const { size } = await stat(absolute);
    assets.set(`/_next/static/${original.split(path.sep).join('/')}`, { file: absolute, size, type });
  }
  return assets;
}

/**
 * Answers a GET or HEAD for a build asset from its Brotli copy, when the client accepts Brotli.
 * Returns false (and leaves the response alone) when it does not apply.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Map<string, BrotliAsset>} assets
 */
export function serveBrotliAsset(req, res, assets) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assets.get((req.url ?? '').split('?')[0] ?? '');
  if (!asset || chooseEncoding(req.headers['accept-encoding']) !== 'br') return false;
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Encoding': 'br',
    'Content-Length': asset.size,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  });
  if (req.method === 'HEAD') res.end();
  else
    createReadStream(asset.file)
      .on('error', (error) => res.destroy(error))
      .pipe(res);
  return true;
}
