/**
 * Build assets in Brotli. The files under `/_next/static` never change after a build, so the build
 * writes a Brotli copy of each at the highest quality (`file.js.br`, smaller than gzip);
 * the server's @fastify/static answers browsers that accept Brotli
 * with that copy (its `preCompressed` option), and compresses for the others as they ask.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

/** The kinds of build asset worth compressing (fonts and images are compressed formats already). */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);

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
  const sources = (await filesUnder(staticDir)).filter((f) => COMPRESSIBLE.has(path.extname(f)));
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
