#!/usr/bin/env node
/**
 * Renders the agency's original showreel (no stock footage, nothing downloaded): each frame is an SVG
 * drawn here, rasterised with sharp and encoded by ffmpeg into public/media/showreel.mp4 (H.264,
 * 1280x720, 25 fps, ~10.5 s) with a poster image. Captions live in public/media/showreel.vtt.
 *   node scripts/render-showreel.mjs   (needs ffmpeg on PATH)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/media');
const W = 1280;
const H = 720;
const FPS = 25;
const SECONDS = 10.5;
const INK = '#0b1020';
const ORANGE = '#ff7a2e';
const FONT = "font-family=\"'DejaVu Sans','Liberation Sans',Arial,sans-serif\"";

/**
 * @param {number} v
 * @param {number} [a]
 * @param {number} [b]
 */
const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const ease = (/** @type {number} */ t) => 1 - (1 - clamp(t)) ** 3;
/**
 * Eased progress of `t` through [start, end] seconds, 0 to 1.
 * @param {number} t
 * @param {number} start
 * @param {number} end
 */
const span = (t, start, end) => ease((t - start) / (end - start));

/** @param {number} t  seconds */
function background(t) {
  const drift = t * 12;
  return `
  <rect width="${W}" height="${H}" fill="${INK}"/>
  <circle cx="${1050 - drift}" cy="${120 + drift / 2}" r="420" fill="${ORANGE}" opacity=".16"/>
  <circle cx="${120 + drift}" cy="${680}" r="320" fill="#6366f1" opacity=".16"/>
  <g stroke="#ffffff" stroke-opacity=".05">${Array.from({ length: 24 }, (_, i) => `<path d="M${i * 56 - (drift % 56)} 0v${H}"/>`).join('')}${Array.from({ length: 14 }, (_, i) => `<path d="M0 ${i * 56}h${W}"/>`).join('')}</g>`;
}

/**
 * 0-3 s: the name arrives inside a growing ring.
 * @param {number} t  seconds
 */
function sceneIntro(t) {
  const ring = span(t, 0, 1.2);
  const text = span(t, 0.5, 1.6);
  const out = span(t, 2.6, 3.1);
  const o = (1 - out).toFixed(3);
  return `<g opacity="${o}">
    <circle cx="640" cy="330" r="${40 + ring * 150}" fill="none" stroke="${ORANGE}" stroke-width="6" stroke-dasharray="${ring * 1000} 1000"/>
    <rect x="${640 - 34}" y="${250}" width="68" height="68" rx="16" fill="${ORANGE}" opacity="${ring.toFixed(3)}"/>
    <text x="640" y="300" text-anchor="middle" ${FONT} font-size="44" font-weight="700" fill="${INK}" opacity="${ring.toFixed(3)}">N</text>
    <text x="640" y="${420 + (1 - text) * 30}" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff" opacity="${text.toFixed(3)}">Nexora Infotech</text>
    <text x="640" y="${470 + (1 - text) * 30}" text-anchor="middle" ${FONT} font-size="24" fill="#b4bdd3" opacity="${text.toFixed(3)}">Software &amp; IT services, Kolhapur</text>
  </g>`;
}

/**
 * 3-6 s: what we do, one word at a time.
 * @param {number} t  seconds
 */
function sceneWords(t) {
  const words = ['Plan', 'Design', 'Build', 'Grow'];
  const out = span(t, 5.6, 6.1);
  return `<g opacity="${(1 - out).toFixed(3)}">${words
    .map((word, i) => {
      const p = span(t, 3.1 + i * 0.45, 3.6 + i * 0.45);
      const x = 250 + i * 260;
      return `<g opacity="${p.toFixed(3)}" transform="translate(0 ${((1 - p) * 40).toFixed(1)})">
        <circle cx="${x}" cy="300" r="70" fill="${i % 2 ? '#1c2540' : ORANGE}"/>
        <text x="${x}" y="312" text-anchor="middle" ${FONT} font-size="34" font-weight="700" fill="${i % 2 ? ORANGE : INK}">${i + 1}</text>
        <text x="${x}" y="440" text-anchor="middle" ${FONT} font-size="46" font-weight="700" fill="#fff">${word}</text>
      </g>`;
    })
    .join('')}
    <rect x="${250}" y="520" width="${span(t, 3.3, 5.2) * 780}" height="6" rx="3" fill="${ORANGE}"/>
  </g>`;
}

/**
 * 6-9 s: a product takes shape: browser window, cards, a growing chart.
 * @param {number} t  seconds
 */
function sceneProduct(t) {
  const rise = span(t, 6.0, 6.8);
  const out = span(t, 8.7, 9.1);
  const y = 110 + (1 - rise) * 300;
  const bars = [0.45, 0.62, 0.5, 0.78, 0.9, 1].map((h, i) => {
    const g = span(t, 6.8 + i * 0.15, 7.4 + i * 0.15) * h;
    return `<rect x="${720 + i * 56}" y="${y + 420 - g * 220}" width="36" height="${g * 220}" rx="6" fill="${i === 5 ? ORANGE : '#6366f1'}"/>`;
  });
  return `<g opacity="${(rise * (1 - out)).toFixed(3)}">
    <rect x="190" y="${y}" width="900" height="480" rx="20" fill="#fff"/>
    <rect x="190" y="${y}" width="900" height="44" rx="20" fill="#eef1f6"/><rect x="190" y="${y + 24}" width="900" height="20" fill="#eef1f6"/>
    <circle cx="220" cy="${y + 22}" r="7" fill="#ff5f57"/><circle cx="242" cy="${y + 22}" r="7" fill="#febc2e"/><circle cx="264" cy="${y + 22}" r="7" fill="#28c840"/>
    <text x="230" y="${y + 110}" ${FONT} font-size="36" font-weight="700" fill="${INK}">Fast. Accessible. Yours.</text>
    <rect x="230" y="${y + 140}" width="380" height="14" rx="7" fill="#b4bdd3"/>
    <rect x="230" y="${y + 166}" width="300" height="14" rx="7" fill="#d6dbe7"/>
    <rect x="230" y="${y + 210}" width="170" height="50" rx="25" fill="${ORANGE}"/>
    <text x="315" y="${y + 243}" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="${INK}">Let’s talk</text>
    ${[0, 1].map((i) => `<rect x="${230 + i * 200}" y="${y + 300}" width="180" height="130" rx="14" fill="#f5f6fa"/><rect x="${250 + i * 200}" y="${y + 320}" width="44" height="44" rx="10" fill="${i ? '#6366f1' : ORANGE}"/><rect x="${250 + i * 200}" y="${y + 384}" width="120" height="12" rx="6" fill="#4f5870"/>`).join('')}
    <line x1="700" y1="${y + 420}" x2="1060" y2="${y + 420}" stroke="#d6dbe7" stroke-width="2"/>
    ${bars.join('')}
  </g>`;
}

/**
 * 9-10.5 s: the tagline.
 * @param {number} t  seconds
 */
function sceneOutro(t) {
  const p = span(t, 9.0, 9.7);
  return `<g opacity="${p.toFixed(3)}">
    <text x="640" y="${330 + (1 - p) * 30}" text-anchor="middle" ${FONT} font-size="72" font-weight="700" fill="#fff">Innovation Simplified!</text>
    <rect x="${640 - p * 160}" y="370" width="${p * 320}" height="6" rx="3" fill="${ORANGE}"/>
    <text x="640" y="440" text-anchor="middle" ${FONT} font-size="28" fill="#b4bdd3">IT Services &amp; Solutions</text>
  </g>`;
}

/** @param {number} t  seconds */
function frame(t) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(t)}${t < 3.2 ? sceneIntro(t) : ''}${t >= 3 && t < 6.2 ? sceneWords(t) : ''}${t >= 5.9 && t < 9.2 ? sceneProduct(t) : ''}${t >= 8.9 ? sceneOutro(t) : ''}</svg>`;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @returns {Promise<void>}
 */
const run = (cmd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });

const tmp = path.join(os.tmpdir(), `showreel-${process.pid}`);
mkdirSync(tmp, { recursive: true });
mkdirSync(outDir, { recursive: true });
const total = Math.round(SECONDS * FPS);
for (let i = 0; i < total; i++) {
  await sharp(Buffer.from(frame(i / FPS)))
    .png({ compressionLevel: 1 })
    .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
}
await sharp(Buffer.from(frame(7.8)))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(path.join(outDir, 'showreel-poster.jpg'));
await run('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-framerate',
  String(FPS),
  '-i',
  path.join(tmp, 'f%04d.png'),
  '-c:v',
  'libx264',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  '28',
  '-preset',
  'slow',
  '-movflags',
  '+faststart',
  '-an',
  path.join(outDir, 'showreel.mp4'),
]);
rmSync(tmp, { recursive: true, force: true });
console.log(`showreel.mp4 ${statSync(path.join(outDir, 'showreel.mp4')).size} bytes`);
