/**
 * Keeps the root layout's stylesheets out of the global error boundary's entry in each client
 * reference manifest.
 *
 * Turbopack lists a module's stylesheets cumulatively along the layout chain, so `app/global-error`
 * is listed with every stylesheet of the root layout although it imports none. Next renders those
 * as the boundary's styles with nothing deduplicated, and with inlined CSS that put the text of the
 * root layout's whole CSS into every page's RSC payload a second time: 25 KB of /contact's 94 KB.
 * The root layout's own copy is in the same payload, and React keeps a hoisted stylesheet in the
 * document once inserted, so the boundary loses nothing. Sheets global-error imports itself stay.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MANIFEST_SUFFIX = '_client-reference-manifest.js';
const ROOT_LAYOUT = '[project]/app/layout';
const GLOBAL_ERROR = '[project]/app/global-error';

/** One page's manifest file: `globalThis.__RSC_MANIFEST["/route/page"] = {...};` after a preamble. */
const ASSIGNMENT = /^([\s\S]*?globalThis\.__RSC_MANIFEST\[("[^"]*")\]\s*=\s*)(\{[\s\S]*\})(;?\s*)$/;

/**
 * The manifest source with the root layout's sheets taken from global-error's entry; the source
 * unchanged when there is nothing to take.
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
 * Applies withoutLayoutSheetsInGlobalError to every client reference manifest under
 * `<distDir>/server`. Runs after compiling, before the pages are prerendered.
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
