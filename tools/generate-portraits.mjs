#!/usr/bin/env node
/**
 * Draws the placeholder portraits of the team and of the clients quoted in testimonials into
 * public/team/ (committed; run again only to change them). Until the agency uploads photos (the
 * Portrait of each Team member and Testimonial in wp-admin), every person is shown the same way:
 * their initials set in the site's display face on a studio-lit tile in the brand's colours, the
 * team on ink, clients on paper. No drawn faces: a monogram reads as a placeholder by design, a
 * cartoon reads as the agency's idea of its people.
 *
 * The initials sit on the spot that circular avatars show (the testimonial and author crops zoom
 * into the upper middle of the 360 x 400 frame), so one file serves the card and the avatar.
 *   node tools/generate-portraits.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { textPath } from './lib/text-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');

const INK = '#0b1020';
const INK_3 = '#1c2540';
const PAPER = '#eef1f8';
const PAPER_3 = '#d9deea';
const ORANGE = '#ff7a2e';

/**
 * The key light's colour per person: the brand's indigo, orange and amber, and two cool greys, so
 * neighbours on a page differ while the set stays one family.
 * @typedef {{ file: string; name: string; tone: 'ink' | 'paper'; light: string }} Sitter
 */

/** @type {Sitter[]} */
const sitters = [
  { file: 'aditi-kulkarni', name: 'Aditi Kulkarni', tone: 'ink', light: '#6366f1' },
  { file: 'rohan-deshpande', name: 'Rohan Deshpande', tone: 'ink', light: ORANGE },
  { file: 'sneha-patil', name: 'Sneha Patil', tone: 'ink', light: '#38bdf8' },
  { file: 'clients/prakash-jadhav', name: 'Prakash Jadhav', tone: 'paper', light: '#ffb36b' },
  { file: 'clients/meera-iyer', name: 'Meera Iyer', tone: 'paper', light: '#a5b4fc' },
  { file: 'clients/sunil-mane', name: 'Sunil Mane', tone: 'paper', light: '#7dd3fc' },
  { file: 'clients/anil-shah', name: 'Anil Shah', tone: 'paper', light: '#fdba74' },
];

/** First letters of the first and last names: "Dr. Sunil Mane" is "SM". */
const initialsOf = (/** @type {string} */ name) => {
  const words = name.replace(/^(Dr|Mr|Ms|Mrs)\.?\s+/i, '').split(/\s+/);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
};

/** The initials' size: about three fifths of the width a round avatar shows of the frame. */
const LETTER_SIZE = 92;

/** The circular crops' centre in the frame (see the CSS of .avatar and .portrait). */
const CENTRE = { x: 180, y: 150 };

/** @param {Sitter} s */
async function portrait(s) {
  const dark = s.tone === 'ink';
  const ground = dark ? [INK_3, INK] : [PAPER, PAPER_3];
  const letters = dark ? PAPER : INK;
  const initials = await textPath(initialsOf(s.name), {
    font: 'grotesk',
    size: LETTER_SIZE,
    weight: 500,
    tracking: -0.02,
  });
  // Cap height of Space Grotesk is 0.70 em: centre the capitals on the crop's centre.
  const x = CENTRE.x - initials.width / 2;
  const y = CENTRE.y + (LETTER_SIZE * 0.7) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 400" width="360" height="400">` +
    `<defs>` +
    `<linearGradient id="g" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>` +
    `<radialGradient id="l" cx="90" cy="60" r="300" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${s.light}" stop-opacity="${dark ? 0.42 : 0.5}"/><stop offset="1" stop-color="${s.light}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="360" height="400" fill="url(#g)"/><rect width="360" height="400" fill="url(#l)"/>` +
    `<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="104" fill="none" stroke="${letters}" stroke-opacity="${dark ? 0.14 : 0.12}"/>` +
    `<path fill="${letters}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" d="${initials.d}"/>` +
    `<rect x="166" y="${CENTRE.y + 56}" width="28" height="3" rx="1.5" fill="${ORANGE}"/>` +
    `</svg>\n`
  );
}

for (const sitter of sitters) {
  const file = path.join(root, 'public', 'team', `${sitter.file}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await portrait(sitter));
}
console.log(`${sitters.length} portraits written`);
