#!/usr/bin/env node
// Draws the demo posts' in-article figures (original diagrams) into seed/images/ as PNGs; the seed
// imports them into the media library beside the featured images. Run once and commit the output:
// `node wordpress/seed/make-figures.mjs` (sharp comes with Next's optional dependencies).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const W = 1200;
const H = 720;
const FONT = "font-family=\"'Liberation Sans','DejaVu Sans',Arial,sans-serif\"";
const ink = '#131a2e';
const orange = '#ff7a2e';
const muted = '#4f5870';

/**
 * A labelled box with a small caption under its title.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {string} title @param {string[]} lines @param {{ dark?: boolean; tag?: string }} [o]
 */
function box(x, y, w, h, title, lines, o = {}) {
  const fg = o.dark ? '#eef1f8' : ink;
  const sub = o.dark ? '#c9d0e0' : muted;
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="${o.dark ? ink : '#ffffff'}" stroke="${o.dark ? ink : '#d6dbe7'}" stroke-width="3"/>
    ${o.tag ? `<text x="${x + 30}" y="${y + 56}" ${FONT} font-size="24" font-weight="700" letter-spacing="2" fill="${o.dark ? orange : '#c2410c'}">${o.tag}</text>` : ''}
    <text x="${x + 30}" y="${y + 112}" ${FONT} font-size="44" font-weight="700" fill="${fg}">${title}</text>
    ${lines.map((l, i) => `<text x="${x + 30}" y="${y + 168 + i * 42}" ${FONT} font-size="32" fill="${sub}">${l}</text>`).join('')}
  </g>`;
}

/** @param {number} x1 @param {number} x2 @param {number} y @param {string} label */
const arrow = (x1, x2, y, label) => `<g>
  <path d="M${x1} ${y}H${x2 - 16}" stroke="${orange}" stroke-width="7" stroke-linecap="round"/>
  <path d="M${x2 - 26} ${y - 17}L${x2} ${y}L${x2 - 26} ${y + 17}" fill="none" stroke="${orange}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="${(x1 + x2) / 2}" y="${y - 30}" text-anchor="middle" ${FONT} font-size="24" font-weight="700" fill="${muted}">${label}</text>
</g>`;

const figures = {
  // 'Why We Build Marketing Sites with Next.js and a Headless WordPress'
  'headless-architecture': `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f5f6fa"/>
  <g stroke="#e3e7f0" stroke-width="2">${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 80} 0V${H}"/>`).join('')}${Array.from({ length: 10 }, (_, i) => `<path d="M0 ${i * 80}H${W}"/>`).join('')}</g>
  ${box(40, 90, 310, 330, 'WordPress', ['Your team', 'writes and', 'presses Update'], { tag: 'EDITORS' })}
  ${box(445, 90, 310, 330, 'Next.js', ['Reads it on', 'the server and', 'builds pages'], { tag: 'THE SITE', dark: true })}
  ${box(850, 90, 310, 330, 'Visitors', ['Cached pages', 'in under a', 'second'], { tag: 'CUSTOMERS' })}
  ${arrow(356, 439, 330, 'API')}
  ${arrow(761, 844, 330, 'HTML')}
  <path d="M195 428V540Q195 580 235 580H560Q600 580 600 540V440" fill="none" stroke="${ink}" stroke-width="6" stroke-dasharray="6 14" stroke-linecap="round"/>
  <path d="M582 458L600 430L618 458" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="40" y="650" ${FONT} font-size="32" fill="${muted}"><tspan font-weight="700" fill="${ink}">On Update:</tspan> only the changed pages refresh, in seconds</text>
</svg>`,
};

for (const [name, svg] of Object.entries(figures)) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(path.join(OUT, `${name}.png`));
  console.log(`${name}.png`);
}
