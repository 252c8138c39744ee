#!/usr/bin/env node
/**
 * Generates the site's original artwork into public/ (committed; run again only to change them):
 * service illustrations (SVG). Client wordmarks come from generate-client-logos.mjs, team and
 * client portraits from generate-portraits.mjs.
 *   node tools/generate-assets.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** A path under public/, its folder created. */
const out = (/** @type {string[]} */ ...p) => {
  const file = path.join(root, 'public', ...p);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

/* ---------- service illustrations ---------- */
/** @type {Record<string, string>} */
const icons = {
  code: '<path d="M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16"/>',
  browser:
    '<rect x="2" y="3" width="20" height="18" rx="2"/><path d="M2 8h20M6 5.5h.01M9 5.5h.01M6 12h7M6 15.5h5M16 12h2v4h-2z"/>',
  layout: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M3 9h18M9 21V9"/>',
  cart: '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.6L21 7H6"/>',
  megaphone:
    '<path d="M3 11v2a1 1 0 0 0 1 1h3l6 5V5L7 10H4a1 1 0 0 0-1 1zM17 8a5 5 0 0 1 0 8M20 5a9 9 0 0 1 0 14"/>',
  android:
    '<rect x="5" y="9" width="14" height="10" rx="2"/><path d="M5 9a7 7 0 0 1 14 0M8 4l1.5 2.5M16 4l-1.5 2.5M9 19v2M15 19v2"/>',
  apple: '<rect x="6" y="2" width="12" height="20" rx="3"/><path d="M10 18h4"/>',
};
/** @type {[key: string, icon: string, hue: string][]} */
const services = [
  ['website-development', 'browser', '#0891b2'],
  ['web-development', 'code', '#2563eb'],
  ['ui-design', 'layout', '#db2777'],
  ['ecommerce-website', 'cart', '#059669'],
  ['digital-marketing', 'megaphone', '#d97706'],
  ['android-development', 'android', '#16a34a'],
  ['ios-development', 'apple', '#475569'],
];
/**
 * @param {string} name  a key of `icons`
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} color
 * @param {number} [width]
 */
const iconAt = (name, x, y, size, color, width = 1.6) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</g>`;

for (const [key, icon, hue] of services) {
  const main = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 560" width="960" height="560" role="img">
  <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#131a2e"/><stop offset="1" stop-color="#0b1020"/></linearGradient></defs>
  <rect width="960" height="560" rx="28" fill="url(#s)"/>
  <circle cx="780" cy="120" r="220" fill="${hue}" opacity=".35"/><circle cx="120" cy="520" r="180" fill="#ff7a2e" opacity=".22"/>
  <g opacity=".08" stroke="#fff">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 80} 0v560"/>`).join('')}${Array.from({ length: 7 }, (_, i) => `<path d="M0 ${i * 80}h960"/>`).join('')}</g>
  <rect x="120" y="110" width="460" height="320" rx="22" fill="#fff"/>
  <rect x="120" y="110" width="460" height="48" rx="22" fill="#eef1f6"/><rect x="120" y="140" width="460" height="18" fill="#eef1f6"/>
  <circle cx="148" cy="134" r="7" fill="#ff5f57"/><circle cx="170" cy="134" r="7" fill="#febc2e"/><circle cx="192" cy="134" r="7" fill="#28c840"/>
  <rect x="150" y="190" width="240" height="18" rx="9" fill="#131a2e"/><rect x="150" y="222" width="320" height="12" rx="6" fill="#b4bdd3"/><rect x="150" y="244" width="280" height="12" rx="6" fill="#b4bdd3"/>
  <rect x="150" y="290" width="120" height="110" rx="14" fill="${hue}" opacity=".85"/><rect x="290" y="290" width="120" height="110" rx="14" fill="#ff7a2e" opacity=".85"/><rect x="430" y="290" width="120" height="110" rx="14" fill="#e8ebf3"/>
  <rect x="620" y="200" width="220" height="220" rx="40" fill="${hue}"/>
  ${iconAt(icon, 650, 230, 160, '#fff', 1.4)}
  <rect x="520" y="380" width="200" height="90" rx="18" fill="#ff7a2e"/><rect x="544" y="404" width="120" height="12" rx="6" fill="#0b1020"/><rect x="544" y="428" width="80" height="10" rx="5" fill="#0b1020" opacity=".5"/>
</svg>`;
  writeFileSync(out('services', `${key}.svg`), main);
  const benefit = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 560" width="560" height="560" role="img">
  <rect width="560" height="560" rx="28" fill="#f5f6fa"/>
  <circle cx="280" cy="280" r="200" fill="${hue}" opacity=".14"/><circle cx="280" cy="280" r="130" fill="${hue}" opacity=".22"/>
  <circle cx="280" cy="280" r="78" fill="${hue}"/>${iconAt(icon, 236, 236, 88, '#fff', 1.6)}
  ${[0, 1, 2, 3]
    .map((i) => {
      const a = (Math.PI / 2) * i + Math.PI / 4;
      const x = 280 + Math.cos(a) * 190,
        y = 280 + Math.sin(a) * 190;
      return `<circle cx="${x}" cy="${y}" r="34" fill="#fff" stroke="${i % 2 ? '#ff7a2e' : hue}" stroke-width="4"/><path d="M${x - 12} ${y}l8 8 16-16" fill="none" stroke="${i % 2 ? '#ff7a2e' : hue}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('')}
</svg>`;
  writeFileSync(out('services', `${key}-benefits.svg`), benefit);
}
writeFileSync(
  out('services', 'banner-pattern.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="#ff7a2e"/><g fill="none" stroke="#0b1020" stroke-opacity=".12" stroke-width="2">${Array.from({ length: 8 }, (_, i) => `<circle cx="400" cy="0" r="${60 + i * 50}"/>`).join('')}</g></svg>`,
);

console.log('assets generated');
