#!/usr/bin/env node
/**
 * Draws each demo blog post's own featured image into seed/images/cover-<slug>.jpg (1200 x 675), as
 * one series: flat editorial illustrations in the colours of the post's category, each showing what
 * the post is about (a gauge for Core Web Vitals, a QR code and a card for payments, a map pin for
 * local SEO). Run once and commit the output: `node wordpress/seed/make-covers.mjs`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../tools/lib/seeded-random.mjs';
import { textPath } from '../../tools/lib/text-paths.mjs';

const OUT = path.join(import.meta.dirname, 'images');
const W = 1200;
const H = 675;

/** @typedef {{ bg: string; bg2: string; ink: string; line: string; accent: string; soft: string; light: string }} Palette */

/** @type {Record<string, Palette>} */
const palettes = {
  'web-development': { bg: '#10163a', bg2: '#0b1020', ink: '#0b1020', line: '#2c3566', accent: '#ff7a2e', soft: '#7c83f7', light: '#eef1f8' },
  'ui-ux-design': { bg: '#f4ede3', bg2: '#eadfce', ink: '#1a2035', line: '#d8c9b3', accent: '#e4572e', soft: '#f2b134', light: '#ffffff' },
  'e-commerce': { bg: '#0f3d30', bg2: '#0a2b22', ink: '#0a2b22', line: '#1f5a48', accent: '#ffb36b', soft: '#34d399', light: '#ecfdf5' },
  'digital-marketing': { bg: '#2b1342', bg2: '#1c0c2d', ink: '#1c0c2d', line: '#46275f', accent: '#ff7a2e', soft: '#f472b6', light: '#fdf2f8' },
  'android-development': { bg: '#0b2d36', bg2: '#071e25', ink: '#071e25', line: '#1b4a55', accent: '#3ddc84', soft: '#22d3ee', light: '#ecfeff' },
  'ios-development': { bg: '#e8eef7', bg2: '#d9e2f0', ink: '#1a2035', line: '#c3cfe3', accent: '#2563eb', soft: '#f97316', light: '#ffffff' },
};

const hash = (/** @type {string} */ s) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/* ---------- primitives (p: the palette) ---------- */

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {number} [r] @param {string} [extra] */
const rect = (x, y, w, h, fill, r = 12, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
/** @param {number} x @param {number} y @param {number} r @param {string} fill @param {string} [extra] */
const circle = (x, y, r, fill, extra = '') => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${extra}/>`;
/** Lines of "text" as rounded bars. @param {number} x @param {number} y @param {number[]} widths @param {string} fill @param {number} [gap] @param {number} [h] */
const bars = (x, y, widths, fill, gap = 22, h = 10) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('');
/** A check mark in a circle. @param {number} x @param {number} y @param {number} r @param {Palette} p */
const tick = (x, y, r, p, fill = p.accent) =>
  circle(x, y, r, fill) +
  `<path d="M${x - r * 0.45} ${y}l${r * 0.32} ${r * 0.32} ${r * 0.6}-${r * 0.62}" fill="none" stroke="${p.ink}" stroke-width="${r * 0.28}" stroke-linecap="round" stroke-linejoin="round"/>`;
/** A browser window with its content. @param {number} x @param {number} y @param {number} w @param {number} h @param {Palette} p @param {string} body */
const browser = (x, y, w, h, p, body, frame = p.light) =>
  `<g>${rect(x + 10, y + 16, w, h, '#000', 18, 'opacity=".22"')}${rect(x, y, w, h, frame, 18)}` +
  `${circle(x + 26, y + 24, 6, p.accent)}${circle(x + 46, y + 24, 6, p.soft)}${circle(x + 66, y + 24, 6, p.line)}` +
  `${rect(x + 90, y + 16, w - 120, 16, p.line, 8, 'opacity=".6"')}` +
  `<g transform="translate(${x} ${y + 48})">${body}</g></g>`;
/** A phone with its screen content (drawn in a 220 x 440 screen). @param {number} x @param {number} y @param {number} s scale @param {Palette} p @param {string} screen */
const phone = (x, y, s, p, screen, body = p.ink, glass = p.light) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${rect(14, 22, 250, 500, '#000', 40, 'opacity=".25"')}` +
  `${rect(0, 0, 250, 500, body, 40)}${rect(14, 14, 222, 472, glass, 30)}${rect(95, 24, 60, 12, body, 6)}` +
  `<g transform="translate(14 48)">${screen}</g></g>`;
/** A card with a picture area, lines and a button. @param {number} x @param {number} y @param {number} w @param {Palette} p */
const productCard = (x, y, w, p, pic = p.soft) =>
  `${rect(x, y, w, w * 1.3, p.light, 18)}${rect(x + 16, y + 16, w - 32, w * 0.7, pic, 12)}` +
  `${bars(x + 16, y + w * 0.7 + 36, [w * 0.7, w * 0.45], p.line, 22, 12)}${rect(x + 16, y + w * 1.3 - 56, w - 32, 40, p.accent, 20)}`;
/** Five stars. @param {number} x @param {number} y @param {number} s @param {string} fill @param {number} [lit] */
const stars = (x, y, s, fill, lit = 5, off = '#ffffff33') =>
  Array.from({ length: 5 }, (_, i) => {
    const cx = x + i * s * 2.3;
    const pts = Array.from({ length: 10 }, (_, k) => {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const r = k % 2 ? s * 0.45 : s;
      return `${(cx + Math.cos(a) * r).toFixed(1)},${(y + Math.sin(a) * r).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="${i < lit ? fill : off}"/>`;
  }).join('');
/** A dial from 0 to 1. @param {number} x @param {number} y @param {number} r @param {number} v @param {string} color @param {Palette} p */
const gauge = (x, y, r, v, color, p) => {
  const end = Math.PI * (1 + v);
  const ex = x + Math.cos(end) * r;
  const ey = y + Math.sin(end) * r;
  return (
    `<path d="M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}" fill="none" stroke="${p.line}" stroke-width="${r * 0.22}" stroke-linecap="round"/>` +
    `<path d="M${x - r} ${y}A${r} ${r} 0 0 1 ${ex.toFixed(1)} ${ey.toFixed(1)}" fill="none" stroke="${color}" stroke-width="${r * 0.22}" stroke-linecap="round"/>` +
    `<path d="M${x} ${y}L${(x + Math.cos(end) * r * 0.7).toFixed(1)} ${(y + Math.sin(end) * r * 0.7).toFixed(1)}" stroke="${p.light}" stroke-width="${r * 0.08}" stroke-linecap="round"/>${circle(x, y, r * 0.1, p.light)}`
  );
};
/** A month grid with some days filled. @param {number} x @param {number} y @param {number} cell @param {Palette} p @param {Record<number,string>} marks */
const calendar = (x, y, cell, p, marks) => {
  let s = `${rect(x - 24, y - 80, cell * 7 + 48, cell * 5 + 110, p.light, 20)}${rect(x - 24, y - 80, cell * 7 + 48, 56, p.accent, 20)}${rect(x - 24, y - 44, cell * 7 + 48, 20, p.accent, 0)}`;
  for (let i = 0; i < 35; i++)
    s += rect(x + (i % 7) * cell + 4, y + Math.floor(i / 7) * cell + 4, cell - 8, cell - 8, marks[i] ?? p.line, 8, marks[i] ? '' : 'opacity=".45"');
  return s;
};
/** A map pin. @param {number} x @param {number} y @param {number} s @param {string} fill @param {string} hole */
const pin = (x, y, s, fill, hole) =>
  `<path d="M${x} ${y}c${-s * 0.9}-${s * 1.1}-${s * 1.4}-${s * 1.7}-${s * 1.4}-${s * 2.4}a${s * 1.4} ${s * 1.4} 0 0 1 ${s * 2.8} 0c0 ${s * 0.7}-${s * 0.5} ${s * 1.3}-${s * 1.4} ${s * 2.4}z" fill="${fill}"/>${circle(x, y - s * 2.4, s * 0.55, hole)}`;
/** A speech bubble. @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {boolean} [left] */
const bubble = (x, y, w, h, fill, left = true) =>
  `${rect(x, y, w, h, fill, 22)}<path d="M${left ? x + 30 : x + w - 30} ${y + h - 2}l${left ? -10 : 10} 34 ${left ? 34 : -34}-34z" fill="${fill}"/>`;
/** A line chart through the values (0..1) inside the box. @param {number} x @param {number} y @param {number} w @param {number} h @param {number[]} v @param {string} color */
const chart = (x, y, w, h, v, color, width = 8) => {
  const pts = v.map((val, i) => `${(x + (i * w) / (v.length - 1)).toFixed(1)} ${(y + h - val * h).toFixed(1)}`);
  return `<path d="M${pts.join('L')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>${pts.map((pt) => { const [a, b] = pt.split(' '); return circle(Number(a), Number(b), width * 1.1, color); }).join('')}`;
};
/** A QR-like square of modules. @param {number} x @param {number} y @param {number} size @param {string} fill @param {() => number} r */
const qr = (x, y, size, fill, r) => {
  const n = 21;
  const m = size / n;
  let s = '';
  const finder = (/** @type {number} */ cx, /** @type {number} */ cy) =>
    `${rect(x + cx * m, y + cy * m, 7 * m, 7 * m, fill, 2)}${rect(x + (cx + 1) * m, y + (cy + 1) * m, 5 * m, 5 * m, '#fff', 2)}${rect(x + (cx + 2) * m, y + (cy + 2) * m, 3 * m, 3 * m, fill, 2)}`;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
      if (!inFinder && r() > 0.52) s += rect(x + i * m, y + j * m, m, m, fill, 0);
    }
  return `${rect(x - m * 2, y - m * 2, size + m * 4, size + m * 4, '#fff', 14)}${s}${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}`;
};
/** Letters set as outlines. @param {string} text @param {number} x @param {number} y @param {Parameters<typeof textPath>[1]} o @param {string} fill */
const letters = async (text, x, y, o, fill) => {
  const t = await textPath(text, o);
  return `<path fill="${fill}" transform="translate(${x} ${y})" d="${t.d}"/>`;
};

/* ---------- one composition per post ---------- */

/** What each cover shows, for its alternative text. @type {Record<string, string>} */
const alts = {
  'why-we-build-marketing-sites-with-nextjs-and-headless-wordpress': 'Illustration: a content editor window feeding a fast website window',
  'core-web-vitals-checklist-for-small-business-websites': 'Illustration: three speed gauges, each close to full',
  'choosing-between-wordpress-and-a-custom-cms': 'Illustration: a balance weighing two blocks against each other',
  'react-server-components-in-plain-words': 'Illustration: a tree of components, a few of them highlighted',
  'what-a-website-maintenance-plan-should-cover': 'Illustration: a month calendar with weekly checks marked and a spanner',
  'deploying-without-drama-our-release-checklist': 'Illustration: a release pipeline of three ticked stages and a launch',
  'accessible-forms-that-convert': 'Illustration: a form with a clearly focused field and a tick',
  'multilingual-websites-for-indian-audiences': 'Illustration: speech bubbles with Devanagari and Latin letters',
  'design-systems-for-small-teams': 'Illustration: colour swatches, buttons and a type scale',
  'mobile-first-design-for-tier-2-city-audiences': 'Illustration: a phone in front of a small-town skyline',
  'from-wireframe-to-prototype-our-ui-process': 'Illustration: a line wireframe turning into a finished screen',
  'typography-for-hindi-and-marathi-interfaces': 'Illustration: Devanagari and Latin letters on shared guide lines',
  'usability-testing-on-a-budget': 'Illustration: a screen with click heat spots, a pointer and a stopwatch',
  'launching-an-online-store-in-india-checklist': 'Illustration: a shopfront with an awning beside a ticked checklist',
  'payment-gateways-upi-cards-and-cod': 'Illustration: a bank card, a UPI QR code and rupee coins',
  'product-pages-that-sell': 'Illustration: a product card with star rating and a buy button',
  'woocommerce-or-shopify-for-small-brands': 'Illustration: two shopping bags with a swap sign between them',
  'reducing-cart-abandonment': 'Illustration: an item leaving a shopping cart and an arrow bringing it back',
  'local-seo-for-kolhapur-businesses': 'Illustration: a city map with a large location pin',
  'google-business-profile-guide': 'Illustration: a business profile card with a shopfront, stars and a pin',
  'content-calendar-for-b2b-service-companies': 'Illustration: a month calendar with planned posts marked',
  'measuring-marketing-with-google-analytics-4': 'Illustration: a rising bar and line chart beside a funnel',
  'social-media-for-service-businesses': 'Illustration: connected profile circles around a heart',
  'kotlin-and-jetpack-compose-for-business-apps': 'Illustration: stacked layers beside a phone built from stacked cards',
  'building-mobile-apps-that-work-offline': 'Illustration: a phone beside a crossed-out cloud and a sync arrow',
  'play-store-launch-checklist': 'Illustration: a large play button beside a launch checklist',
  'android-app-performance-on-budget-phones': 'Illustration: a phone with a speed gauge, a battery and a rising line',
  'swiftui-for-business-apps': 'Illustration: a swift-like curve beside a phone with cards',
  'app-store-review-tips': 'Illustration: a phone with a five-star rating beside a shield with a tick',
  'cross-platform-or-native-apps': 'Illustration: two phones joined by a swap sign'
};


/** @type {Record<string, (p: Palette, r: () => number) => string | Promise<string>>} */
const covers = {
  'why-we-build-marketing-sites-with-nextjs-and-headless-wordpress': (p) =>
    browser(150, 150, 400, 330, p, `${rect(24, 20, 150, 120, p.soft, 10)}${bars(190, 24, [170, 130, 150], p.line)}${bars(24, 170, [340, 300, 320, 200], p.line)}`) +
    `<path d="M580 320h80" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/><path d="M660 300l28 20-28 20z" fill="${p.accent}"/>` +
    browser(720, 120, 360, 400, p, `${rect(24, 20, 312, 150, p.accent, 12)}${bars(24, 196, [280, 220, 250], p.line)}${rect(24, 290, 140, 44, p.ink, 22)}`),
  'core-web-vitals-checklist-for-small-business-websites': (p) =>
    [0, 1, 2].map((i) => `${rect(150 + i * 320, 190, 260, 300, '#ffffff14', 24)}${gauge(280 + i * 320, 370, 90, [0.92, 0.8, 0.97][i] ?? 0, [p.soft, p.accent, '#34d399'][i] ?? p.accent, p)}${bars(210 + i * 320, 420, [140, 90], p.line, 24, 12)}`).join(''),
  'choosing-between-wordpress-and-a-custom-cms': (p) =>
    `<path d="M600 150v330M430 210h340" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>${rect(520, 470, 160, 30, p.light, 15)}` +
    `<path d="M430 210l-70 140h140zM770 210l-70 110h140z" fill="none" stroke="${p.line}" stroke-width="6"/>` +
    `${rect(350, 320, 160, 70, p.soft, 14)}${bars(372, 344, [110], p.light)}${rect(690, 290, 160, 70, p.accent, 14)}${bars(712, 314, [90], p.ink)}` +
    circle(600, 150, 22, p.accent),
  'react-server-components-in-plain-words': (p) => {
    const node = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ c) => `${rect(x - 70, y - 32, 140, 64, c, 16)}${bars(x - 44, y - 5, [88], p.ink)}`;
    const edge = (/** @type {[number, number, number, number]} */ [a, b, c, d]) => `<path d="M${a} ${b}C${a} ${(b + d) / 2} ${c} ${(b + d) / 2} ${c} ${d}" fill="none" stroke="${p.line}" stroke-width="6"/>`;
    return /** @type {[number, number, number, number][]} */ ([[600, 160, 360, 320], [600, 160, 840, 320], [360, 320, 240, 490], [360, 320, 480, 490], [840, 320, 720, 490], [840, 320, 960, 490]]).map(edge).join('') +
      node(600, 160, p.light) + node(360, 320, p.light) + node(840, 320, p.light) + node(240, 490, p.light) + node(480, 490, p.accent) + node(720, 490, p.light) + node(960, 490, p.accent);
  },
  'what-a-website-maintenance-plan-should-cover': (p) =>
    calendar(360, 240, 70, p, { 2: p.soft, 9: p.soft, 16: p.soft, 23: p.soft, 30: p.soft, 12: p.accent, 26: p.accent }) +
    `<g transform="translate(860 420) rotate(-40)">${rect(-18, -20, 36, 190, p.light, 10)}<path d="M-50 -60a50 50 0 1 0 100 0l-22 0 0 28-56 0 0-28z" fill="${p.light}"/></g>`,
  'deploying-without-drama-our-release-checklist': (p) =>
    [0, 1, 2, 3].map((i) => `${i ? `<path d="M${230 + i * 250 - 150} 340h150" stroke="${p.line}" stroke-width="8"/>` : ''}${rect(150 + i * 250, 260, 160, 160, i === 3 ? p.accent : '#ffffff12', 28)}${i < 3 ? tick(230 + i * 250, 340, 40, p, p.soft) : `<path d="M${230 + i * 250} 300l30 50h-60z" fill="${p.ink}"/>${rect(220 + i * 250, 350, 20, 30, p.ink, 4)}`}`).join('') +
    bars(150, 480, [900], p.line, 0, 8),
  'accessible-forms-that-convert': (p) =>
    `${rect(330, 90, 540, 500, p.light, 26)}` +
    [0, 1, 2].map((i) => `${bars(380, 140 + i * 120, [120], p.line, 0, 12)}${rect(380, 166 + i * 120, 440, 56, '#fff', 12, `stroke="${i === 1 ? p.accent : p.line}" stroke-width="${i === 1 ? 6 : 3}"`)}`).join('') +
    `${rect(380, 500, 200, 58, p.accent, 29)}${tick(870, 120, 56, p, p.soft)}`,
  'multilingual-websites-for-indian-audiences': async (p) =>
    bubble(170, 150, 260, 200, p.light) + bubble(480, 240, 260, 200, p.accent, false) + bubble(790, 150, 260, 200, p.soft) +
    (await letters('अ', 252, 290, { font: 'devanagari', size: 130 }, p.ink)) +
    (await letters('Aa', 530, 390, { font: 'grotesk', weight: 600, size: 120 }, p.ink)) +
    (await letters('म', 868, 290, { font: 'devanagari', size: 130 }, p.ink)),
  'design-systems-for-small-teams': (p) =>
    [p.accent, p.soft, p.ink, '#8aa1d6', p.line].map((c, i) => rect(150 + i * 110, 140, 90, 90, c, 45)).join('') +
    `${rect(150, 280, 200, 60, p.accent, 30)}${rect(370, 280, 200, 60, 'none', 30, `stroke="${p.ink}" stroke-width="4"`)}${rect(150, 370, 420, 170, p.light, 18)}${bars(176, 400, [220, 300, 260], p.line, 30, 14)}` +
    [90, 70, 52, 38, 28].map((s, i) => rect(700, 140 + ([0, 110, 200, 270, 320][i] ?? 0), s * 4.4, s * 0.7, p.ink, 6)).join(''),
  'mobile-first-design-for-tier-2-city-audiences': (p) =>
    [[120, 300, 90, 220], [230, 360, 70, 160], [320, 260, 110, 260], [860, 330, 100, 190], [980, 280, 90, 240], [1090, 380, 70, 140]].map(([x, y, w, h]) => rect(x ?? 0, y ?? 0, w ?? 0, h ?? 0, p.line, 6) + bars((x ?? 0) + 16, (y ?? 0) + 24, [w ? w - 32 : 0, w ? w - 32 : 0], p.bg2, 30, 12)).join('') +
    bars(80, 520, [1040], p.ink, 0, 6) +
    phone(495, 90, 1, p, `${rect(12, 10, 198, 110, p.accent, 14)}${bars(12, 140, [180, 140], p.line)}${rect(12, 200, 92, 92, p.soft, 12)}${rect(118, 200, 92, 92, p.line, 12)}${rect(12, 320, 198, 44, p.ink, 22)}`),
  'from-wireframe-to-prototype-our-ui-process': (p) =>
    `<g fill="none" stroke="${p.ink}" stroke-width="4">${rect(150, 120, 380, 440, 'none', 18)}<path d="M180 170h320v130H180zM180 170l320 130M500 170 180 300"/>${bars(180, 330, [260, 200, 230], 'none', 34, 14).replace(/fill="none"/g, 'fill="none"')}</g>` +
    bars(180, 330, [260, 200, 230], p.line, 34, 14) +
    `<path d="M560 340h80" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><path d="M640 316l34 24-34 24z" fill="${p.accent}"/>` +
    `${rect(700, 120, 380, 440, p.light, 18)}${rect(730, 170, 320, 130, p.accent, 12)}${bars(730, 330, [260, 200, 230], p.line, 34, 14)}${rect(730, 470, 140, 50, p.ink, 25)}`,
  'typography-for-hindi-and-marathi-interfaces': async (p) =>
    `<g stroke="${p.line}" stroke-width="3">${[210, 320, 470].map((y) => `<path d="M120 ${y}h960"/>`).join('')}</g>` +
    (await letters('क्ष', 170, 470, { font: 'devanagari', size: 300 }, p.ink)) +
    (await letters('Ag', 680, 470, { font: 'grotesk', weight: 500, size: 300 }, p.accent)),
  'usability-testing-on-a-budget': (p) =>
    browser(180, 110, 640, 450, p, `${rect(30, 20, 580, 130, p.line, 12)}${bars(30, 180, [420, 360, 390], p.line, 34, 14)}${rect(30, 310, 180, 56, p.accent, 28)}` +
      `${circle(120, 338, 70, p.accent, 'opacity=".25"')}${circle(120, 338, 40, p.accent, 'opacity=".35"')}${circle(470, 210, 50, p.soft, 'opacity=".35"')}`) +
    `<path d="M330 450l0 70 18-18 14 30 14-6-14-30 26 0z" fill="${p.ink}"/>` +
    `${circle(960, 300, 110, p.light)}${circle(960, 300, 110, 'none', `stroke="${p.ink}" stroke-width="10"`)}${rect(940, 160, 40, 30, p.ink, 6)}<path d="M960 300V230M960 300l50 30" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>`,
  'launching-an-online-store-in-india-checklist': (p) =>
    `${rect(150, 200, 460, 340, p.light, 16)}` +
    Array.from({ length: 6 }, (_, i) => `<path d="M${150 + i * 76.7} 200h76.7l-10 80h-56.7z" fill="${i % 2 ? p.light : p.accent}"/>${circle(188 + i * 76.7, 282, 38, i % 2 ? p.light : p.accent)}`).join('') +
    `${rect(200, 360, 140, 180, p.soft, 10)}${rect(380, 360, 180, 110, p.line, 10)}` +
    `${rect(700, 150, 350, 400, '#ffffff12', 22)}` + [0, 1, 2, 3].map((i) => `${tick(750, 210 + i * 90, 24, p, i < 3 ? p.soft : p.line)}${bars(795, 203 + i * 90, [200], p.line, 0, 14)}`).join(''),
  'payment-gateways-upi-cards-and-cod': async (p, r) =>
    `<g transform="rotate(-8 380 340)">${rect(200, 210, 380, 240, p.accent, 24)}${rect(200, 270, 380, 44, p.ink, 0)}${rect(240, 350, 70, 50, p.light, 8)}${bars(340, 370, [190], p.ink, 0, 14)}</g>` +
    qr(660, 170, 230, p.ink, r) +
    [0, 1, 2].map((i) => circle(1010, 470 - i * 26, 60, i === 2 ? p.light : p.soft, `stroke="${p.ink}" stroke-width="4"`)).join('') +
    (await letters('₹', 986, 440, { font: 'inter', weight: 700, size: 60 }, p.ink)),
  'product-pages-that-sell': (p) =>
    productCard(180, 120, 300, p) + `${bars(540, 150, [420, 340], p.light, 50, 28)}${stars(560, 290, 24, p.accent)}${bars(540, 350, [380, 400, 300], p.line, 34, 14)}${rect(540, 480, 240, 64, p.accent, 32)}${rect(800, 480, 64, 64, 'none', 32, `stroke="${p.light}" stroke-width="4"`)}`,
  'woocommerce-or-shopify-for-small-brands': (p) => {
    const bag = (/** @type {number} */ x, /** @type {string} */ c) => `<path d="M${x - 60} 260a60 60 0 0 1 120 0" fill="none" stroke="${p.light}" stroke-width="12"/><path d="M${x - 130} 250h260l-24 290h-212z" fill="${c}"/>`;
    return bag(360, p.soft) + bag(840, p.accent) + `${circle(600, 400, 56, p.light)}<path d="M575 385h50l-12-12M625 415h-50l12 12" fill="none" stroke="${p.ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  },
  'reducing-cart-abandonment': (p) =>
    `<path d="M160 200h80l60 250h360l50-190H270" fill="none" stroke="${p.light}" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>${circle(340, 510, 30, p.light)}${circle(620, 510, 30, p.light)}` +
    `${rect(320, 290, 90, 90, p.soft, 10)}${rect(430, 300, 80, 80, p.accent, 10)}` +
    `<path d="M560 300C720 160 900 180 960 320" fill="none" stroke="${p.accent}" stroke-width="8" stroke-dasharray="4 22" stroke-linecap="round"/>${rect(930, 320, 90, 90, p.accent, 10, 'transform="rotate(14 975 365)"')}` +
    `<path d="M990 470c-70 60-200 70-290 20" fill="none" stroke="${p.soft}" stroke-width="8" stroke-linecap="round"/><path d="M700 470l-6 44 42-14z" fill="${p.soft}"/>`,
  'local-seo-for-kolhapur-businesses': (p) =>
    `${rect(150, 110, 900, 460, '#ffffff10', 30)}<g fill="none" stroke="${p.line}" stroke-width="22" stroke-linecap="round"><path d="M150 420C400 400 520 250 1050 280M420 110C440 300 380 450 460 570M760 110C700 250 840 400 800 570"/></g>` +
    `<g fill="none" stroke="${p.bg2}" stroke-width="4" stroke-dasharray="14 14"><path d="M150 420C400 400 520 250 1050 280"/></g>` +
    `${circle(620, 330, 90, p.accent, 'opacity=".18"')}${pin(620, 330, 60, p.accent, p.ink)}${pin(300, 250, 26, p.soft, p.ink)}${pin(900, 460, 26, p.soft, p.ink)}`,
  'google-business-profile-guide': (p) =>
    `${rect(300, 110, 600, 460, p.light, 26)}${rect(300, 110, 600, 200, p.soft, 26)}${rect(300, 260, 600, 50, p.soft, 0)}` +
    Array.from({ length: 5 }, (_, i) => `<path d="M${360 + i * 96} 150h96l-8 60h-80z" fill="${i % 2 ? p.light : p.accent}"/>`).join('') +
    `${bars(340, 340, [300], p.ink, 0, 22)}${stars(350, 400, 18, p.accent, 5, p.line)}${bars(340, 440, [420, 360], p.line, 30, 14)}${rect(340, 510, 160, 40, p.accent, 20)}${rect(520, 510, 160, 40, p.line, 20)}${pin(860, 540, 30, p.accent, p.light)}`,
  'content-calendar-for-b2b-service-companies': (p) =>
    calendar(330, 230, 78, p, { 1: p.soft, 3: p.accent, 8: p.soft, 10: p.accent, 15: p.soft, 17: p.accent, 22: p.soft, 24: p.accent, 29: p.soft, 31: p.accent }) +
    bubble(1000 - 100, 140, 170, 110, p.soft) + bars(930, 170, [110, 80], p.ink, 26, 12),
  'measuring-marketing-with-google-analytics-4': (p) =>
    `${rect(140, 110, 620, 450, '#ffffff10', 24)}<g stroke="${p.line}" stroke-width="3">${[200, 290, 380, 470].map((y) => `<path d="M190 ${y}h520"/>`).join('')}</g>` +
    [0.3, 0.45, 0.4, 0.62, 0.58, 0.8].map((v, i) => rect(210 + i * 84, 500 - v * 320, 48, v * 320, i === 5 ? p.accent : p.line, 8)).join('') +
    chart(234, 180, 420, 260, [0.2, 0.35, 0.3, 0.55, 0.6, 0.9], p.soft, 6) +
    [0, 1, 2].map((i) => `<path d="M${820 + i * 30} ${170 + i * 120}h${240 - i * 60}l-20 100h${-(200 - i * 60)}z" fill="${[p.soft, p.accent, p.light][i]}"/>`).join(''),
  'social-media-for-service-businesses': (p) =>
    `<g stroke="${p.line}" stroke-width="6">${[[600, 340, 330, 190], [600, 340, 900, 200], [600, 340, 320, 500], [600, 340, 880, 500]].map(([a, b, c, d]) => `<path d="M${a} ${b}L${c} ${d}"/>`).join('')}</g>` +
    `${circle(600, 340, 90, p.accent)}${circle(330, 190, 60, p.soft)}${circle(900, 200, 50, p.light)}${circle(320, 500, 46, p.light)}${circle(880, 500, 64, p.soft)}` +
    `<path d="M600 385c-60-40-70-80-40-100 18-12 34-4 40 10 6-14 22-22 40-10 30 20 20 60-40 100z" fill="${p.light}"/>` + bubble(960, 90, 150, 90, p.accent, false),
  'kotlin-and-jetpack-compose-for-business-apps': (p) =>
    [0, 1, 2].map((i) => rect(170 + i * 60, 150 + i * 60, 240, 240, [p.line, p.soft, p.accent][i] ?? p.accent, 28, i === 0 ? 'opacity=".8"' : '')).join('') +
    phone(640, 80, 1.02, p, [0, 1, 2, 3].map((i) => `${rect(12, 10 + i * 104, 198, 88, i === 1 ? p.accent : p.line, 14, i === 1 ? '' : 'opacity=".7"')}${bars(30, 34 + i * 104, [120, 80], p.ink, 24, 10)}`).join('')),
  'building-mobile-apps-that-work-offline': (p) =>
    phone(220, 80, 1.02, p, `${rect(12, 10, 198, 150, p.line, 14)}${bars(12, 190, [180, 150, 170, 120], p.line, 30, 14)}${rect(12, 340, 198, 50, p.accent, 25)}`) +
    `<path d="M700 290a70 70 0 0 1 135-25 55 55 0 1 1 20 105H720a50 50 0 0 1-20-80z" fill="${p.light}"/><path d="M690 420l240-230" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M700 480a90 90 0 0 0 160 0M860 480l10-36-38 8" fill="none" stroke="${p.soft}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  'play-store-launch-checklist': (p) =>
    `<path d="M230 170L510 340 230 510z" fill="${p.accent}" stroke="${p.accent}" stroke-width="40" stroke-linejoin="round"/>` +
    `${rect(640, 130, 400, 420, '#ffffff12', 24)}` + [0, 1, 2, 3, 4].map((i) => `${tick(700, 190 + i * 75, 22, p, i < 4 ? p.accent : p.line)}${bars(742, 183 + i * 75, [240 - (i % 2) * 60], p.line, 0, 14)}`).join(''),
  'android-app-performance-on-budget-phones': (p) =>
    phone(180, 80, 1.02, p, `${gauge(111, 140, 80, 0.85, p.accent, { ...p, line: '#c9d6da', light: p.ink })}${bars(12, 250, [198, 150, 170], p.line, 30, 14)}`) +
    `${rect(650, 220, 320, 150, 'none', 24, `stroke="${p.light}" stroke-width="12"`)}${rect(970, 265, 24, 60, p.light, 6)}${[0, 1, 2].map((i) => rect(672 + i * 96, 242, 84, 106, p.accent, 10)).join('')}` +
    chart(650, 430, 340, 120, [0.3, 0.6, 0.5, 0.8, 0.95], p.soft, 7),
  'swiftui-for-business-apps': (p) =>
    `<path d="M180 420C300 250 420 180 560 140C470 260 420 340 470 470C380 430 280 420 180 420z" fill="${p.soft}"/>` +
    phone(650, 70, 1.04, p, [0, 1, 2].map((i) => `${rect(12, 10 + i * 140, 198, 124, i === 0 ? p.accent : '#e8eef7', 18)}${bars(30, 40 + i * 140, [110, 150], i === 0 ? '#ffffff' : p.line, 26, 12)}`).join(''), '#1a2035', '#ffffff'),
  'app-store-review-tips': (p) =>
    phone(200, 70, 1.04, p, `${rect(12, 10, 198, 198, p.accent, 40)}${bars(12, 236, [150, 110], p.line, 30, 14)}${stars(28, 320, 15, p.soft, 5, p.line)}`, '#1a2035', '#ffffff') +
    `<path d="M820 140l160 60v120c0 100-70 160-160 200-90-40-160-100-160-200V200z" fill="${p.light}" stroke="${p.accent}" stroke-width="10"/>` + tick(820, 320, 70, { ...p, ink: '#ffffff' }, p.accent),
  'cross-platform-or-native-apps': (p) =>
    phone(160, 90, 0.96, p, `${rect(12, 10, 198, 120, p.accent, 14)}${bars(12, 160, [170, 130, 150], p.line, 30, 14)}`, '#1a2035', '#ffffff') +
    phone(800, 90, 0.96, p, `${rect(12, 10, 198, 120, '#3ddc84', 14)}${bars(12, 160, [170, 130, 150], p.line, 30, 14)}`, '#1a2035', '#ffffff') +
    `<path d="M470 340h260" stroke="${p.ink}" stroke-width="8" stroke-dasharray="4 20" stroke-linecap="round"/>${circle(600, 340, 64, p.soft)}<path d="M575 322h50l-12-12M625 358h-50l12 12" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** A quiet backdrop per cover: the category's gradient and a seeded pattern of dots or rings. @param {Palette} p @param {() => number} r */
function backdrop(p, r) {
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  if (r() < 0.5) {
    const step = 40;
    const ox = Math.floor(r() * step);
    let dots = '';
    for (let x = ox; x < W; x += step) for (let y = 20; y < H; y += step) dots += `<circle cx="${x}" cy="${y}" r="2"/>`;
    s += `<g fill="${p.line}" opacity=".55">${dots}</g>`;
  } else {
    const cx = r() < 0.5 ? 60 + r() * 200 : W - 60 - r() * 200;
    const cy = r() * H;
    s += `<g fill="none" stroke="${p.line}" stroke-width="2" opacity=".7">${Array.from({ length: 9 }, (_, i) => `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${90 + i * 70}"/>`).join('')}</g>`;
  }
  return s;
}

const posts = /** @type {{ slug: string; title: string; categories: string[] }[]} */ (
  JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(path.join(import.meta.dirname, 'posts.json'), 'utf8')))
);
const manifestFile = path.join(OUT, 'manifest.json');
const manifest = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(manifestFile, 'utf8')));
for (const post of posts) {
  const draw = covers[post.slug];
  if (!draw) continue;
  const p = palettes[post.categories[0] ?? ''] ?? palettes['web-development'];
  const r = seededRandom(hash(post.slug));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(/** @type {Palette} */ (p), r)}${await draw(/** @type {Palette} */ (p), r)}</svg>`;
  const key = `cover-${post.slug}`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toFile(path.join(OUT, `${key}.jpg`));
  manifest[key] = { title: `Cover: ${post.title}`, alt: alts[post.slug] ?? '' };
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${Object.keys(covers).length} covers drawn`);
