/**
 * Turbopack lists the root layout's stylesheets under `app/global-error` too, although it imports
 * none, and with inlined CSS that puts the layout's whole CSS into every page's RSC payload twice.
 * The boundary loses nothing: React keeps the layout's hoisted sheets in the document.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MANIFEST_SUFFIX = '_client-reference-manifest.js';
const ROOT_LAYOUT = '[project]/app/layout';
const GLOBAL_ERROR = '[project]/app/global-error';

/** `globalThis.__RSC_MANIFEST["/route/page"] = {...};` after a preamble. */
const ASSIGNMENT = /^([\s\S]*?globalThis\.__RSC_MANIFEST\[("[^"]*")\]\s*=\s*)(\{[\s\S]*\})(;?\s*)$/;

/**
 * @param {string} source
 * @returns {{ source: string, removed: number }}
 */
export function withoutLayoutSheetsInGlobalError(source) {
  const match = ASSIGNMENT.exec(source);
  if (!match) return { source, removed: 0 };
  const [, head, , json = '{}', tail] = match;
  /** @type {{ entryCSSFiles?: Record<string, { path: string }[]> }} */
  const manifest = JSON.parse(json);
  const sheets = manifest.entryCSSFiles;
  const layoutSheets = new Set((sheets?.[ROOT_LAYOUT] ?? []).map((sheet) => sheet.path));
  const errorSheets = sheets?.[GLOBAL_ERROR];
  if (!sheets || !errorSheets || layoutSheets.size === 0) return { source, removed: 0 };
  const kept = errorSheets.filter((sheet) => !layoutSheets.has(sheet.path));
  if (kept.length === errorSheets.length) return { source, removed: 0 };
  sheets[GLOBAL_ERROR] = kept;
  return { source: `${head}${JSON.stringify(manifest)}${tail}`, removed: errorSheets.length - kept.length };
}

/**
 * Must run after compiling and before the pages are prerendered.
 * @param {string} distDir  absolute
 * @returns {Promise<number>} the manifests changed
 */
export async function keepLayoutSheetsOutOfGlobalError(distDir) {
  const server = path.join(distDir, 'server');
  const entries = await readdir(server, { recursive: true, withFileTypes: true }).catch(() => []);
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(MANIFEST_SUFFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { source, removed } = withoutLayoutSheetsInGlobalError(await readFile(file, 'utf8'));
    if (!removed) continue;
    await writeFile(file, source);
    changed += 1;
  }
  return changed;
}
