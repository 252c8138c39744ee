/**
 * Build assets never change after a build, so each gets a best-quality Brotli copy once, which
 * @fastify/static's `preCompressed` serves.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

/** Fonts and images are compressed formats already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);

const MIN_BYTES = 1024;

/** @param {string} dir */
async function filesUnder(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/**
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
