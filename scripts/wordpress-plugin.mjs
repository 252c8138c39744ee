#!/usr/bin/env node
/**
 * `npm run wordpress:plugin`: the zip an administrator uploads, made from the same must-use plugin
 * the embedded WordPress runs; the loader's Version header is the one version number.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOADER = path.join(root, 'wordpress/mu-plugins/agency-site.php');
const MODULES = path.join(root, 'wordpress/mu-plugins/agency');
const PLUGIN_FILES = path.join(root, 'wordpress/plugin');
/** Test-only code: inert on a real site, and not shipped. */
const LEFT_OUT = new Set(['testing.php']);
/** A fixed time for every entry, so the same sources give the same zip. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/**
 * @param {string} [loader]
 */
export function pluginVersion(loader = fs.readFileSync(LOADER, 'utf8')) {
  const match = /^\s*\*\s*Version:\s*(\d+\.\d+\.\d+)\s*$/m.exec(loader);
  if (!match?.[1]) throw new Error(`${LOADER}: no "Version: x.y.z" line in the plugin header`);
  return match[1];
}

/**
 * Sorted, so the zip's order is stable.
 * @param {string} dir
 * @returns {string[]}
 */
function filesBelow(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * @param {{ outDir?: string }} [options]
 * @returns {{ file: string, version: string }}
 */
export function buildPluginZip({ outDir = path.join(root, 'dist') } = {}) {
  const loader = fs.readFileSync(LOADER, 'utf8');
  const version = pluginVersion(loader);
  /** @type {Record<string, [Uint8Array, { mtime: Date }]>} */
  const entries = {};
  const add = (/** @type {string} */ name, /** @type {string | Uint8Array} */ data) => {
    entries[`agency-site/${name}`] = [
      typeof data === 'string' ? new TextEncoder().encode(data) : data,
      { mtime: ENTRY_TIME },
    ];
  };
  add('agency-site.php', loader);
  for (const rel of filesBelow(MODULES)) {
    if (LEFT_OUT.has(path.basename(rel))) continue;
    add(`agency/${rel.split(path.sep).join('/')}`, fs.readFileSync(path.join(MODULES, rel)));
  }
  add('uninstall.php', fs.readFileSync(path.join(PLUGIN_FILES, 'uninstall.php')));
  const readme = fs.readFileSync(path.join(PLUGIN_FILES, 'readme.txt'), 'utf8');
  if (!readme.includes('Stable tag: {{version}}'))
    throw new Error('wordpress/plugin/readme.txt: expected "Stable tag: {{version}}"');
  add('readme.txt', readme.replaceAll('{{version}}', version));

  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `agency-site-${version}.zip`);
  fs.writeFileSync(file, zipSync(entries, { level: 9 }));
  return { file, version };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { file, version } = buildPluginZip();
  console.log(
    `Agency Site ${version}: ${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`,
  );
  console.log('Install it on Plugins → Add Plugin → Upload Plugin; see docs/wordpress.md.');
}
