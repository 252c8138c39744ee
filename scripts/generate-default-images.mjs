#!/usr/bin/env node
/**
 * Renders the blog's fallback images (SPEC §8 'Missing image': default-image.jpg,
 * default-thumbnail.jpg) from original SVG artwork. Run once; the JPEGs are committed.
 */
import path from 'node:path';
import sharp from 'sharp';
import { root } from './lib/site-server.mjs';

function artwork(width, height) {
  const cell = Math.round(width / 20);
  const lines = [];
  for (let x = 0; x <= width; x += cell) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}"/>`);
  for (let y = 0; y <= height; y += cell) lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}"/>`);
  const cx = width / 2;
  const cy = height / 2;
  const s = Math.min(width, height) / 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="80%" cy="0%" r="80%">
      <stop offset="0" stop-color="#ff7a2e" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ff7a2e" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow2" cx="0%" cy="100%" r="70%">
      <stop offset="0" stop-color="#6366f1" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#6366f1" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#0b1020"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect width="100%" height="100%" fill="url(#glow2)"/>
  <g stroke="#ffffff" stroke-opacity="0.06" stroke-width="1">${lines.join('')}</g>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-width="${s / 7}">
    <polyline stroke="#ff7a2e" points="${cx - s * 0.9},${cy - s * 0.8} ${cx - s * 1.8},${cy} ${cx - s * 0.9},${cy + s * 0.8}"/>
    <polyline stroke="#ff7a2e" points="${cx + s * 0.9},${cy - s * 0.8} ${cx + s * 1.8},${cy} ${cx + s * 0.9},${cy + s * 0.8}"/>
    <line stroke="#eef1f8" x1="${cx + s * 0.35}" y1="${cy - s * 1.05}" x2="${cx - s * 0.35}" y2="${cy + s * 1.05}"/>
  </g>
  <circle cx="${width * 0.12}" cy="${height * 0.2}" r="${s * 0.12}" fill="#ffb020"/>
  <circle cx="${width * 0.86}" cy="${height * 0.78}" r="${s * 0.2}" fill="none" stroke="#b4bdd3" stroke-opacity="0.5" stroke-width="${s / 20}"/>
</svg>`;
}

for (const [name, width, height] of [
  ['default-image.jpg', 1200, 675],
  ['default-thumbnail.jpg', 480, 320],
]) {
  const out = path.join(root, 'public/images', name);
  await sharp(Buffer.from(artwork(width, height))).jpeg({ quality: 78, mozjpeg: true }).toFile(out);
  console.log(`wrote ${out}`);
}
