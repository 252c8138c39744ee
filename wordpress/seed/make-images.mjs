#!/usr/bin/env node
// Generates the demo featured images (original abstract artworks) into seed/images/ as 1200x675 JPEGs.
// Run once and commit the output: `npm install --no-save sharp && node wordpress/seed/make-images.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seededRandom } from '../../tools/lib/seeded-random.mjs';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const W = 1200;
const H = 675;

const f = (/** @type {number} */ n) => n.toFixed(1);
/**
 * @param {string} defs
 * @param {string} body
 */
const svg = (defs, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
/**
 * @param {string} id
 * @param {string[]} stops  colours, evenly spaced
 * @param {number} [x2]
 * @param {number} [y2]
 */
const linear = (id, stops, x2 = 1, y2 = 1) => `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const grain = `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.08"/></feComponentTransfer></filter>`;
const grainRect = `<rect width="${W}" height="${H}" filter="url(#grain)"/>`;

const artworks = {
  'aurora-grid': {
    title: 'Aurora Grid',
    alt: 'Abstract artwork: soft aurora colours glowing behind a fine perspective grid',
    svg() {
      const r = seededRandom(1);
      let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
      for (let i = 0; i < 5; i++) body += `<ellipse cx="${f(r() * W)}" cy="${f(150 + r() * 250)}" rx="${f(250 + r() * 250)}" ry="${f(60 + r() * 90)}" fill="${['#22d3ee', '#a78bfa', '#34d399', '#f472b6', '#60a5fa'][i]}" opacity="0.45" filter="url(#blur)"/>`;
      for (let x = -1200; x <= 2400; x += 80) body += `<line x1="${W / 2}" y1="360" x2="${x}" y2="${H}" stroke="#e0f2fe" stroke-opacity="0.25" stroke-width="1.2"/>`;
      for (let k = 0; k < 9; k++) { const y = 360 + Math.pow(k / 8, 2) * 315; body += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="#e0f2fe" stroke-opacity="0.22" stroke-width="1.2"/>`; }
      return svg(linear('bg', ['#020617', '#0f172a', '#1e1b4b'], 0, 1) + '<filter id="blur"><feGaussianBlur stdDeviation="45"/></filter>' + grain, body + grainRect);
    },
  },
  'circuit-bloom': {
    title: 'Circuit Bloom',
    alt: 'Abstract artwork: orange circuit traces branching out like a flower on deep teal',
    svg() {
      const r = seededRandom(2);
      let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
      const cx = 600, cy = 338;
      for (let i = 0; i < 90; i++) {
        const a = (i / 90) * Math.PI * 2;
        let x = cx + Math.cos(a) * 40, y = cy + Math.sin(a) * 40, d = `M${f(x)} ${f(y)}`;
        const len = 120 + r() * 330;
        const bend = a + (r() < 0.5 ? -1 : 1) * Math.PI / 4;
        x += Math.cos(a) * len * 0.55; y += Math.sin(a) * len * 0.55; d += ` L${f(x)} ${f(y)}`;
        x += Math.cos(bend) * len * 0.45; y += Math.sin(bend) * len * 0.45; d += ` L${f(x)} ${f(y)}`;
        const c = ['#fb923c', '#fbbf24', '#f97316', '#fde68a'][i % 4];
        body += `<path d="${d}" fill="none" stroke="${c}" stroke-width="${f(1.5 + r() * 2.5)}" stroke-linejoin="round" opacity="0.85"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(3 + r() * 5)}" fill="#0f3d3e" stroke="${c}" stroke-width="2"/>`;
      }
      body += `<circle cx="${cx}" cy="${cy}" r="46" fill="#fb923c"/><circle cx="${cx}" cy="${cy}" r="22" fill="#0f3d3e"/>`;
      return svg('<radialGradient id="bg" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#155e63"/><stop offset="1" stop-color="#042f2e"/></radialGradient>' + grain, body + grainRect);
    },
  },
  'orbit-lines': {
    title: 'Orbit Lines',
    alt: 'Abstract artwork: concentric elliptical orbits with small planets on a dusk-blue background',
    svg() {
      const r = seededRandom(3);
      let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
      for (let i = 1; i <= 14; i++) {
        const rx = 60 * i, ry = 26 * i, rot = -18;
        body += `<ellipse cx="760" cy="340" rx="${rx}" ry="${ry}" transform="rotate(${rot} 760 340)" fill="none" stroke="#c7d2fe" stroke-opacity="${f(0.55 - i * 0.03)}" stroke-width="1.5"/>`;
        const a = r() * Math.PI * 2, px = 760 + rx * Math.cos(a), py = 340 + ry * Math.sin(a);
        body += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(4 + r() * 10)}" fill="${['#fbbf24', '#f472b6', '#38bdf8', '#f8fafc'][i % 4]}" transform="rotate(${rot} 760 340)"/>`;
      }
      body += `<circle cx="760" cy="340" r="58" fill="url(#sun)"/>`;
      return svg(linear('bg', ['#1e3a8a', '#312e81', '#0f172a']) + '<radialGradient id="sun"><stop offset="0" stop-color="#fef3c7"/><stop offset="1" stop-color="#f59e0b"/></radialGradient>' + grain, body + grainRect);
    },
  },
  'paper-folds': {
    title: 'Paper Folds',
    alt: 'Abstract artwork: overlapping folded paper shapes in warm cream, coral and slate tones',
    svg() {
      const r = seededRandom(4);
      let body = `<rect width="${W}" height="${H}" fill="#f5efe6"/>`;
      const colors = ['#e76f51', '#f4a261', '#2a9d8f', '#264653', '#e9c46a', '#d62828'];
      for (let i = 0; i < 16; i++) {
        const x = r() * W, y = r() * H, s = 140 + r() * 260;
        /** @type {[number, number][]} */
        const pts = [[x, y], [x + s, y + s * (r() - 0.5)], [x + s * (r() - 0.2), y + s], [x - s * 0.4 * r(), y + s * 0.6]];
        body += `<polygon points="${pts.map((p) => p.map(f).join(',')).join(' ')}" fill="${colors[i % colors.length]}" opacity="${f(0.55 + r() * 0.4)}"/>`;
        const [from, , to] = /** @type {[[number, number], [number, number], [number, number]]} */ (pts);
        body += `<line x1="${f(from[0])}" y1="${f(from[1])}" x2="${f(to[0])}" y2="${f(to[1])}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;
      }
      return svg(grain, body + grainRect);
    },
  },
  'pixel-tide': {
    title: 'Pixel Tide',
    alt: 'Abstract artwork: a wave made of square pixels shifting from violet to aqua',
    svg() {
      const r = seededRandom(5);
      let body = `<rect width="${W}" height="${H}" fill="#0b1026"/>`;
      const size = 25;
      for (let gx = 0; gx < W / size; gx++) {
        const wave = 338 + Math.sin(gx / 7) * 120 + Math.sin(gx / 2.7) * 25;
        for (let gy = 0; gy < H / size; gy++) {
          const y = gy * size;
          if (y < wave - 40 && r() > 0.06) continue;
          const t = gx / (W / size);
          const hue = 265 - t * 95;
          const light = y < wave ? 40 + r() * 25 : 28 + r() * 30;
          body += `<rect x="${gx * size + 1}" y="${y + 1}" width="${size - 2}" height="${size - 2}" rx="3" fill="hsl(${f(hue)},80%,${f(light)}%)" opacity="${f(0.55 + r() * 0.45)}"/>`;
        }
      }
      return svg(grain, body + grainRect);
    },
  },
  'signal-waves': {
    title: 'Signal Waves',
    alt: 'Abstract artwork: layered sine waves in magenta and gold flowing across a dark plum background',
    svg() {
      let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
      for (let k = 0; k < 28; k++) {
        let d = '';
        for (let x = 0; x <= W; x += 12) {
          const y = 338 + Math.sin(x / 140 + k * 0.22) * (60 + k * 4) + Math.sin(x / 53 + k) * 12 - 130 + k * 10;
          d += `${x === 0 ? 'M' : 'L'}${x} ${f(y)} `;
        }
        const t = k / 27;
        body += `<path d="${d}" fill="none" stroke="hsl(${f(320 + t * 60)},85%,${f(55 + t * 10)}%)" stroke-width="2" opacity="${f(0.35 + t * 0.5)}"/>`;
      }
      return svg(linear('bg', ['#2e1065', '#4a044e', '#1c1917']) + grain, body + grainRect);
    },
  },
  'prism-city': {
    title: 'Prism City',
    alt: 'Abstract artwork: a skyline of tall translucent prisms in sunset colours',
    svg() {
      const r = seededRandom(7);
      let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="880" cy="250" r="120" fill="#fde68a" opacity="0.9"/>`;
      for (let layer = 0; layer < 3; layer++) {
        let x = -20;
        while (x < W) {
          const w = 50 + r() * 90, h = 140 + r() * (260 - layer * 40) + layer * 40;
          const c = ['#7c3aed', '#db2777', '#f97316'][layer];
          body += `<rect x="${f(x)}" y="${f(H - h)}" width="${f(w)}" height="${f(h)}" fill="${c}" opacity="${f(0.35 + layer * 0.2)}"/>`;
          body += `<polygon points="${f(x)},${f(H - h)} ${f(x + w)},${f(H - h)} ${f(x + w * 0.7)},${f(H - h - 20 - r() * 30)}" fill="${c}" opacity="${f(0.3 + layer * 0.2)}"/>`;
          x += w + 6 + r() * 20;
        }
      }
      return svg(linear('sky', ['#1e1b4b', '#9d174d', '#fb923c'], 0, 1) + grain, body + grainRect);
    },
  },
  'mosaic-sun': {
    title: 'Mosaic Sun',
    alt: 'Abstract artwork: a geometric sun built from triangular mosaic tiles in saffron and indigo',
    svg() {
      const r = seededRandom(8);
      let body = `<rect width="${W}" height="${H}" fill="#1e1b4b"/>`;
      const cx = 600, cy = 338;
      for (let ring = 0; ring < 9; ring++) {
        const n = 12 + ring * 6, r0 = ring * 45, r1 = r0 + 45;
        for (let i = 0; i < n; i++) {
          const a0 = (i / n) * Math.PI * 2 + ring * 0.13, a1 = ((i + 1) / n) * Math.PI * 2 + ring * 0.13;
          const pts = [[cx + r0 * Math.cos(a0), cy + r0 * Math.sin(a0)], [cx + r1 * Math.cos(a0), cy + r1 * Math.sin(a0)], [cx + r1 * Math.cos(a1), cy + r1 * Math.sin(a1)]];
          const hue = 20 + ring * 4 + r() * 20;
          const light = 68 - ring * 5 + r() * 10;
          body += `<polygon points="${pts.map((p) => p.map(f).join(',')).join(' ')}" fill="hsl(${f(hue)},90%,${f(light)}%)" stroke="#1e1b4b" stroke-width="2"/>`;
        }
      }
      return svg(grain, body + grainRect);
    },
  },
  'flow-field': {
    title: 'Flow Field',
    alt: 'Abstract artwork: hundreds of fine curved strokes following an invisible flow in green and cyan',
    svg() {
      const r = seededRandom(9);
      let body = `<rect width="${W}" height="${H}" fill="#06201b"/>`;
      for (let i = 0; i < 420; i++) {
        let x = r() * W, y = r() * H, d = `M${f(x)} ${f(y)}`;
        for (let s = 0; s < 26; s++) {
          const a = Math.sin(x / 180) * 1.6 + Math.cos(y / 140) * 1.6;
          x += Math.cos(a) * 9; y += Math.sin(a) * 9;
          d += ` L${f(x)} ${f(y)}`;
        }
        body += `<path d="${d}" fill="none" stroke="hsl(${f(140 + r() * 50)},70%,${f(45 + r() * 25)}%)" stroke-width="${f(0.8 + r() * 1.6)}" opacity="${f(0.4 + r() * 0.5)}" stroke-linecap="round"/>`;
      }
      return svg(grain, body + grainRect);
    },
  },
  'node-constellation': {
    title: 'Node Constellation',
    alt: 'Abstract artwork: glowing network nodes connected by thin lines, like a constellation map',
    svg() {
      const r = seededRandom(10);
      let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
      const nodes = Array.from({ length: 70 }, () => /** @type {const} */ ([r() * W, r() * H, 2 + r() * 6]));
      for (const [i, a] of nodes.entries()) {
        for (const b of nodes.slice(i + 1)) {
          const dx = a[0] - b[0], dy = a[1] - b[1], dist = Math.hypot(dx, dy);
          if (dist < 170) body += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#93c5fd" stroke-opacity="${f(0.6 - dist / 340)}" stroke-width="1.2"/>`;
        }
      }
      for (const [x, y, s] of nodes) body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 3)}" fill="#60a5fa" opacity="0.18"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="#e0f2fe"/>`;
      return svg('<radialGradient id="bg" cx="0.3" cy="0.3" r="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#020617"/></radialGradient>' + grain, body + grainRect);
    },
  },
};

fs.mkdirSync(OUT, { recursive: true });
/** @type {Record<string, { title: string, alt: string }>} */
const manifest = {};
for (const [name, art] of Object.entries(artworks)) {
  const file = path.join(OUT, `${name}.jpg`);
  // Highest quality that keeps the file at or under ~80 KB.
  const raster = await sharp(Buffer.from(art.svg())).resize(W, H).png().toBuffer();
  let jpeg = raster;
  for (const quality of [82, 76, 70, 64, 58, 52, 46]) {
    jpeg = await sharp(raster).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= 80 * 1024) break;
  }
  fs.writeFileSync(file, jpeg);
  manifest[name] = { title: art.title, alt: art.alt };
  console.log(`${name}.jpg ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
}
fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
