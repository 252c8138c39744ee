#!/usr/bin/env node
/**
 * Draws the illustrated portraits of the team and of the clients quoted in testimonials into
 * public/team/ (committed; run again only to change them). One vector style for everyone: a studio
 * backdrop, light from the upper left, gradient-shaded skin, hair and clothes, so the people read as
 * people at card size and as small avatars alike.
 *   node scripts/generate-portraits.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/* ---------- colour and geometry helpers ---------- */

/** @param {string} h '#rrggbb' */
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. */
const mix = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) => {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};
/** Skin and fabric darken towards a warm brown, not grey, as they do in a photograph. */
const shade = (/** @type {string} */ c, /** @type {number} */ t) => mix(c, '#2b130b', t);
const light = (/** @type {string} */ c, /** @type {number} */ t) => mix(c, '#fff6ec', t);
const n = (/** @type {number} */ v) => Math.round(v * 10) / 10;

/** @typedef {[number, number]} Pt */

/**
 * A smooth path through the points (Catmull-Rom as cubic Béziers).
 * @param {Pt[]} pts
 * @param {boolean} [closed]
 */
function spline(pts, closed = true) {
  const p = (/** @type {number} */ i) =>
    /** @type {Pt} */ (
      closed ? pts[(i + pts.length) % pts.length] : pts[Math.max(0, Math.min(pts.length - 1, i))]
    );
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  const segments = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

const CX = 180;
/** The right half of a symmetric outline (top centre to bottom centre), mirrored into the whole. */
const mirror = (/** @type {Pt[]} */ right) => [
  ...right,
  ...right
    .slice(1, -1)
    .reverse()
    .map(([x, y]) => /** @type {Pt} */ ([2 * CX - x, y])),
];
const flipX = (/** @type {Pt[]} */ pts) => pts.map(([x, y]) => /** @type {Pt} */ ([2 * CX - x, y]));

/** A small seeded random generator (mulberry32), so reruns draw the same picture. */
function rng(/** @type {number} */ seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ---------- the people ---------- */

/**
 * @typedef {{
 *   file: string;
 *   skin: string;
 *   hair: string;
 *   hairStyle: 'shoulder' | 'bun' | 'curly' | 'side-part' | 'receding' | 'crop' | 'swept';
 *   grey?: number;
 *   face: { w: number; jaw: number; chin: number; chinY: number };
 *   smile: number;
 *   teeth?: boolean;
 *   feminine?: boolean;
 *   age?: number;
 *   beard?: 'stubble' | 'short' | 'moustache';
 *   glasses?: 'round' | 'rect';
 *   earrings?: 'studs' | 'drops';
 *   bindi?: boolean;
 *   outfit: {
 *     kind: 'blouse' | 'blazer' | 'crew' | 'kurta-vest' | 'coat' | 'polo';
 *     main: string;
 *     inner?: string;
 *     innerNeck?: 'collar' | 'round';
 *     accent?: string;
 *   };
 *   backdrop: [string, string];
 * }} Person
 */

/** @type {Person[]} */
const people = [
  {
    file: 'aditi-kulkarni',
    skin: '#e0aa82',
    hair: '#22140d',
    hairStyle: 'shoulder',
    face: { w: 58, jaw: 45, chin: 18, chinY: 250 },
    smile: 0.6,
    feminine: true,
    glasses: 'rect',
    outfit: { kind: 'blouse', main: '#1d6470' },
    backdrop: ['#eef1f5', '#b9c5da'],
  },
  {
    file: 'rohan-deshpande',
    skin: '#c48659',
    hair: '#16100c',
    hairStyle: 'side-part',
    face: { w: 62, jaw: 53, chin: 22, chinY: 256 },
    smile: 0.8,
    teeth: true,
    beard: 'stubble',
    outfit: { kind: 'blazer', main: '#27324d', inner: '#e4edf7', innerNeck: 'collar' },
    backdrop: ['#f2eee8', '#cfc1ae'],
  },
  {
    file: 'sneha-patil',
    skin: '#cd9268',
    hair: '#1d110b',
    hairStyle: 'bun',
    face: { w: 57, jaw: 44, chin: 17, chinY: 249 },
    smile: 0.9,
    teeth: true,
    feminine: true,
    earrings: 'drops',
    bindi: true,
    outfit: { kind: 'crew', main: '#a94f38', accent: '#d8b36a' },
    backdrop: ['#eef2ef', '#b9ccc2'],
  },
  {
    file: 'clients/prakash-jadhav',
    skin: '#bd8258',
    hair: '#3a332e',
    grey: 0.75,
    hairStyle: 'receding',
    face: { w: 63, jaw: 55, chin: 23, chinY: 257 },
    smile: 0.55,
    age: 0.8,
    beard: 'moustache',
    outfit: { kind: 'kurta-vest', main: '#f1ece2', inner: '#5b2631', accent: '#c9a45a' },
    backdrop: ['#f3ece5', '#d3baa3'],
  },
  {
    file: 'clients/meera-iyer',
    skin: '#96603d',
    hair: '#140c08',
    hairStyle: 'curly',
    face: { w: 58, jaw: 46, chin: 18, chinY: 250 },
    smile: 0.95,
    teeth: true,
    feminine: true,
    earrings: 'studs',
    bindi: true,
    outfit: { kind: 'blazer', main: '#b07a27', inner: '#1f2127', innerNeck: 'round' },
    backdrop: ['#f4edea', '#d6bab4'],
  },
  {
    file: 'clients/sunil-mane',
    skin: '#b07550',
    hair: '#231b17',
    grey: 0.5,
    hairStyle: 'crop',
    face: { w: 61, jaw: 52, chin: 21, chinY: 255 },
    smile: 0.5,
    age: 0.55,
    beard: 'short',
    glasses: 'round',
    outfit: { kind: 'coat', main: '#f3f5f7', inner: '#a9c0dc', accent: '#7b2b39' },
    backdrop: ['#ebf1f4', '#b5c8d4'],
  },
  {
    file: 'clients/anil-shah',
    skin: '#e4b792',
    hair: '#2a1d16',
    grey: 0.18,
    hairStyle: 'swept',
    face: { w: 61, jaw: 52, chin: 21, chinY: 256 },
    smile: 0.7,
    age: 0.4,
    outfit: { kind: 'polo', main: '#35634a' },
    backdrop: ['#f0f1ea', '#c6cab3'],
  },
];

/* ---------- drawing ---------- */

/** Feature positions shared by every face (a 360 x 400 frame). */
const Y = { brow: 144, eye: 163, noseTip: 196, mouth: 221 };

/** @param {Person} p */
function portrait(p) {
  const { skin, face, feminine = false, age = 0 } = p;
  const hair = p.grey ? mix(p.hair, '#bdb8b2', p.grey) : p.hair;
  /** @type {string[]} */
  const defs = [];
  /** @type {string[]} */
  const out = [];
  const add = (/** @type {string[]} */ ...s) => out.push(...s);

  defs.push(
    `<radialGradient id="bg" cx=".36" cy=".28" r=".95"><stop offset="0" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/></radialGradient>`,
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2=".2"><stop offset="0" stop-color="${light(skin, 0.14)}"/><stop offset=".5" stop-color="${skin}"/><stop offset="1" stop-color="${shade(skin, 0.18)}"/></linearGradient>`,
    `<linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(skin, 0.42)}"/><stop offset=".5" stop-color="${shade(skin, 0.16)}"/><stop offset="1" stop-color="${shade(skin, 0.04)}"/></linearGradient>`,
    `<linearGradient id="hair" x1=".1" y1="0" x2=".9" y2="1"><stop offset="0" stop-color="${light(hair, 0.22)}"/><stop offset=".4" stop-color="${hair}"/><stop offset="1" stop-color="${shade(hair, 0.4)}"/></linearGradient>`,
    `<radialGradient id="glow" cx="148" cy="126" r="118" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff8f0" stop-opacity=".3"/><stop offset="1" stop-color="#fff8f0" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="turn" x1="184" y1="0" x2="248" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${shade(skin, 0.5)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(skin, 0.5)}" stop-opacity=".4"/></linearGradient>`,
    `<radialGradient id="blush"><stop offset="0" stop-color="#d65f68" stop-opacity="${feminine ? 0.2 : 0.1}"/><stop offset="1" stop-color="#d65f68" stop-opacity="0"/></radialGradient>`,
    '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2"/></filter>',
    '<filter id="blur6" x="-40%" y="-40%" width="180%" height="180%"><feGaussianBlur stdDeviation="6"/></filter>',
    '<filter id="blur16" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="16"/></filter>',
  );

  /* Head: the cranium (mostly under hair) and the face. */
  const { w, jaw, chin, chinY } = face;
  const faceOutline = mirror([
    [CX, 84],
    [CX + w * 0.62, 89],
    [CX + w * 0.94, 112],
    [CX + w, 146],
    [CX + w * 0.985, 176],
    [CX + (w + jaw) / 2, 204],
    [CX + jaw, 222],
    [CX + jaw * 0.7, 241],
    [CX + chin + 3, chinY - 3],
    [CX, chinY],
  ]);
  const headPath = `${spline(faceOutline)}M${CX - w - 3} 138a${w + 3} 88 0 1 1 ${2 * (w + 3)} 0a${w + 3} 88 0 1 1 ${-2 * (w + 3)} 0Z`;
  defs.push(`<clipPath id="head"><path d="${headPath}"/></clipPath>`);

  /* Shoulders: narrower for the women, a little broader with age. */
  const sw = feminine ? 0.88 : 1 + age * 0.03;
  const neckW = feminine ? 25 : 30;
  /** @type {Pt[]} */
  const shoulder = [
    [CX + neckW, 268],
    [CX + neckW + 14, 288],
    [CX + neckW + (58 - neckW) * sw, 300],
    [CX + 118 * sw, 312],
    [CX + 150 * sw, 338],
    [CX + 164 * sw, 380],
    [CX + 168 * sw, 430],
  ];
  const body = spline([...shoulder, ...flipX(shoulder).reverse()]);
  defs.push(`<clipPath id="body"><path d="${body}"/></clipPath>`);
  const cloth = p.outfit.main;
  defs.push(
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="${light(cloth, 0.14)}"/><stop offset=".5" stop-color="${cloth}"/><stop offset="1" stop-color="${shade(cloth, 0.34)}"/></linearGradient>`,
  );
  if (p.outfit.inner)
    defs.push(
      `<linearGradient id="inner" x1="0" y1="0" x2="1" y2=".3"><stop offset="0" stop-color="${light(p.outfit.inner, 0.1)}"/><stop offset="1" stop-color="${shade(p.outfit.inner, 0.24)}"/></linearGradient>`,
    );

  /* Backdrop, and the sitter's soft shadow on it (light from the upper left). */
  add('<rect width="360" height="400" fill="url(#bg)"/>');
  add(
    `<g filter="url(#blur16)" opacity=".15" transform="translate(18 10)"><path d="${body}"/><path d="${headPath}"/></g>`,
  );

  add(hairBack(p, hair, w));

  /* Neck, darker under the jaw. */
  add(
    `<path d="M${CX - neckW} 200L${CX - neckW + 1} 286Q${CX} 304 ${CX + neckW - 1} 286L${CX + neckW} 200Z" fill="url(#neck)"/>`,
    `<path d="M${CX + neckW - 10} 236L${CX + neckW} 240L${CX + neckW} 284L${CX + neckW - 6} 286Z" fill="${shade(skin, 0.5)}" opacity=".25" filter="url(#soft)"/>`,
  );

  add(`<path d="${body}" fill="url(#cloth)"/>`);
  add(`<g clip-path="url(#body)">${outfit(p, neckW)}</g>`);
  add(stethoscope(p));

  /* Ears. */
  for (const side of [1, -1]) {
    const ex = CX + side * (w - 4);
    const ear = spline([
      [ex, 148],
      [ex + side * 10, 144],
      [ex + side * 15, 156],
      [ex + side * 12, 182],
      [ex + side * 5, 198],
      [ex - side * 4, 194],
    ]);
    add(`<path d="${ear}" fill="${side > 0 ? shade(skin, 0.16) : light(skin, 0.02)}"/>`);
    add(
      `<path d="M${ex + side * 3} 156q${side * 8} -2 ${side * 8} 10t${-side * 5} 18" fill="none" stroke="${shade(skin, 0.45)}" stroke-width="2" stroke-linecap="round" opacity=".5"/>`,
    );
  }

  /* The head in the key light; the far side turns into shadow. */
  add(`<path d="${headPath}" fill="url(#skin)"/>`);
  add(
    `<g clip-path="url(#head)"><rect x="100" y="40" width="160" height="230" fill="url(#turn)"/>` +
      `<rect x="40" y="20" width="240" height="240" fill="url(#glow)"/>` +
      `<ellipse cx="${CX + w - 10}" cy="198" rx="12" ry="30" fill="${shade(skin, 0.45)}" opacity=".22" filter="url(#blur6)"/>` +
      `<ellipse cx="${CX - w + 14}" cy="200" rx="8" ry="26" fill="${shade(skin, 0.4)}" opacity=".12" filter="url(#blur6)"/>` +
      `<ellipse cx="${CX}" cy="${chinY + 2}" rx="${chin + 14}" ry="8" fill="${shade(skin, 0.5)}" opacity=".18" filter="url(#soft)"/>` +
      `<ellipse cx="${CX - 32}" cy="196" rx="18" ry="12" fill="url(#blush)"/><ellipse cx="${CX + 32}" cy="196" rx="18" ry="12" fill="url(#blush)"/>` +
      `<ellipse cx="${CX - 4}" cy="${chinY - 10}" rx="11" ry="6" fill="${light(skin, 0.5)}" opacity=".2" filter="url(#soft)"/>` +
      `<ellipse cx="${CX - 14}" cy="112" rx="26" ry="12" fill="${light(skin, 0.5)}" opacity=".16" filter="url(#blur6)"/>` +
      `</g>`,
  );

  if (age > 0.3) {
    add(
      `<g fill="none" stroke="${shade(skin, 0.45)}" stroke-linecap="round" opacity="${n(0.2 + age * 0.22)}">` +
        `<path d="M164 202q-8 10 -6 24" stroke-width="1.6"/><path d="M196 202q8 10 6 24" stroke-width="1.6"/>` +
        (age > 0.6 ? '<path d="M158 116q22 -5 44 0M164 125q16 -3 32 0" stroke-width="1.2"/>' : '') +
        `<path d="M${CX - 42} 170q-4 4 -8 4M${CX + 42} 170q4 4 8 4" stroke-width="1.1"/>` +
        `</g>`,
    );
  }

  add(beard(p, hair));
  add(brows(p, hair));
  add(eyePair(p));
  add(nose(skin));
  add(mouth(p));
  add(moustache(p, hair));

  const front = hairFront(p, w);
  if (front) {
    add(
      `<g clip-path="url(#head)"><path d="${front}" fill="${shade(skin, 0.65)}" opacity=".38" filter="url(#soft)" transform="translate(3 5)"/></g>`,
    );
    add(`<path d="${front}" fill="url(#hair)"/>`);
  }
  add(hairTexture(p, hair, w));
  add(onHead(p, w));

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 400" width="360" height="400"><defs>${defs.join('')}</defs>${out.join('')}</svg>\n`;
}

/**
 * A closed outline round (cx, cy) whose radius ripples k times: the silhouette of curly hair.
 * @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {number} k @param {number} depth
 * @param {number} [from] @param {number} [to] angles in turns (0 = right, 0.25 = down)
 */
function ripple(cx, cy, rx, ry, k, depth, from = 0, to = 1) {
  /** @type {Pt[]} */
  const pts = [];
  const steps = k * 4;
  for (let i = 0; i <= steps; i++) {
    const t = from + ((to - from) * i) / steps;
    const a = t * 2 * Math.PI;
    const r = 1 + depth * (i % 4 === 0 ? 1 : i % 2 === 0 ? -0.6 : 0.35);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return pts;
}

/** @param {Person} p @param {string} hair @param {number} w */
function hairBack(p, hair, w) {
  const back = shade(hair, 0.28);
  switch (p.hairStyle) {
    case 'shoulder':
      return `<path d="${spline(
        mirror([
          [CX, 42],
          [CX + w * 0.8, 50],
          [CX + w + 16, 94],
          [CX + w + 20, 170],
          [CX + w + 22, 250],
          [CX + w + 28, 306],
          [CX + w - 4, 314],
          [CX, 296],
        ]),
      )}" fill="${back}"/>`;
    case 'bun':
      return (
        `<circle cx="${CX + 2}" cy="46" r="29" fill="url(#hair)"/>` +
        `<g fill="none" stroke="${light(hair, 0.3)}" stroke-width="1.8" opacity=".4" stroke-linecap="round"><path d="M${CX - 20} 38q24 -16 46 4"/><path d="M${CX - 22} 52q26 -12 48 2"/><path d="M${CX - 8} 26q16 -4 26 6"/></g>`
      );
    case 'curly':
      return `<path d="${spline(ripple(CX, 168, w + 44, 134, 18, 0.05))}" fill="${back}"/>`;
    case 'receding':
      // Short grey hair round the back of the head, seen beside and above the ears.
      return `<path d="${spline(
        mirror([
          [CX, 62],
          [CX + w * 0.7, 72],
          [CX + w + 6, 104],
          [CX + w + 8, 150],
          [CX + w + 2, 196],
          [CX, 200],
        ]),
      )}" fill="url(#hair)"/>`;
    default:
      return '';
  }
}

/** @param {Person} p @param {number} w */
function hairFront(p, w) {
  const R = CX + w;
  const L = CX - w;
  switch (p.hairStyle) {
    case 'shoulder':
      // Parted left of centre; the longer side sweeps across the forehead and falls to the shoulder.
      return (
        spline([
          [CX - 20, 50],
          [CX + 26, 44],
          [R + 6, 72],
          [R + 17, 128],
          [R + 19, 210],
          [R + 24, 294],
          [R + 4, 300],
          [R - 4, 232],
          [R - 5, 160],
          [R - 12, 118],
          [CX + 22, 96],
          [CX - 14, 88],
        ]) +
        spline([
          [CX - 22, 52],
          [CX - 28, 82],
          [L + 12, 104],
          [L + 4, 160],
          [L + 2, 232],
          [L - 6, 292],
          [L - 24, 286],
          [L - 19, 210],
          [L - 17, 128],
          [L - 4, 72],
        ])
      );
    case 'bun':
      return spline([
        [CX, 54],
        [CX + 40, 58],
        [R + 5, 94],
        [R + 3, 148],
        [R - 4, 146],
        [R - 11, 112],
        [CX + 28, 92],
        [CX + 2, 89],
        [CX - 2, 89],
        [CX - 28, 92],
        [L + 11, 112],
        [L + 4, 146],
        [L - 3, 148],
        [L - 5, 94],
        [CX - 40, 58],
      ]);
    case 'curly': {
      // A full crown of curls, parted slightly left, framing the face down to the jaw.
      const crown = ripple(CX, 136, w + 36, 100, 12, 0.06, -0.5, 0);
      return spline([
        ...crown,
        [R + 34, 170],
        [R + 28, 214],
        [R + 12, 250],
        [R + 2, 226],
        [R - 4, 176],
        [R - 10, 128],
        [CX + 30, 100],
        [CX - 2, 94],
        [CX - 12, 104],
        [CX - 30, 98],
        [L + 10, 128],
        [L + 4, 176],
        [L - 2, 226],
        [L - 12, 250],
        [L - 28, 214],
        [L - 34, 170],
      ]);
    }
    case 'side-part':
      return spline([
        [L + 3, 150],
        [L - 3, 138],
        [L - 6, 106],
        [L + 4, 70],
        [CX - 28, 46],
        [CX + 12, 38],
        [CX + 46, 46],
        [R + 3, 72],
        [R + 6, 106],
        [R + 3, 138],
        [R - 2, 150],
        [R - 6, 130],
        [R - 11, 110],
        [CX + 34, 98],
        [CX + 6, 92],
        [CX - 18, 94],
        [CX - 34, 100],
        [L + 15, 108],
        [L + 8, 128],
      ]);
    case 'receding':
      // Thinning on top: a light veil of hair, mostly skin showing through.
      return '';
    case 'crop':
      return spline([
        [L + 3, 150],
        [L - 2, 136],
        [L - 4, 102],
        [L + 8, 68],
        [CX - 18, 50],
        [CX + 18, 50],
        [R - 8, 68],
        [R + 4, 102],
        [R + 2, 136],
        [R - 3, 150],
        [R - 6, 128],
        [R - 10, 104],
        [CX + 32, 90],
        [CX, 88],
        [CX - 32, 90],
        [L + 10, 104],
        [L + 6, 128],
      ]);
    case 'swept':
      return spline([
        [L + 3, 150],
        [L - 3, 136],
        [L - 6, 100],
        [L + 2, 64],
        [CX - 24, 40],
        [CX + 20, 36],
        [R - 2, 58],
        [R + 6, 98],
        [R + 3, 136],
        [R - 2, 150],
        [R - 6, 128],
        [R - 9, 104],
        [CX + 36, 90],
        [CX, 94],
        [CX - 36, 90],
        [L + 9, 104],
        [L + 6, 128],
      ]);
  }
  return '';
}

/** Sheen and strands, so hair reads as hair rather than a flat shape. @param {Person} p @param {string} hair @param {number} w */
function hairTexture(p, hair, w) {
  const hi = light(hair, p.grey ? 0.5 : 0.34);
  const lo = shade(hair, 0.5);
  /** @type {Pt[][]} */
  let light1 = [];
  /** @type {Pt[][]} */
  let dark1 = [];
  const R = CX + w;
  const L = CX - w;
  switch (p.hairStyle) {
    case 'shoulder':
      light1 = [
        [
          [CX - 16, 56],
          [CX + 30, 52],
          [R + 2, 86],
          [R + 12, 150],
        ],
        [
          [CX - 6, 66],
          [CX + 36, 70],
          [R + 6, 118],
          [R + 14, 230],
        ],
        [
          [CX - 28, 60],
          [L + 4, 96],
          [L - 10, 170],
          [L - 14, 262],
        ],
      ];
      dark1 = [
        [
          [CX - 10, 76],
          [CX + 28, 84],
          [R - 2, 120],
          [R + 6, 250],
        ],
        [
          [CX - 26, 74],
          [L + 8, 110],
          [L - 6, 200],
        ],
      ];
      break;
    case 'bun':
      light1 = [
        [
          [CX + 2, 60],
          [CX + 32, 66],
          [R - 2, 100],
        ],
        [
          [CX - 4, 60],
          [CX - 34, 66],
          [L + 2, 100],
        ],
        [
          [CX + 12, 74],
          [CX + 38, 82],
          [R - 5, 120],
        ],
      ];
      dark1 = [
        [
          [CX, 58],
          [CX + 1, 88],
        ],
      ];
      break;
    case 'side-part':
      light1 = [
        [
          [CX - 30, 56],
          [CX + 6, 46],
          [CX + 44, 54],
          [R, 78],
        ],
        [
          [CX - 20, 70],
          [CX + 16, 62],
          [R - 6, 86],
        ],
        [
          [CX - 36, 58],
          [L + 4, 80],
          [L - 2, 116],
        ],
      ];
      dark1 = [
        [
          [CX - 30, 52],
          [CX - 32, 96],
        ],
        [
          [CX - 12, 84],
          [CX + 26, 76],
          [R - 4, 100],
        ],
      ];
      break;
    case 'swept':
      light1 = [
        [
          [CX - 20, 88],
          [CX - 14, 60],
          [CX + 4, 42],
        ],
        [
          [CX + 4, 88],
          [CX + 12, 60],
          [CX + 30, 46],
        ],
        [
          [CX + 28, 90],
          [CX + 40, 66],
          [R - 6, 56],
        ],
        [
          [CX - 40, 88],
          [L + 4, 66],
          [L + 4, 54],
        ],
      ];
      dark1 = [
        [
          [CX - 6, 92],
          [CX, 62],
          [CX + 16, 42],
        ],
      ];
      break;
    case 'crop':
      light1 = [
        [
          [CX - 30, 60],
          [CX, 52],
          [CX + 30, 60],
        ],
        [
          [L + 2, 96],
          [L + 12, 72],
          [CX - 20, 58],
        ],
        [
          [R - 2, 96],
          [R - 12, 72],
          [CX + 20, 58],
        ],
      ];
      break;
    case 'receding':
      light1 = [
        [
          [CX - 40, 74],
          [CX, 64],
          [CX + 40, 74],
        ],
        [
          [CX - 30, 82],
          [CX, 74],
          [CX + 30, 82],
        ],
        [
          [R + 2, 110],
          [R + 6, 150],
        ],
        [
          [L - 2, 110],
          [L - 6, 150],
        ],
      ];
      break;
    case 'curly': {
      // Ringlets scattered through the hair: a lit upper edge and a shadowed lower one each,
      // lighter towards the key light, at random sizes and turns (seeded, so reruns match).
      const rand = rng(7);
      let s = '';
      for (let i = 0; i < 150; i++) {
        const a = Math.PI * (0.62 + rand() * 1.76);
        const r = 0.3 + rand() * 0.7;
        const x = CX + Math.cos(a) * (w + 8 + r * 34);
        const y = 150 + Math.sin(a) * (70 + r * 40) + (Math.sin(a) > 0.2 ? rand() * 80 : 0);
        if ((Math.abs(x - CX) < w + 4 && y > 92) || y > 262) continue;
        const size = 3.5 + rand() * 3;
        const turn = Math.round(rand() * 360);
        const lit = x < CX - 10 || y < 80;
        s += `<g transform="translate(${n(x)} ${n(y)}) rotate(${turn})"><path d="M${-size} 0a${size} ${size * 0.8} 0 0 1 ${2 * size} 0" stroke="${lit ? hi : light(hair, 0.16)}"/><path d="M${size} 1a${size} ${size * 0.8} 0 0 1 ${-2 * size} 0" stroke="${lo}"/></g>`;
      }
      defsInline.push(
        `<clipPath id="curls"><path d="${spline(ripple(CX, 168, w + 40, 130, 18, 0.04))}"/></clipPath>`,
      );
      return `<g clip-path="url(#curls)" fill="none" stroke-width="1.7" stroke-linecap="round" opacity=".5">${s}</g>`;
    }
  }
  const paths = (/** @type {Pt[][]} */ list) => list.map((s) => `<path d="${spline(s, false)}"/>`).join('');
  return (
    `<g fill="none" stroke="${hi}" stroke-width="2" stroke-linecap="round" opacity=".42">${paths(light1)}</g>` +
    (dark1.length
      ? `<g fill="none" stroke="${lo}" stroke-width="1.6" stroke-linecap="round" opacity=".5">${paths(dark1)}</g>`
      : '')
  );
}

/** @param {Person} p @param {string} hair */
function brows(p, hair) {
  const c = p.grey ? mix(hair, '#5e5650', 0.35) : shade(hair, 0.05);
  const t = p.feminine ? 0.75 : 1.2;
  const y = Y.brow;
  /** @type {Pt[]} */
  const right = [
    [CX + 9, y + 3],
    [CX + 21, y - 2 - 2 * t],
    [CX + 35, y - 2],
    [CX + 43, y + 3],
    [CX + 34, y + 1 + t],
    [CX + 21, y + 1 + 2 * t],
    [CX + 10, y + 6 + t],
  ];
  return `<g fill="${c}" opacity=".93"><path d="${spline(right)}"/><path d="${spline(flipX(right))}"/></g>`;
}

/** @param {Person} p */
function eyePair(p) {
  let s = '';
  const y = Y.eye;
  for (const side of [1, -1]) {
    const x = CX + side * 25;
    const ew = 12.5;
    const d = `M${x - side * ew} ${y + 1}C${x - side * ew * 0.5} ${y - 8} ${x + side * ew * 0.45} ${y - 8.6} ${x + side * ew} ${y - 1.4}C${x + side * ew * 0.45} ${y + 5.8} ${x - side * ew * 0.5} ${y + 6.2} ${x - side * ew} ${y + 1}Z`;
    const id = side > 0 ? 'er' : 'el';
    defsInline.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    s += `<ellipse cx="${x}" cy="${y - 4}" rx="17" ry="9" fill="${shade(p.skin, 0.5)}" opacity=".18" filter="url(#soft)"/>`;
    s += `<path d="${d}" fill="#f2ebe4"/>`;
    s += `<g clip-path="url(#${id})"><circle cx="${x - 0.6}" cy="${y}" r="6.3" fill="#3a2317"/><circle cx="${x - 0.6}" cy="${y + 1.5}" r="4.4" fill="#5b3a24" opacity=".6"/><circle cx="${x - 0.6}" cy="${y}" r="6.3" fill="none" stroke="#120a06" stroke-width="1" opacity=".6"/><circle cx="${x - 0.6}" cy="${y}" r="2.9" fill="#0e0705"/><rect x="${x - 14}" y="${y - 10}" width="28" height="5.5" fill="${shade(p.skin, 0.55)}" opacity=".32"/></g>`;
    s += `<circle cx="${x - 2.8}" cy="${y - 2.3}" r="1.5" fill="#fff" opacity=".92"/>`;
    s += `<path d="M${x - side * ew} ${y + 1}C${x - side * ew * 0.5} ${y - 8} ${x + side * ew * 0.45} ${y - 8.6} ${x + side * (ew + (p.feminine ? 3 : 1))} ${y - (p.feminine ? 3.2 : 1.4)}" fill="none" stroke="#1e110a" stroke-width="${p.feminine ? 2.6 : 2}" stroke-linecap="round"/>`;
    s += `<path d="M${x - side * ew * 0.7} ${y - 8.5}Q${x} ${y - 14} ${x + side * ew * 0.85} ${y - 8}" fill="none" stroke="${shade(p.skin, 0.5)}" stroke-width="1.2" opacity=".42" stroke-linecap="round"/>`;
    s += `<path d="M${x - side * ew * 0.6} ${y + 6.2}Q${x} ${y + 8.4} ${x + side * ew * 0.8} ${y + 3.6}" fill="none" stroke="${shade(p.skin, 0.45)}" stroke-width="1" opacity=".32" stroke-linecap="round"/>`;
  }
  return s;
}
/** Clip paths made while drawing the eyes; flushed into <defs> by the caller. @type {string[]} */
const defsInline = [];

/** @param {string} skin */
function nose(skin) {
  const dark = shade(skin, 0.5);
  const y = Y.noseTip;
  return (
    `<path d="M${CX + 7} 166C${CX + 10} 178 ${CX + 12} 188 ${CX + 12} ${y + 2}" fill="none" stroke="${dark}" stroke-width="3.4" opacity=".2" filter="url(#soft)"/>` +
    `<path d="M${CX - 5} 170C${CX - 5} 180 ${CX - 4} 188 ${CX - 3} ${y - 4}" fill="none" stroke="${light(skin, 0.55)}" stroke-width="2.4" opacity=".28" filter="url(#soft)"/>` +
    `<ellipse cx="${CX - 1}" cy="${y}" rx="6.5" ry="5" fill="${light(skin, 0.5)}" opacity=".32" filter="url(#soft)"/>` +
    `<g fill="none" stroke="${dark}" stroke-linecap="round" opacity=".55" stroke-width="1.8"><path d="M${CX - 10} ${y + 1}C${CX - 16} ${y + 3} ${CX - 15} ${y + 10} ${CX - 8} ${y + 10.5}"/><path d="M${CX + 10} ${y + 1}C${CX + 16} ${y + 3} ${CX + 15} ${y + 10} ${CX + 8} ${y + 10.5}"/></g>` +
    `<g fill="${shade(skin, 0.62)}" opacity=".55"><ellipse cx="${CX - 5}" cy="${y + 9.5}" rx="3" ry="1.5"/><ellipse cx="${CX + 5}" cy="${y + 9.5}" rx="3" ry="1.5"/></g>` +
    `<ellipse cx="${CX + 1}" cy="${y + 14}" rx="10" ry="2.4" fill="${dark}" opacity=".16" filter="url(#soft)"/>` +
    `<path d="M${CX - 3} ${y + 15}Q${CX} ${y + 19} ${CX - 2} ${Y.mouth - 6}M${CX + 3} ${y + 15}Q${CX + 1} ${y + 19} ${CX + 3} ${Y.mouth - 6}" fill="none" stroke="${dark}" stroke-width="1" opacity=".16"/>`
  );
}

/** @param {Person} p */
function mouth(p) {
  const y = Y.mouth;
  const mw = p.feminine ? 18 : 20;
  const s = 2 + p.smile * 4.5;
  const lipBase = mix(shade(p.skin, 0.22), '#b24c55', p.feminine ? 0.48 : 0.2);
  const upper = shade(lipBase, 0.2);
  const lower = light(lipBase, 0.05);
  const L = CX - mw;
  const R = CX + mw;
  const open = p.teeth ? 2.5 + p.smile * 2.5 : 0;
  const mid = y + 3 + s * 0.4;
  // The line where the lips meet curves up at the corners with the smile.
  const meet = `M${L} ${y - s}Q${CX} ${mid} ${R} ${y - s}`;
  const upperLip = `M${L} ${y - s}C${L + 5} ${y - s - 4} ${CX - 7} ${y - 7} ${CX} ${y - 4.5}C${CX + 7} ${y - 7} ${R - 5} ${y - s - 4} ${R} ${y - s}Q${CX} ${mid} ${L} ${y - s}Z`;
  // Quadratic control points: the curve itself passes halfway between the corners and the control.
  const lowY = mid + 2 * open;
  const lipTop = (y - s + lowY) / 2;
  // A cubic passes three quarters of the way to its (equal) control points: the lower lip is 7 deep.
  const lipBottom = y - s + (lipTop - (y - s) + 7) / 0.75;
  const lowerLip = `M${R} ${y - s}Q${CX} ${lowY} ${L} ${y - s}C${L + 5} ${n(lipBottom)} ${R - 5} ${n(lipBottom)} ${R} ${y - s}Z`;
  let m = `<ellipse cx="${CX}" cy="${n(lipTop + 12)}" rx="10" ry="3" fill="${shade(p.skin, 0.5)}" opacity=".2" filter="url(#soft)"/>`;
  if (open) {
    m += `<path d="${meet}Q${CX} ${lowY + 1} ${L} ${y - s}Z" fill="#4f2226"/>`;
    m += `<path d="${meet}Q${CX} ${mid + open * 1.5} ${L} ${y - s}Z" fill="#f5f0ea"/>`;
  }
  m += `<path d="${upperLip}" fill="${upper}"/>`;
  m += `<path d="${lowerLip}" fill="${lower}"/>`;
  m += `<ellipse cx="${CX - 3}" cy="${n(lipTop + 3.5)}" rx="5.5" ry="1.6" fill="#fff" opacity=".2"/>`;
  m += `<g fill="${shade(p.skin, 0.45)}" opacity=".35"><circle cx="${L - 1}" cy="${y - s + 0.5}" r="1.7"/><circle cx="${R + 1}" cy="${y - s + 0.5}" r="1.7"/></g>`;
  if (p.smile > 0.6)
    m += `<g fill="none" stroke="${shade(p.skin, 0.4)}" stroke-width="1.3" stroke-linecap="round" opacity=".3"><path d="M${L - 4} ${y - s - 6}q-3 6 0 11"/><path d="M${R + 4} ${y - s - 6}q3 6 0 11"/></g>`;
  return m;
}

/** @param {Person} p @param {string} hair */
function beard(p, hair) {
  if (p.beard !== 'stubble' && p.beard !== 'short') return '';
  const { w, jaw, chin, chinY } = p.face;
  const shape = spline(
    mirror([
      [CX, Y.mouth + 16],
      [CX + 17, Y.mouth + 11],
      [CX + 26, Y.mouth - 2],
      [CX + 34, 200],
      [CX + w - 9, 188],
      [CX + w - 3, 160],
      [CX + w + 1, 180],
      [CX + (w + jaw) / 2 + 1, 206],
      [CX + jaw + 1, 223],
      [CX + jaw * 0.72, 243],
      [CX + chin + 4, chinY - 1],
      [CX, chinY + (p.beard === 'short' ? 5 : 0)],
    ]),
  );
  if (p.beard === 'stubble') {
    return `<g clip-path="url(#head)"><path d="${shape}" fill="${shade(p.skin, 0.6)}" opacity=".2" filter="url(#blur6)"/></g>`;
  }
  return (
    `<path d="${shape}" fill="${hair}"/>` +
    `<path d="${shape}" fill="none" stroke="${light(hair, 0.45)}" stroke-width="1.4" stroke-dasharray="1.5 4" opacity=".55"/>` +
    `<path d="${shape}" fill="none" stroke="${shade(hair, 0.4)}" stroke-width="1" stroke-dasharray="1 5" opacity=".5" transform="translate(1 3)"/>`
  );
}

/** @param {Person} p @param {string} hair */
function moustache(p, hair) {
  if (!p.beard || p.beard === 'stubble') return '';
  const y = Y.mouth - 7;
  const d = spline(
    mirror([
      [CX, y - 4],
      [CX + 12, y - 5],
      [CX + 22, y + 1],
      [CX + 25, y + 7],
      [CX + 14, y + 3],
      [CX, y + 2.5],
    ]),
  );
  return `<path d="${d}" fill="${hair}"/><path d="M${CX - 18} ${y - 1}Q${CX} ${y - 7} ${CX + 18} ${y - 1}" fill="none" stroke="${light(hair, 0.45)}" stroke-width="1.2" opacity=".5"/>`;
}

/** Garment details, drawn inside the body's outline. @param {Person} p @param {number} neckW */
function outfit(p, neckW) {
  const { kind, main, inner = '#ffffff', innerNeck = 'collar', accent = '#c9a45a' } = p.outfit;
  const dark = shade(main, 0.35);
  const lite = light(main, 0.2);
  const skinV = (/** @type {number} */ depth, /** @type {number} */ half) =>
    `<path d="M${CX - half} 270L${CX} ${depth}L${CX + half} 270Z" fill="url(#neck)"/>`;
  const folds = `<g fill="none" stroke="${dark}" stroke-width="2" opacity=".3" stroke-linecap="round"><path d="M92 334q14 30 10 70"/><path d="M270 336q-10 30 -6 66"/></g>`;
  switch (kind) {
    case 'blouse':
      return (
        skinV(334, neckW + 2) +
        `<path d="M${CX - 12} 300q12 6 24 0" fill="none" stroke="${shade(p.skin, 0.35)}" stroke-width="1.2" opacity=".3"/>` +
        `<path d="M${CX - neckW - 2} 272L${CX - neckW - 16} 298L${CX - 4} 342L${CX} 334Z" fill="${lite}"/>` +
        `<path d="M${CX + neckW + 2} 272L${CX + neckW + 16} 298L${CX + 4} 342L${CX} 334Z" fill="${main}"/>` +
        `<path d="M${CX - neckW - 2} 272L${CX - 4} 342M${CX + neckW + 2} 272L${CX + 4} 342" stroke="${dark}" stroke-width="1.4" opacity=".5"/>` +
        folds
      );
    case 'crew':
      return (
        `<path d="M${CX - neckW - 6} 274C${CX - neckW} 300 ${CX + neckW} 300 ${CX + neckW + 6} 274" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round"/>` +
        `<path d="M${CX - neckW - 6} 271C${CX - neckW} 297 ${CX + neckW} 297 ${CX + neckW + 6} 271" fill="none" stroke="${lite}" stroke-width="1.5" opacity=".6"/>` +
        `<path d="M${CX - 16} 282Q${CX} 306 ${CX + 16} 282" fill="none" stroke="${accent}" stroke-width="1.4"/><circle cx="${CX}" cy="295" r="3" fill="${accent}"/>` +
        folds
      );
    case 'blazer': {
      const lapel = (/** @type {number} */ s) =>
        `M${CX + s * (neckW + 6)} 274L${CX + s * (neckW + 22)} 294L${CX + s * (neckW + 32)} 322L${CX + s * (neckW + 18)} 328L${CX + s * 6} 392`;
      return (
        `<path d="M${CX - neckW - 6} 270L${CX + neckW + 6} 270L${CX + 8} 400L${CX - 8} 400Z" fill="url(#inner)"/>` +
        (innerNeck === 'round'
          ? `<path d="M${CX - neckW + 2} 272Q${CX} 294 ${CX + neckW - 2} 272" fill="none" stroke="${light(inner, 0.25)}" stroke-width="3"/>`
          : skinV(300, 12) +
            `<path d="M${CX - neckW} 266L${CX - neckW - 8} 292L${CX - 2} 308L${CX - 12} 284Z" fill="${light(inner, 0.3)}" stroke="${shade(inner, 0.25)}" stroke-width="1"/>` +
            `<path d="M${CX + neckW} 266L${CX + neckW + 8} 292L${CX + 2} 308L${CX + 12} 284Z" fill="${shade(inner, 0.06)}" stroke="${shade(inner, 0.25)}" stroke-width="1"/>`) +
        `<path d="${lapel(-1)}L${CX - 60} 400L0 400L0 270Z" fill="${light(main, 0.04)}"/>` +
        `<path d="${lapel(1)}L${CX + 60} 400L360 400L360 270Z" fill="${shade(main, 0.14)}"/>` +
        `<path d="${lapel(-1)}" fill="none" stroke="${lite}" stroke-width="2.2"/>` +
        `<path d="${lapel(1)}" fill="none" stroke="${dark}" stroke-width="2.2"/>` +
        `<path d="M${CX - neckW - 32} 322L${CX - neckW - 23} 317M${CX + neckW + 32} 322L${CX + neckW + 23} 317" stroke="${dark}" stroke-width="2"/>` +
        folds
      );
    }
    case 'kurta-vest':
      // A cream kurta with a band collar under a sleeveless Nehru jacket.
      return (
        `<path d="M${CX - neckW - 2} 268C${CX - neckW} 290 ${CX + neckW} 290 ${CX + neckW + 2} 268L${CX + neckW + 3} 279C${CX + neckW} 299 ${CX - neckW} 299 ${CX - neckW - 3} 279Z" fill="${shade(main, 0.08)}" stroke="${shade(main, 0.25)}" stroke-width="1"/>` +
        `<path d="M${CX - 26} 292L${CX - 62} 400L0 400L0 300L${CX - 50} 284Z" fill="${inner}"/>` +
        `<path d="M${CX + 26} 292L${CX + 62} 400L360 400L360 300L${CX + 50} 284Z" fill="${shade(inner, 0.2)}"/>` +
        `<path d="M${CX - 26} 292L${CX - 62} 400M${CX + 26} 292L${CX + 62} 400" stroke="${light(inner, 0.25)}" stroke-width="2"/>` +
        `<path d="M${CX} 296V400" stroke="${shade(main, 0.2)}" stroke-width="1.4"/>` +
        `<g fill="${accent}"><circle cx="${CX + 4}" cy="312" r="2.4"/><circle cx="${CX + 4}" cy="336" r="2.4"/><circle cx="${CX + 4}" cy="360" r="2.4"/></g>` +
        `<path d="M${CX - 58} 348h22" stroke="${light(inner, 0.18)}" stroke-width="2" stroke-linecap="round"/>`
      );
    case 'coat':
      return (
        `<path d="M${CX - neckW - 6} 270L${CX + neckW + 6} 270L${CX + 14} 400L${CX - 14} 400Z" fill="url(#inner)"/>` +
        `<path d="M${CX - neckW + 2} 266L${CX - neckW - 6} 292L${CX - 1} 306L${CX - 9} 282Z" fill="${light(inner, 0.35)}"/><path d="M${CX + neckW - 2} 266L${CX + neckW + 6} 292L${CX + 1} 306L${CX + 9} 282Z" fill="${light(inner, 0.2)}"/>` +
        `<path d="M${CX - 7} 294L${CX + 7} 294L${CX + 5} 307L${CX - 5} 307Z" fill="${accent}"/><path d="M${CX - 5} 307L${CX + 5} 307L${CX + 10} 374L${CX} 388L${CX - 10} 374Z" fill="${accent}"/><path d="M${CX - 4} 326l10 -6M${CX - 6} 348l12 -7" stroke="${shade(accent, 0.35)}" stroke-width="2"/>` +
        `<path d="M${CX - neckW - 6} 274L${CX - neckW - 24} 300L${CX - neckW - 28} 332L${CX - 20} 400L0 400L0 270Z" fill="${main}"/>` +
        `<path d="M${CX + neckW + 6} 274L${CX + neckW + 24} 300L${CX + neckW + 28} 332L${CX + 20} 400L360 400L360 270Z" fill="${shade(main, 0.12)}"/>` +
        `<path d="M${CX - neckW - 6} 274L${CX - neckW - 24} 300L${CX - neckW - 28} 332L${CX - 20} 400M${CX + neckW + 6} 274L${CX + neckW + 24} 300L${CX + neckW + 28} 332L${CX + 20} 400" fill="none" stroke="${shade(main, 0.25)}" stroke-width="2"/>` +
        `<path d="M84 350h32v28h-32z" fill="none" stroke="${shade(main, 0.22)}" stroke-width="2"/>`
      );
    case 'polo':
      return (
        `<path d="M${CX - 8} 282V330H${CX + 8}V282Z" fill="${shade(main, 0.12)}"/><path d="M${CX} 282V330" stroke="${dark}" stroke-width="1.2"/>` +
        `<g fill="${light(main, 0.6)}"><circle cx="${CX + 1}" cy="300" r="2.2"/><circle cx="${CX + 1}" cy="316" r="2.2"/></g>` +
        skinV(294, 9) +
        `<path d="M${CX - neckW - 3} 264L${CX - neckW - 16} 292L${CX - 2} 298L${CX - 9} 282Z" fill="${lite}" stroke="${dark}" stroke-width="1"/>` +
        `<path d="M${CX + neckW + 3} 264L${CX + neckW + 16} 292L${CX + 2} 298L${CX + 9} 282Z" fill="${main}" stroke="${dark}" stroke-width="1"/>` +
        folds
      );
  }
  return '';
}

/** The doctor's stethoscope rests on the collar, under the chin. @param {Person} p */
function stethoscope(p) {
  if (p.outfit.kind !== 'coat') return '';
  return (
    `<path d="M146 276C128 296 124 336 142 358" fill="none" stroke="#2c3136" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M214 276C232 296 236 326 224 348" fill="none" stroke="#2c3136" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="222" cy="356" r="10" fill="#b9c0c7" stroke="#5b6570" stroke-width="2"/><circle cx="222" cy="356" r="5" fill="#e7ebee"/>`
  );
}

/** @param {Person} p @param {number} w */
function onHead(p, w) {
  let s = '';
  if (p.hairStyle === 'receding')
    s += `<path d="M${CX - w + 6} 96Q${CX} 52 ${CX + w - 6} 96Q${CX} 80 ${CX - w + 6} 96Z" fill="${mix(p.hair, '#bdb8b2', p.grey ?? 0)}" opacity=".3" filter="url(#blur6)"/>`;
  if (p.bindi) s += `<circle cx="${CX}" cy="${Y.brow + 4}" r="2.6" fill="#b3212f"/>`;
  if (p.earrings)
    for (const side of [1, -1]) {
      const x = CX + side * (w + 3);
      s += `<circle cx="${x}" cy="196" r="3.4" fill="#d9b35c"/><circle cx="${x - 1}" cy="195" r="1.1" fill="#fff3cf"/>`;
      if (p.earrings === 'drops')
        s += `<path d="M${x} 199v8" stroke="#d9b35c" stroke-width="1.6"/><path d="M${x} 207l4 7h-8z" fill="#d9b35c"/>`;
    }
  if (p.glasses) {
    const frame = p.glasses === 'round' ? '#3a2a22' : '#1f2430';
    const y = Y.eye;
    for (const side of [1, -1]) {
      const x = CX + side * 25;
      const lens =
        p.glasses === 'round'
          ? `<circle cx="${x}" cy="${y}" r="17"/>`
          : `<rect x="${x - 19}" y="${y - 13}" width="38" height="27" rx="8"/>`;
      s += `<g fill="#ffffff" fill-opacity=".07" stroke="${frame}" stroke-width="${p.glasses === 'round' ? 2.4 : 3}">${lens}</g>`;
      s += `<path d="M${x - 10} ${y - 7}l7 -3" stroke="#fff" stroke-width="2" opacity=".45" stroke-linecap="round"/>`;
      s += `<path d="M${CX + side * 44} ${y - 6}L${CX + side * (w - 2)} ${y - 8}" stroke="${frame}" stroke-width="3" stroke-linecap="round"/>`;
    }
    s += `<path d="M${CX - 7} ${y - 4}Q${CX} ${y - 9} ${CX + 7} ${y - 4}" fill="none" stroke="${frame}" stroke-width="2.6"/>`;
  }
  return s;
}

for (const person of people) {
  defsInline.length = 0;
  const svg = portrait(person).replace('</defs>', () => `${defsInline.join('')}</defs>`);
  const file = path.join(root, 'public', 'team', `${person.file}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`${people.length} portraits written`);
