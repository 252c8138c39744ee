/**
 * Text set as SVG outlines (HarfBuzz shaping, kerning included), for drawings shown through <img>:
 * an image cannot use the page's web fonts, and a font named in the SVG would fall back to whatever
 * the visitor's machine has. Fonts: the site's own variable fonts from their packages, and the
 * Liberation / DejaVu / Lohit faces Debian's `fonts-liberation`, `fonts-dejavu` and
 * `fonts-lohit-deva` install (only the generators that name them need them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const modules = path.resolve(import.meta.dirname, '../../node_modules');

/** Font files by the names the generators use. */
export const FONTS = {
  inter: path.join(modules, '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  interItalic: path.join(modules, '@fontsource-variable/inter/files/inter-latin-wght-italic.woff2'),
  grotesk: path.join(
    modules,
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  ),
  serif: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  serifBold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  serifItalic: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
  narrowBold: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  sansBold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  dejavuSerifCondensed: '/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Bold.ttf',
  mono: '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  devanagari: '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
};

/** @type {Map<string, { face: hb.Face; upem: number }>} */
const faces = new Map();

/** @param {string} file */
async function face(file) {
  let found = faces.get(file);
  if (!found) {
    const raw = readFileSync(file);
    const sfnt = file.endsWith('.woff2') ? await fontverter.convert(raw, 'sfnt') : raw;
    const loaded = new hb.Face(new hb.Blob(new Uint8Array(sfnt).buffer));
    found = { face: loaded, upem: loaded.upem };
    faces.set(file, found);
  }
  return found;
}

/** Rounds a path's numbers to one decimal: a third of the bytes, no visible change. */
const tidy = (/** @type {string} */ d) =>
  d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));

/**
 * One line of text as one SVG path with its baseline at y = 0 and its start at x = 0.
 * @param {string} text
 * @param {{ font: keyof typeof FONTS; size: number; weight?: number; tracking?: number; features?: string }} options
 *   tracking: extra space after each letter, in ems.
 * @returns {Promise<{ d: string; width: number; ascent: number }>}
 */
export async function textPath(text, { font, size, weight, tracking = 0, features = 'kern' }) {
  const { face: f, upem } = await face(FONTS[font]);
  const hbFont = new hb.Font(f);
  if (weight !== undefined)
    hbFont.setVariations([/** @type {hb.Variation} */ (hb.Variation.fromString(`wght=${weight}`))]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(
    hbFont,
    buffer,
    features
      .split(',')
      .map((x) => hb.Feature.fromString(x.trim()))
      .filter((x) => x !== undefined),
  );
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const scale = size / upem;
  let x = 0;
  const parts = [];
  for (const [i, info] of infos.entries()) {
    const pos = positions[i];
    if (!pos) continue;
    const outline = hbFont.glyphToPath(info.codepoint);
    if (outline)
      parts.push(
        `<path transform="translate(${(x + pos.xOffset) * scale} ${-pos.yOffset * scale}) scale(${scale} ${-scale})" d="${outline}"/>`,
      );
    x += pos.xAdvance + tracking * upem;
  }
  const width = (x - tracking * upem) * scale;
  // Flatten the per-glyph transforms into one path, so the SVG carries plain coordinates.
  const d = parts
    .map((p) => {
      const m = /translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+) ([-\d.e]+)\)" d="([^"]*)"/.exec(p);
      if (!m) return '';
      const [tx, ty, sx, sy] = [m[1], m[2], m[3], m[4]].map((v) => Number(v));
      return transformPath(m[5] ?? '', (px, py) => [(tx ?? 0) + px * (sx ?? 1), (ty ?? 0) + py * (sy ?? 1)]);
    })
    .join('');
  return { d: tidy(d), width, ascent: size * 0.72 };
}

/**
 * Applies a point mapping to a path made of absolute M, L, Q, C and Z commands (what HarfBuzz draws).
 * @param {string} d
 * @param {(x: number, y: number) => number[]} map
 */
function transformPath(d, map) {
  return d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, cmd, args) => {
    const nums = String(args)
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const out = [];
    for (let i = 0; i + 1 < nums.length; i += 2) {
      const [x, y] = map(/** @type {number} */ (nums[i]), /** @type {number} */ (nums[i + 1]));
      out.push(`${(x ?? 0).toFixed(2)} ${(y ?? 0).toFixed(2)}`);
    }
    return `${cmd}${out.join(' ')}`;
  });
}
