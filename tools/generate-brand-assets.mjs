#!/usr/bin/env node
/**
 * Generates the brand assets from one geometry, so the logo, the favicon and the social image agree:
 *   public/logo.svg                      mark + wordmark, for dark backgrounds
 *   app/icon.svg                         the mark alone (favicon)
 *   public/og-image.png                  1200x630 social sharing image
 *   public/logo-512.png                  the mark as a 512x512 PNG (structured data logo: square, raster)
 *   public/images/default-image.jpg      1200x675 fallback for posts without a featured image
 *   public/images/default-thumbnail.jpg  400x300 fallback thumbnail
 * Run: node tools/generate-brand-assets.mjs (outputs are committed; nothing runs at build time).
 *
 * The wordmark is drawn as monoline strokes rather than text, so it looks the same everywhere
 * (an <img> cannot use the site's web fonts). Texts come from src/config/site.ts, compiled in memory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loads site.ts (it has no imports) without a TypeScript runtime: transpile, write to tmp, import. */
async function loadSiteConfig() {
  const source = await readFile(path.join(root, 'src/config/site.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const file = path.join(tmpdir(), `site-config-${process.pid}.mjs`);
  writeFileSync(file, outputText);
  return import(pathToFileURL(file).href);
}

const { company } = await loadSiteConfig();

const INK = '#0b1020';
const INK_2 = '#131a2e';
const INK_3 = '#1c2540';
const ORANGE = '#ff7a2e';
const AMBER = '#ffb36b';
const PAPER = '#eef1f8';
const MUTED = '#b4bdd3';
const INDIGO = '#6366f1';

/** The mark: an orange tile with a bold ink "N". 44x44 user units. */
function mark({ id = 'mark' } = {}) {
  return `
  <defs>
    <linearGradient id="${id}-fill" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${AMBER}"/>
      <stop offset="0.55" stop-color="${ORANGE}"/>
      <stop offset="1" stop-color="#f2561d"/>
    </linearGradient>
  </defs>
  <rect width="44" height="44" rx="12" fill="url(#${id}-fill)"/>
  <path d="M14 31V13l16 18V13" fill="none" stroke="${INK}" stroke-width="5.2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * "NEXORA" as stroke centre-lines on a 24-unit cap height (y 10..34). The O is the accent colour:
 * it echoes the node of the mark.
 */
/**
 * @param {number} x0
 * @param {string} [color]
 * @param {string} [accent]
 */
function wordmark(x0, color = PAPER, accent = ORANGE) {
  const at = (/** @type {number} */ x) => (/** @type {number} */ n) => x + n;
  let x = x0;
  const gap = 11;
  const parts = [];
  let a = at(x);
  parts.push(`<path d="M${a(0)} 34V10l${18} 24V10"/>`); // N
  x += 18 + gap;
  a = at(x);
  parts.push(`<path d="M${a(15)} 10H${a(0)}V34H${a(15)}M${a(0)} 22H${a(12)}"/>`); // E
  x += 15 + gap;
  a = at(x);
  parts.push(`<path d="M${a(0)} 10l18 24M${a(18)} 10l-18 24"/>`); // X
  x += 18 + gap;
  a = at(x);
  const o = `<circle cx="${a(12)}" cy="22" r="12" stroke="${accent}"/>`; // O
  x += 24 + gap;
  a = at(x);
  parts.push(`<path d="M${a(0)} 34V10h8a6 6 0 0 1 0 12H${a(0)}M${a(8)} 22l8 12"/>`); // R
  x += 16 + gap;
  a = at(x);
  parts.push(`<path d="M${a(0)} 34l10-24 10 24M${a(4)} 25h12"/>`); // A
  x += 20;
  const svg = `<g fill="none" stroke="${color}" stroke-width="4.6" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}${o}</g>`;
  return { svg, width: x - x0 };
}

function logoSvg() {
  const { svg, width } = wordmark(58);
  const total = Math.ceil(58 + width + 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} 44" width="${total}" height="44" role="img" aria-labelledby="logo-title">
  <title id="logo-title">${company.shortName}</title>${mark({ id: 'logo' })}
  ${svg}
</svg>
`;
}

function iconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" width="44" height="44">${mark({ id: 'icon' })}
</svg>
`;
}

/** Shared backdrop: ink with two soft glows and a fading grid. */
/**
 * @param {number} w
 * @param {number} h
 * @param {{ grid?: number, glowX?: number, glowY?: number }} [options]
 */
function backdrop(w, h, { grid = 48, glowX = 0.82, glowY = -0.1 } = {}) {
  return `
  <defs>
    <radialGradient id="glow-a" cx="${glowX}" cy="${glowY}" r="0.75">
      <stop offset="0" stop-color="${ORANGE}" stop-opacity="0.42"/>
      <stop offset="1" stop-color="${ORANGE}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-b" cx="0.05" cy="1.05" r="0.6">
      <stop offset="0" stop-color="${INDIGO}" stop-opacity="0.30"/>
      <stop offset="1" stop-color="${INDIGO}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse">
      <path d="M${grid} 0H0V${grid}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/>
    </pattern>
    <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="1"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0.15"/>
    </linearGradient>
    <mask id="grid-mask"><rect width="${w}" height="${h}" fill="url(#fade)"/></mask>
    <linearGradient id="arc" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${AMBER}"/>
      <stop offset="1" stop-color="${ORANGE}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="${INK}"/>
  <rect width="${w}" height="${h}" fill="url(#glow-a)"/>
  <rect width="${w}" height="${h}" fill="url(#glow-b)"/>
  <rect width="${w}" height="${h}" fill="url(#grid)" mask="url(#grid-mask)"/>`;
}

/**
 * Abstract artwork of orbits and nodes (a network of services). cx/cy/scale place it.
 * Deterministic: no randomness, so regenerating gives the same bytes.
 */
/**
 * @param {number} cx
 * @param {number} cy
 * @param {number} s  scale
 */
function orbits(cx, cy, s) {
  const rings = [1, 0.74, 0.5]
    .map(
      (k, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${220 * s * k}" fill="none" stroke="${i === 0 ? 'url(#arc)' : '#ffffff'}" stroke-opacity="${i === 0 ? 0.9 : 0.14}" stroke-width="${(i === 0 ? 3 : 1.5) * s}" ${i === 1 ? `stroke-dasharray="${6 * s} ${10 * s}"` : ''}/>`,
    )
    .join('');
  const nodes = /** @type {[deg: number, r: number, fill: string, size: number][]} */ ([
    [-40, 220, ORANGE, 14],
    [35, 220 * 0.74, PAPER, 8],
    [160, 220 * 0.5, AMBER, 10],
    [210, 220, PAPER, 7],
    [120, 220, INDIGO, 11],
    [265, 220 * 0.74, ORANGE, 9],
  ])
    .map(([deg, r, fill, size]) => {
      const rad = (deg * Math.PI) / 180;
      const x = cx + Math.cos(rad) * r * s;
      const y = cy + Math.sin(rad) * r * s;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size * s}" fill="${fill}"/>`;
    })
    .join('');
  const core = `<rect x="${cx - 46 * s}" y="${cy - 46 * s}" width="${92 * s}" height="${92 * s}" rx="${22 * s}" fill="${INK_3}" stroke="#ffffff" stroke-opacity="0.12"/>
  <g transform="translate(${cx - 22 * s * 1.4} ${cy - 22 * s * 1.4}) scale(${1.4 * s})">${mark({ id: `core${Math.round(cx)}` })}</g>`;
  return rings + nodes + core;
}

/** Floating "code window" panels that suggest software work without any words. */
/**
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} [s]  scale
 */
function panel(x, y, w, h, s = 1) {
  /**
   * @param {number} bx
   * @param {number} by
   * @param {number} bw
   * @param {string} color
   * @param {number} [op]  opacity
   */
  const bar = (bx, by, bw, color, op = 1) =>
    `<rect x="${bx}" y="${by}" width="${bw}" height="${8 * s}" rx="${4 * s}" fill="${color}" fill-opacity="${op}"/>`;
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${14 * s}" fill="${INK_2}" stroke="#ffffff" stroke-opacity="0.1"/>
    <circle cx="${x + 18 * s}" cy="${y + 18 * s}" r="${4 * s}" fill="${ORANGE}"/>
    <circle cx="${x + 32 * s}" cy="${y + 18 * s}" r="${4 * s}" fill="${AMBER}" fill-opacity="0.7"/>
    <circle cx="${x + 46 * s}" cy="${y + 18 * s}" r="${4 * s}" fill="${MUTED}" fill-opacity="0.5"/>
    ${bar(x + 18 * s, y + 40 * s, w * 0.42, ORANGE, 0.9)}
    ${bar(x + 18 * s, y + 58 * s, w * 0.66, MUTED, 0.35)}
    ${bar(x + 36 * s, y + 76 * s, w * 0.5, MUTED, 0.25)}
    ${bar(x + 36 * s, y + 94 * s, w * 0.34, INDIGO, 0.6)}
  </g>`;
}

/**
 * @param {number} w
 * @param {number} h
 */
function defaultImageSvg(w, h) {
  const s = Math.min(w / 1200, h / 675);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${backdrop(w, h, { grid: Math.round(48 * Math.max(s, 0.5)) })}
  ${orbits(w * 0.62, h * 0.52, s)}
  ${panel(w * 0.08, h * 0.16, 300 * s, 124 * s, s)}
  ${panel(w * 0.78, h * 0.66, 220 * s, 124 * s, s)}
</svg>`;
}

function ogImageSvg() {
  const w = 1200;
  const h = 630;
  const { svg: words } = wordmark(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${backdrop(w, h)}
  ${orbits(1000, 330, 0.8)}
  <g transform="translate(80 84) scale(1.6)">${mark({ id: 'og' })}<g transform="translate(58 0)">${words}</g></g>
  <rect x="80" y="250" width="72" height="6" rx="3" fill="${ORANGE}"/>
  <text x="80" y="340" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="60" fill="${PAPER}" letter-spacing="-1">${escapeXml(company.title)}</text>
  <text x="80" y="404" font-family="DejaVu Sans, sans-serif" font-size="32" fill="${MUTED}">${escapeXml(company.description)}</text>
  <text x="80" y="540" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${AMBER}">${escapeXml(`${company.address.addressLocality}, ${company.address.addressCountryName}`)}</text>
</svg>`;
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main() {
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  writeFileSync(path.join(root, 'public/logo.svg'), logoSvg());
  writeFileSync(path.join(root, 'app/icon.svg'), iconSvg());
  await sharp(Buffer.from(ogImageSvg()))
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(root, 'public/og-image.png'));
  await sharp(Buffer.from(iconSvg()), { density: 1200 })
    .resize(512, 512)
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'public/logo-512.png'));
  await sharp(Buffer.from(defaultImageSvg(1200, 675)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(root, 'public/images/default-image.jpg'));
  await sharp(Buffer.from(defaultImageSvg(400, 300)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(path.join(root, 'public/images/default-thumbnail.jpg'));
  console.log(
    'Brand assets written: public/logo.svg, app/icon.svg, public/og-image.png, public/logo-512.png, public/images/default-*.jpg',
  );
}

await main();
