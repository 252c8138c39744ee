/**
 * V8 compiles a function on the main thread when first called, and nearly every function of a
 * page's chunks is called as it starts. This hint has Chromium compile them on a background thread
 * while the script streams in; to other engines it is a comment.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Must run before the Brotli copies are written, so they carry it too.
 * @param {string} distDir  absolute
 * @returns {Promise<number>} the scripts marked
 */
export async function hintCompileOnLoad(distDir) {
  const chunks = path.join(distDir, 'static', 'chunks');
  const entries = await readdir(chunks, { recursive: true, withFileTypes: true }).catch(() => []);
  let marked = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
