/**
 * The portfolio's own modules (projects, categories, picture sizes) for the scripts that draw from
 * them, compiled in memory: they import nothing but each other and types, so a transpile is enough.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @typedef {{ value: string, label: string }} Outcome
 * @typedef {{
 *   projectId: string,
 *   title: string,
 *   tagline: string,
 *   palette: readonly [string, string],
 *   device: 'web' | 'mobile',
 *   categories: readonly { slug: string, label: string }[],
 *   outcomes: readonly Outcome[],
 *   visuals: { hero: string },
 * }} ProjectBrief
 * @typedef {'card' | 'hero' | 'detail' | 'mobile'} ImageKind
 */

/**
 * @param {string} dir  a temporary folder for the compiled files
 */
export async function loadPortfolio(dir) {
  for (const name of ['categories', 'images', 'projects']) {
    const source = readFileSync(path.join(root, 'src/content/portfolio', `${name}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    writeFileSync(path.join(dir, `${name}.mjs`), outputText.replace(/from '\.\/(\w+)'/g, "from './$1.mjs'"));
  }
  const { projectSources } = await import(pathToFileURL(path.join(dir, 'projects.mjs')).href);
  const { projectImageSizes, projectImagePath } = await import(
    pathToFileURL(path.join(dir, 'images.mjs')).href
  );
  return {
    /** @type {ProjectBrief[]} */
    projects: Object.values(projectSources),
    /** @type {Record<ImageKind, { width: number, height: number }>} */
    sizes: projectImageSizes,
    /** @type {(id: string, kind: ImageKind) => string} */
    imagePath: projectImagePath,
  };
}
