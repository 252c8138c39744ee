#!/usr/bin/env node
/**
 * Draws the wordmarks of the clients in the home page's '… Brands Trust Us' carousel into
 * public/clients/ (committed; run again only to change them). The brands are fictional; most are the
 * clients of the case studies, the rest the kind of small and mid-sized businesses, in India and
 * abroad, an agency like ours works for. Each has its own lettering, as real marks do (a serif, a
 * condensed sans, a geometric sans, lower case, wide tracking), set as outlines by text-paths.mjs.
 * Ink only, with at most a small mark in the brand's colour: the carousel shows them in grey and
 * brings the colour back on hover.
 *   node tools/generate-client-logos.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { textPath } from './lib/text-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'public', 'clients');
const INK = '#1a2035';
const W = 180;
const H = 90;

const esc = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A line of lettering: where it sits is decided by the layout below.
 * @typedef {{ text: string; font: import('./lib/text-paths.mjs').FONTS extends infer F ? keyof F : never; size: number; weight?: number; tracking?: number; fill?: string }} Line
 * @typedef {{ svg: string; width: number; height: number }} Mark  drawn from (0, 0)
 * @typedef {{ name: string; lines: Line[]; mark?: Mark; markSide?: 'left' | 'top'; gap?: number; leading?: number }} Brand
 */

/** @type {Brand[]} */
const brands = [
  {
    name: 'Raylite Electricals',
    mark: {
      width: 26,
      height: 30,
      svg: '<path fill="#f59e0b" d="M15 0 2 17h9l-3 13 15-19h-9z"/>',
    },
    markSide: 'left',
    gap: 6,
    lines: [{ text: 'RAYLITE', font: 'narrowBold', size: 34, tracking: 0.02 }],
  },
  {
    name: 'Sahyadri Care',
    mark: {
      width: 30,
      height: 26,
      svg: '<path fill="none" stroke="#0d9488" stroke-width="2.6" stroke-linejoin="round" d="M1.5 24.5 11 8l5 8 4-6 8.5 14.5z"/><path fill="#0d9488" d="M19 2h3v3h3v3h-3v3h-3V8h-3V5h3z"/>',
    },
    markSide: 'left',
    gap: 8,
    lines: [
      { text: 'Sahyadri', font: 'serifBold', size: 27 },
      { text: 'CARE HOSPITAL', font: 'inter', weight: 600, size: 8.5, tracking: 0.2 },
    ],
  },
  {
    name: 'Lightopia Studio',
    mark: {
      width: 26,
      height: 26,
      svg: '<circle cx="13" cy="13" r="6" fill="#eab308"/><circle cx="13" cy="13" r="11.5" fill="none" stroke="#eab308" stroke-width="1.4" stroke-dasharray="3 3.2"/>',
    },
    markSide: 'left',
    gap: 7,
    lines: [{ text: 'lightopia', font: 'inter', weight: 300, size: 30, tracking: -0.02 }],
  },
  {
    name: 'Octans Engineering',
    mark: {
      width: 26,
      height: 26,
      svg: '<path fill="none" stroke="#2563eb" stroke-width="3" d="M8 1.5h10l6.5 6.5v10L18 24.5H8L1.5 18V8z"/><circle cx="13" cy="13" r="3.2" fill="#2563eb"/>',
    },
    markSide: 'left',
    gap: 8,
    lines: [{ text: 'OCTANS', font: 'grotesk', weight: 700, size: 27, tracking: 0.14 }],
  },
  {
    name: 'Swarna Jewellers',
    mark: { width: 0, height: 0, svg: '' },
    lines: [
      { text: 'स्वर्ण', font: 'devanagari', size: 17, fill: '#b45309' },
      { text: 'SWARNA', font: 'serif', size: 26, tracking: 0.28 },
    ],
    leading: 5,
  },
  {
    name: 'FibreLink Broadband',
    mark: {
      width: 30,
      height: 16,
      svg: '<g fill="none" stroke="#7c3aed" stroke-width="3"><rect x="1.5" y="1.5" width="16" height="13" rx="6.5"/><rect x="12.5" y="1.5" width="16" height="13" rx="6.5"/></g>',
    },
    markSide: 'left',
    gap: 7,
    lines: [{ text: 'fibrelink', font: 'inter', weight: 800, size: 28, tracking: -0.045 }],
  },
  {
    name: 'Dynamic Distributors',
    mark: {
      width: 34,
      height: 22,
      svg: '<path fill="#dc2626" d="M0 22 12 0h8L8 22zM12 22 24 0h8L20 22z"/>',
    },
    markSide: 'left',
    gap: 8,
    lines: [
      { text: 'DYNAMIC', font: 'sansBold', size: 21, tracking: 0.01 },
      { text: 'DISTRIBUTORS', font: 'sansBold', size: 8.4, tracking: 0.24 },
    ],
  },
  {
    name: 'GullyScore',
    mark: {
      width: 24,
      height: 24,
      svg: '<circle cx="12" cy="12" r="10.5" fill="none" stroke="#16a34a" stroke-width="3"/><path d="M6 5.5q6 6.5 0 13M18 5.5q-6 6.5 0 13" fill="none" stroke="#16a34a" stroke-width="1.6" stroke-dasharray="2 2"/>',
    },
    markSide: 'left',
    gap: 7,
    lines: [{ text: 'GullyScore', font: 'grotesk', weight: 700, size: 26, tracking: -0.03 }],
  },
  {
    name: 'Kaveri Foods',
    mark: {
      width: 40,
      height: 10,
      svg: '<path fill="none" stroke="#0891b2" stroke-width="2.4" stroke-linecap="round" d="M1.5 5q4.6-4 9.2 0t9.2 0 9.2 0 9.2 0"/>',
    },
    lines: [
      { text: 'Kaveri', font: 'serifItalic', size: 30 },
      { text: 'FOODS', font: 'inter', weight: 600, size: 9, tracking: 0.4 },
    ],
    leading: 3,
  },
  {
    name: 'Pratham Textiles',
    mark: { width: 0, height: 0, svg: '' },
    lines: [
      { text: 'PRATHAM', font: 'dejavuSerifCondensed', size: 23, tracking: 0.12 },
      { text: 'TEXTILES', font: 'mono', size: 9.5, tracking: 0.3 },
    ],
    leading: 5,
  },
  {
    name: 'Alder & Finch',
    mark: { width: 0, height: 0, svg: '' },
    lines: [{ text: 'Alder & Finch', font: 'serif', size: 28, tracking: -0.01 }],
  },
  {
    name: 'Bluegum Organics',
    mark: {
      width: 22,
      height: 26,
      svg: '<path fill="#15803d" d="M11 0C20 6 22 16 11 26 0 16 2 6 11 0z"/><path stroke="#fff" stroke-width="1.6" d="M11 6v18"/>',
    },
    markSide: 'left',
    gap: 7,
    lines: [
      { text: 'bluegum', font: 'grotesk', weight: 500, size: 25, tracking: -0.02 },
      { text: 'ORGANICS', font: 'inter', weight: 600, size: 8.5, tracking: 0.3 },
    ],
    leading: 3,
  },
];

/** Lays the mark and lines out and centres the whole in the 180 x 90 frame. @param {Brand} b */
async function logo(b) {
  const set = await Promise.all(b.lines.map((l) => textPath(l.text, l)));
  const leading = b.leading ?? 4;
  const textW = Math.max(...set.map((s) => s.width));
  // Each line's height is its cap height (the ascent of capitals and ascenders), and room below it
  // for descenders when a line has any and another line follows.
  const heights = b.lines.map((l) => l.size * 0.72);
  const drops = b.lines.map((l, i) => (i < b.lines.length - 1 && /[gjpqy]/.test(l.text) ? l.size * 0.22 : 0));
  const textH =
    heights.reduce((a, h) => a + h, 0) + drops.reduce((a, h) => a + h, 0) + leading * (heights.length - 1);
  const mark = b.mark && b.mark.width ? b.mark : null;
  const side = b.markSide ?? 'top';
  const gap = b.gap ?? 6;
  const totalW = mark && side === 'left' ? mark.width + gap + textW : Math.max(textW, mark?.width ?? 0);
  const totalH = mark && side === 'top' ? mark.height + gap + textH : Math.max(textH, mark?.height ?? 0);
  // As large as the frame allows: the carousel shows the 180-unit frame about 120 px wide.
  const scale = Math.min(1.3, 170 / totalW, 72 / totalH);
  const ox = (W - totalW * scale) / 2;
  const oy = (H - totalH * scale) / 2;
  const parts = [];
  let textX = 0;
  let textY = 0;
  if (mark) {
    if (side === 'left') {
      parts.push(`<g transform="translate(0 ${((totalH - mark.height) / 2).toFixed(2)})">${mark.svg}</g>`);
      textX = mark.width + gap;
      textY = (totalH - textH) / 2;
    } else {
      parts.push(`<g transform="translate(${((totalW - mark.width) / 2).toFixed(2)} 0)">${mark.svg}</g>`);
      textY = mark.height + gap;
    }
  }
  let y = textY;
  for (const [i, s] of set.entries()) {
    const line = /** @type {Line} */ (b.lines[i]);
    y += /** @type {number} */ (heights[i]);
    // Stacked lines are centred on each other; beside a mark they align left.
    const x = mark && side === 'left' ? textX : (totalW - s.width) / 2;
    parts.push(
      `<path fill="${line.fill ?? INK}" transform="translate(${x.toFixed(2)} ${y.toFixed(2)})" d="${s.d}"/>`,
    );
    y += leading + /** @type {number} */ (drops[i]);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(b.name)}">` +
    `<title>${esc(b.name)}</title>` +
    `<g transform="translate(${ox.toFixed(2)} ${oy.toFixed(2)}) scale(${scale.toFixed(4)})">${parts.join('')}</g>` +
    `</svg>\n`
  );
}

export const slugOf = (/** @type {string} */ name) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

mkdirSync(dir, { recursive: true });
// The folder holds exactly this list: a brand taken off it leaves no file behind.
for (const file of readdirSync(dir)) rmSync(path.join(dir, file));
for (const brand of brands) writeFileSync(path.join(dir, `${slugOf(brand.name)}.svg`), await logo(brand));
console.log(`${brands.length} client wordmarks written`);
