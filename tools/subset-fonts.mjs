#!/usr/bin/env node
/**
 * `npm run fonts`: writes every font file the site serves or draws with, from the Fontsource variable
 * fonts (both under the SIL Open Font License), cut to what the site sets: the Latin range
 * Fontsource's own latin files cover plus the rupee sign, and only the OpenType features browsers
 * apply by default plus tabular figures (counters, gallery numbers).
 * - Web fonts (src/styles/fonts/): woff2, the weight axis limited to 400-700 (the CSS uses 400, 500,
 *   600 and 700). Inter goes from 48 KB to 28 KB, Space Grotesk from 22 KB to 19 KB.
 * - Open Graph card fonts (src/seo/fonts/): one static weight each as TrueType, since next/og
 *   (Satori) reads neither woff2 nor variable fonts.
 * The files are committed; src/styles/fonts.test.ts fails when they differ from what this script
 * makes, so a change here or a Fontsource upgrade means re-running it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Fontsource's latin unicode-range and the rupee sign (U+20B9), which both families draw. */
export const UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+20B9,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The weight range kept; the @font-face in fonts.ts declares the same. */
export const WEIGHTS = { min: 400, max: 700 };

const INTER = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const SPACE_GROTESK =
  'node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2';

/**
 * @typedef {object} FontFile
 * @property {string} source  a Fontsource file
 * @property {string} output  where the cut goes
 * @property {number | { min: number, max: number }} weight  one weight (a static font) or a range
 * @property {'woff2' | 'truetype'} format
 */

/** @type {FontFile[]} */
export const FONTS = [
  {
    source: INTER,
    output: 'src/styles/fonts/inter-latin-wght-400-700.woff2',
    weight: WEIGHTS,
    format: 'woff2',
  },
  {
    source: SPACE_GROTESK,
    output: 'src/styles/fonts/space-grotesk-latin-wght-400-700.woff2',
    weight: WEIGHTS,
    format: 'woff2',
  },
  { source: INTER, output: 'src/seo/fonts/inter-latin-400.ttf', weight: 400, format: 'truetype' },
  { source: INTER, output: 'src/seo/fonts/inter-latin-600.ttf', weight: 600, format: 'truetype' },
  {
    source: SPACE_GROTESK,
    output: 'src/seo/fonts/space-grotesk-latin-700.ttf',
    weight: 700,
    format: 'truetype',
  },
];

/** Default shaping (kerning, ligatures, contextual forms, marks, variations) and `tabular-nums`. */
export const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'];

/** Every code point of a unicode-range list, as one string of characters. */
export function rangeText(range = UNICODE_RANGE) {
  let text = '';
  for (const part of range.split(',')) {
    const [, from = '', to = from] = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part) ?? [];
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * One font file cut to the range, features and weight of `file`.
 * @param {Buffer} font its Fontsource woff2
 * @param {FontFile} file
 * @returns {Promise<Buffer>}
 */
export function subset(font, { weight, format }) {
  return subsetFont(font, rangeText(), {
    targetFormat: format,
    variationAxes: { wght: weight },
    keepFeatures: FEATURES,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of FONTS) {
    const { source, output } = file;
    const before = readFileSync(path.join(root, source));
    const after = await subset(before, file);
    writeFileSync(path.join(root, output), after);
    console.log(`${output}: ${before.length} -> ${after.length} bytes`);
  }
}
