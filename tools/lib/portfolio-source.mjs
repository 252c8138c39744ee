/**
 * The seeded case studies (wordpress/seed/case-studies.json, with their art direction: palette and
 * device) and the drawn pictures' sizes, for the scripts that draw from them. images.ts imports
 * nothing, so a transpile is enough.
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

/** @param {string} file  a path from the repository's root */
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/**
 * The seeded case studies with their category labels (no pictures: nothing to compile).
 * @returns {ProjectBrief[]}
 */
export function loadProjectBriefs() {
  /** @type {{ slug: string, label: string }[]} */
  const categories = readJson('wordpress/mu-plugins/agency/portfolio-categories.json');
  /** @type {any[]} */
  const seeded = readJson('wordpress/seed/case-studies.json');
  return seeded.map((p) => ({
    projectId: p.slug,
    title: p.title,
    tagline: p.tagline,
    palette: p.palette,
    device: p.device,
    categories: p.categories.map((/** @type {string} */ slug) => categories.find((c) => c.slug === slug)),
    outcomes: p.outcomes,
    visuals: p.visuals,
  }));
}

/**
 * @param {string} dir  a temporary folder for the compiled file
 */
export async function loadPortfolio(dir) {
  const source = readFileSync(path.join(root, 'src/content/portfolio/images.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  writeFileSync(path.join(dir, 'images.mjs'), outputText);
  const { projectImageSizes, projectImagePath } = await import(
    pathToFileURL(path.join(dir, 'images.mjs')).href
  );
  return {
    projects: loadProjectBriefs(),
    /** @type {Record<ImageKind, { width: number, height: number }>} */
    sizes: projectImageSizes,
    /** @type {(id: string, kind: ImageKind) => string} */
    imagePath: projectImagePath,
  };
}
