#!/usr/bin/env node
/**
 * Writes one brochure PDF per service into public/brochures/ (committed; run again after service copy
 * changes). The text comes from the seeded service content (wordpress/seed/services.json), the contact
 * details and logo from the site's own constants and artwork, and the icons from the site's icon set,
 * so a brochure never disagrees with its page. Two A4 pages: a cover, then the offer and how to reach
 * us; vector graphics and the standard PDF fonts (nothing embedded), Flate-compressed.
 *
 * Every file is padded to exactly TARGET_BYTES, the size the download link's label states (a unit test
 * holds each file to that label); when a service's text would not fit, the least important sections are
 * left out, and the script fails rather than write a file larger than the label.
 *   node scripts/generate-brochures.mjs
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zlibSync } from 'fflate';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
/** 3.9 KB as the label rounds it (1 KB = 1024 bytes): files from 3,943 to 4,044 bytes qualify. */
const TARGET_BYTES = 3994;

/**
 * Loads a TypeScript module of the site (with its `@/` imports) through Vite's module runner.
 * @template T
 * @param {string} file path from the repository root
 * @returns {Promise<T>}
 */
async function load(file) {
  const { module } = await runnerImport(path.join(root, file), {
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': root } },
  });
  return /** @type {T} */ (module);
}

/**
 * A seeded service, with the fields the brochure draws under the names the site gives them.
 * @typedef {Pick<import('../src/content/services/types').Service,
 *   'slug' | 'name' | 'summary' | 'icon' | 'documentLink' | 'documentTitle' | 'mainTitle' | 'mainDescription'
 *   | 'subTitle' | 'subDescription' | 'thirdTitle' | 'thirdDescription' | 'benefitTitle' | 'benefitText'
 *   | 'benefitPoints' | 'points'>} Service
 */
/** @type {Service[]} */
const services = JSON.parse(readFileSync(path.join(root, 'wordpress/seed/services.json'), 'utf8')).map(
  (/** @type {any} */ s) => ({
    ...s,
    documentLink: s.brochure,
    benefitPoints: s.highlights,
    points: s.benefits.map((/** @type {any} */ b) => ({ iconClass: b.icon, title: b.title, text: b.text })),
  }),
);
const site = /** @type {typeof import('../src/config/site')} */ (await load('src/config/site.ts'));
/** @type {Record<string, { d: string; filled?: boolean }>} */
const glyphs = {
  ...(await load('components/icons/control-glyphs.ts')),
  ...(await load('components/icons/glyphs.ts')),
};
const { figures, workingDays } = /** @type {typeof import('../src/content/company')} */ (
  await load('src/content/company.ts')
);
const contact = site.contactDetails({});

/* ---------- text: WinAnsi encoding and Helvetica metrics ---------- */

/** Characters outside Latin-1 that WinAnsiEncoding still has, by their code there. */
const winAnsi = /** @type {Record<string, number>} */ ({
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
});
/** Replacements for characters the standard fonts cannot show. */
const fallback = /** @type {Record<string, string>} */ ({ '₹': 'INR ', '→': '->', '\u00a0': ' ' });

/** @param {string} text */
function encode(text) {
  /** @type {number[]} */
  const codes = [];
  for (const ch of text) {
    const replaced = fallback[ch];
    if (replaced) {
      codes.push(...encode(replaced));
      continue;
    }
    const code = winAnsi[ch] ?? ch.codePointAt(0) ?? 63;
    if (code > 0xff || (code >= 0x80 && code < 0xa0 && !Object.values(winAnsi).includes(code)))
      throw new Error(
        `brochure text has a character the PDF fonts cannot show: ${JSON.stringify(ch)} in "${text}"`,
      );
    codes.push(code);
  }
  return codes;
}

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for codes 32-126, from Adobe's AFM files.
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];
/** @type {Record<number, [number, number]>} */
const extraWidths = {
  0x91: [222, 278],
  0x92: [222, 278],
  0x93: [333, 500],
  0x94: [333, 500],
  0x95: [350, 350],
  0x96: [556, 556],
  0x97: [1000, 1000],
  0x85: [1000, 1000],
};

/** @typedef {'R' | 'B'} Face */
/** @param {string} text @param {Face} face @param {number} size */
function textWidth(text, face, size) {
  let total = 0;
  for (const code of encode(text)) {
    const table = face === 'B' ? HELVETICA_BOLD : HELVETICA;
    total += table[code - 32] ?? extraWidths[code]?.[face === 'B' ? 1 : 0] ?? 556;
  }
  return (total * size) / 1000;
}

/** Breaks text into lines no wider than `width`. @param {string} text @param {Face} face @param {number} size @param {number} width */
function wrap(text, face, size, width) {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, face, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Breaks a heading into as many lines as `wrap` would, but of even length (no lone last word).
 * @param {string} text @param {Face} face @param {number} size @param {number} width
 */
function balance(text, face, size, width) {
  const lines = wrap(text, face, size, width);
  let best = lines;
  for (let w = width - 10; w > width / 3 && lines.length > 1; w -= 10) {
    const next = wrap(text, face, size, w);
    if (next.length > lines.length) break;
    best = next;
  }
  return best;
}

/** A PDF string literal; bytes above 127 as octal escapes, so the file stays ASCII. @param {string} text */
const str = (text) =>
  `(${encode(text)
    .map((c) =>
      c === 0x28 || c === 0x29 || c === 0x5c
        ? `\\${String.fromCharCode(c)}`
        : c > 126
          ? `\\${c.toString(8)}`
          : String.fromCharCode(c),
    )
    .join('')})`;

/* ---------- drawing ---------- */

const f = (/** @type {number} */ v) => String(Math.round(v * 10) / 10);
/** '#rrggbb' -> PDF colour operands. @param {string} hex */
const rgb = (hex) =>
  [1, 3, 5].map((i) => String(Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 100) / 100)).join(' ');
const fill = (/** @type {string} */ hex) => `${rgb(hex)} rg`;
const stroke = (/** @type {string} */ hex) => `${rgb(hex)} RG`;

const C = {
  ink: '#0b1020',
  ink2: '#131a2e',
  paper2: '#f5f6fa',
  text: '#1a2035',
  muted: '#4f5870',
  onDark: '#eef1f8',
  onDarkMuted: '#b4bdd3',
  accent: '#ff7a2e',
  accentStrong: '#c2410c',
  border: '#d6dbe7',
};

/**
 * SVG path data -> PDF path operators in the path's own coordinates (the caller sets a matrix that
 * flips and scales). Handles M L H V C S Q T A Z, absolute and relative.
 * @param {string} d
 */
function svgPath(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  /** @type {string[]} */
  const ops = [];
  let i = 0;
  let cmd = '';
  let [x, y, sx, sy, cx, cy] = [0, 0, 0, 0, 0, 0];
  let prevCubic = false;
  let prevQuad = false;
  /** @type {[number, number]} */
  let q = [0, 0];
  const num = () => Number(tokens[i++]);
  // One decimal of a path unit is far below what print or screen can show, and keeps the file small.
  const g = (/** @type {number} */ v) => String(Math.round(v * 10) / 10);
  const curve = (/** @type {number[]} */ p) => ops.push(`${p.map(g).join(' ')} c`);
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i] ?? '')) cmd = tokens[i++] ?? '';
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    const c = cmd.toUpperCase();
    let cubic = false;
    let quad = false;
    if (c === 'M') {
      x = ox + num();
      y = oy + num();
      [sx, sy] = [x, y];
      ops.push(`${g(x)} ${g(y)} m`);
      cmd = rel ? 'l' : 'L';
    } else if (c === 'L' || c === 'H' || c === 'V') {
      if (c !== 'V') x = (c === 'H' ? (rel ? x : 0) : ox) + num();
      if (c !== 'H') y = (c === 'V' ? (rel ? y : 0) : oy) + num();
      ops.push(`${g(x)} ${g(y)} l`);
    } else if (c === 'C' || c === 'S') {
      const [x1, y1] = c === 'C' ? [ox + num(), oy + num()] : prevCubic ? [2 * x - cx, 2 * y - cy] : [x, y];
      const [x2, y2] = [ox + num(), oy + num()];
      const [ex, ey] = [ox + num(), oy + num()];
      curve([x1, y1, x2, y2, ex, ey]);
      [cx, cy, x, y] = [x2, y2, ex, ey];
      cubic = true;
    } else if (c === 'Q' || c === 'T') {
      /** @type {[number, number]} */
      const ctrl = c === 'Q' ? [ox + num(), oy + num()] : prevQuad ? [2 * x - q[0], 2 * y - q[1]] : [x, y];
      const [ex, ey] = [ox + num(), oy + num()];
      curve([
        x + (2 / 3) * (ctrl[0] - x),
        y + (2 / 3) * (ctrl[1] - y),
        ex + (2 / 3) * (ctrl[0] - ex),
        ey + (2 / 3) * (ctrl[1] - ey),
        ex,
        ey,
      ]);
      q = ctrl;
      [x, y] = [ex, ey];
      quad = true;
    } else if (c === 'A') {
      const [rx, ry, rot, large, sweep] = [num(), num(), num(), num(), num()];
      const [ex, ey] = [ox + num(), oy + num()];
      for (const seg of arcToCurves(x, y, rx, ry, rot, large, sweep, ex, ey)) curve(seg);
      [x, y] = [ex, ey];
    } else if (c === 'Z') {
      ops.push('h');
      [x, y] = [sx, sy];
    } else throw new Error(`unsupported path command ${cmd}`);
    prevCubic = cubic;
    prevQuad = quad;
  }
  return ops.join(' ');
}

/**
 * An SVG elliptical arc as cubic Béziers (the endpoint-to-centre conversion of the SVG spec).
 * @returns {number[][]}
 */
function arcToCurves(
  /** @type {number} */ x1,
  /** @type {number} */ y1,
  /** @type {number} */ rx,
  /** @type {number} */ ry,
  /** @type {number} */ angle,
  /** @type {number} */ large,
  /** @type {number} */ sweep,
  /** @type {number} */ x2,
  /** @type {number} */ y2,
) {
  if (!rx || !ry) return [[x1, y1, x2, y2, x2, y2]];
  const phi = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const sign = large === sweep ? -1 : 1;
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const coef = sign * Math.sqrt(Math.max(0, num / (rx * rx * y1p * y1p + ry * ry * x1p * x1p)));
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const ang = (
    /** @type {number} */ ux,
    /** @type {number} */ uy,
    /** @type {number} */ vx,
    /** @type {number} */ vy,
  ) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  let t1 = ang(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = ang((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(dt) / (Math.PI / 2));
  const step = dt / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (/** @type {number} */ t) => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const deriv = (/** @type {number} */ t) => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  /** @type {number[][]} */
  const out = [];
  for (let s = 0; s < parts; s++) {
    const [a, b] = [t1, t1 + step];
    const [p1, p2, d1, d2] = [point(a), point(b), deriv(a), deriv(b)];
    out.push([
      (p1[0] ?? 0) + k * (d1[0] ?? 0),
      (p1[1] ?? 0) + k * (d1[1] ?? 0),
      (p2[0] ?? 0) - k * (d2[0] ?? 0),
      (p2[1] ?? 0) - k * (d2[1] ?? 0),
      p2[0] ?? 0,
      p2[1] ?? 0,
    ]);
    t1 = b;
  }
  return out;
}

/**
 * A glyph of the site's icon set (24-unit grid), stroked as the site draws it, with its top-left
 * corner at (x, y) on the page and `size` points wide.
 * @param {string} name @param {number} x @param {number} y @param {number} size @param {string} colour
 */
function icon(name, x, y, size, colour) {
  const glyph = glyphs[name];
  if (!glyph) throw new Error(`no icon named ${name}`);
  const s = size / 24;
  const paint = glyph.filled ? `${fill(colour)} f` : `${stroke(colour)} 1.8 w 1 J 1 j S`;
  return `q ${f(s)} 0 0 ${f(-s)} ${f(x)} ${f(y)} cm ${svgPath(glyph.d)} ${paint} Q`;
}

/** The logo, read from the site's own SVG so the brochure carries exactly the same mark. */
const logoSvg = readFileSync(path.join(root, 'public', 'logo.svg'), 'utf8');
const logoPaths = [...logoSvg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1] ?? '');
const logoRing = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/.exec(logoSvg);
/** The logo's drawing in its own SVG units (227 x 44, y down). */
function logoDrawing() {
  const [mark, ...letters] = logoPaths;
  const [cx, cy, r] = (logoRing ?? []).slice(1).map(Number);
  const ring = r
    ? svgPath(`M${(cx ?? 0) + r} ${cy}a${r} ${r} 0 1 0 ${-2 * r} 0a${r} ${r} 0 1 0 ${2 * r} 0z`)
    : '';
  return (
    `1 0 0 -1 0 44 cm ${fill(C.accent)} ${svgPath('M12 0h20a12 12 0 0 1 12 12v20a12 12 0 0 1-12 12H12A12 12 0 0 1 0 32V12A12 12 0 0 1 12 0z')} f ` +
    `1 J 1 j 5.2 w ${stroke(C.ink)} ${svgPath(mark ?? '')} S ` +
    `4.6 w ${stroke(C.onDark)} ${letters.map(svgPath).join(' ')} S ${stroke(C.accent)} ${ring} S`
  );
}
/** The logo with its top-left corner at (x, y), `height` points tall. @param {number} x @param {number} y @param {number} height */
const logo = (x, y, height) =>
  `q ${f(height / 44)} 0 0 ${f(height / 44)} ${f(x)} ${f(y - height)} cm ${logoDrawing()} Q`;

/** A rounded rectangle path (bottom-left corner x, y). */
const roundRect = (
  /** @type {number} */ x,
  /** @type {number} */ y,
  /** @type {number} */ w,
  /** @type {number} */ h,
  /** @type {number} */ r,
) => {
  const k = r * 0.4477;
  return (
    `${f(x + r)} ${f(y)} m ${f(x + w - r)} ${f(y)} l ${f(x + w - k)} ${f(y)} ${f(x + w)} ${f(y + k)} ${f(x + w)} ${f(y + r)} c ` +
    `${f(x + w)} ${f(y + h - r)} l ${f(x + w)} ${f(y + h - k)} ${f(x + w - k)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)} c ` +
    `${f(x + r)} ${f(y + h)} l ${f(x + k)} ${f(y + h)} ${f(x)} ${f(y + h - k)} ${f(x)} ${f(y + h - r)} c ` +
    `${f(x)} ${f(y + r)} l ${f(x)} ${f(y + k)} ${f(x + k)} ${f(y)} ${f(x + r)} ${f(y)} c h`
  );
};

/**
 * Lines of text from (x, y) downwards (y is the first baseline).
 * @param {string[]} lines @param {Face} face @param {number} size @param {number} x @param {number} y @param {number} leading @param {string} colour
 * @param {number} [tracking] extra space between letters, in points
 */
function textBlock(lines, face, size, x, y, leading, colour, tracking = 0) {
  if (!lines.length) return '';
  const [first, ...rest] = lines;
  // Character spacing is graphics state and outlives ET: set it only inside q ... Q.
  const body = `BT /F${face === 'B' ? 2 : 1} ${size} Tf ${tracking ? `${tracking} Tc ` : ''}${f(leading)} TL ${fill(colour)} ${f(x)} ${f(y)} Td ${str(first ?? '')} Tj${rest.map((l) => ` ${str(l)} '`).join('')} ET`;
  return tracking ? `q ${body} Q` : body;
}

/* ---------- the two pages ---------- */

const W = 595;
const H = 842;
const M = 48;

/** @param {Service} s */
function cover(s) {
  const ops = [`${fill(C.ink)} 0 0 ${W} ${H} re f`];
  // Rings spreading from the top-right corner, as on the site's service banners.
  ops.push(`q /Soft gs ${stroke(C.accent)} 1.2 w`);
  for (let r = 100; r <= 660; r += 80) ops.push(svgPath(`M${W - r} ${H}a${r} ${r} 0 0 1 ${r} ${-r}`), 'S');
  ops.push('Q');
  ops.push(logo(M, H - M, 30));
  // The service's icon on an orange disc.
  const [dx, dy, dr] = [W - 165, 570, 100];
  ops.push(
    `${fill(C.accent)} ${svgPath(`M${dx + dr} ${dy}a${dr} ${dr} 0 1 0 ${-2 * dr} 0a${dr} ${dr} 0 1 0 ${2 * dr} 0z`)} f`,
  );
  ops.push(icon(s.icon, dx - 56, dy + 56, 112, C.ink));
  const titleLines = balance(s.name, 'B', 44, W - 2 * M);
  let y = 380;
  ops.push(textBlock(['SERVICE BROCHURE'], 'B', 11, M, y + 50, 0, C.accent, 2.2));
  ops.push(textBlock(titleLines, 'B', 44, M, y, 50, C.onDark));
  y -= (titleLines.length - 1) * 50 + 36;
  const summary = wrap(s.summary, 'R', 14, 380);
  ops.push(textBlock(summary, 'R', 14, M, y, 20, C.onDarkMuted));
  ops.push(`${fill(C.accent)} ${M} ${f(y - summary.length * 20 - 8)} 56 4 re f`);
  // Footer line: who we are and how to reach us.
  ops.push(`${stroke('#2a3455')} 0.8 w ${M} 96 m ${W - M} 96 l S`);
  ops.push(textBlock([site.company.name], 'B', 10, M, 72, 0, C.onDark));
  ops.push(
    textBlock(
      [`${site.company.address.addressLocality}, ${site.company.address.addressCountryName}`],
      'R',
      10,
      M,
      56,
      0,
      C.onDarkMuted,
    ),
  );
  return ops.join('\n');
}

/**
 * The offer: each section in order of importance; the layout leaves out the least important ones
 * when `keep` says so, so long copy still fits the labelled size.
 * @param {Service} s @param {number} keep how many optional sections to draw
 */
function offer(s, keep) {
  const ops = [`${fill(C.ink)} 0 ${H - 64} ${W} 64 re f`, logo(M, H - 20, 24)];
  ops.push(textBlock([s.name], 'B', 10, W - M - textWidth(s.name, 'B', 10), H - 38, 0, C.onDarkMuted));
  const width = W - 2 * M;
  let y = H - 112;
  const title = balance(s.mainTitle, 'B', 22, width);
  ops.push(textBlock(title, 'B', 22, M, y, 27, C.text));
  y -= title.length * 27 + 2;
  const lead = wrap(s.mainDescription, 'R', 10.5, width);
  ops.push(textBlock(lead, 'R', 10.5, M, y, 15.5, C.muted));
  y -= lead.length * 15.5 + 16;

  // Highlights: a checklist in two columns on a tinted panel.
  const colW = (width - 24) / 2;
  const items = s.benefitPoints.map((p) => wrap(p, 'B', 10, colW - 28));
  const rows = Math.ceil(items.length / 2);
  const rowH = Math.max(...items.map((l) => l.length)) * 13 + 12;
  const panelH = 46 + rows * rowH;
  ops.push(`${fill(C.paper2)} ${roundRect(M, y - panelH, width, panelH, 10)} f`);
  ops.push(textBlock([s.benefitTitle], 'B', 13, M + 18, y - 26, 0, C.text));
  items.forEach((lines, i) => {
    const x = M + 18 + (i % 2) * (colW + 6);
    const top = y - 48 - Math.floor(i / 2) * rowH;
    ops.push(`${fill(C.accent)} ${svgPath(`M${x + 16} ${top}a8 8 0 1 0 -16 0a8 8 0 1 0 16 0z`)} f`);
    ops.push(icon('check', x + 2.5, top + 5.5, 11, C.ink));
    ops.push(textBlock(lines, 'B', 10, x + 24, top - 3.5, 13, C.text));
  });
  y -= panelH + 30;

  // The benefits with their icons, two by two.
  const cellW = (width - 20) / 2;
  const cells = s.points.map((p) => [p, wrap(p.text, 'R', 9.5, cellW - 46)]);
  const cellH = Math.max(...cells.map(([, l]) => /** @type {string[]} */ (l).length)) * 13 + 40;
  cells.forEach(([point, lines], i) => {
    const p = /** @type {Service['points'][number]} */ (point);
    const x = M + (i % 2) * (cellW + 20);
    const top = y - Math.floor(i / 2) * (cellH + 12);
    ops.push(`${stroke(C.border)} 0.8 w ${roundRect(x, top - cellH, cellW, cellH, 8)} S`);
    ops.push(icon(p.iconClass, x + 12, top - 12, 20, C.accentStrong));
    ops.push(textBlock([p.title], 'B', 11, x + 42, top - 24, 0, C.text));
    ops.push(textBlock(/** @type {string[]} */ (lines), 'R', 9.5, x + 42, top - 39, 13, C.muted));
  });
  y -= Math.ceil(cells.length / 2) * (cellH + 12) + 18;

  // Optional depth: the page's second and third sections, side by side, while they fit.
  const extra = [
    [s.subTitle, s.subDescription],
    [s.thirdTitle, s.thirdDescription],
  ].slice(0, keep);
  const footerTop = 150;
  extra.forEach(([heading, body], i) => {
    const x = M + i * (cellW + 20);
    // One section alone spans the page; two share it.
    const lines = wrap(body ?? '', 'R', 9.5, extra.length === 1 ? width : cellW);
    ops.push(textBlock([heading ?? ''], 'B', 11, x, y, 0, C.text));
    ops.push(textBlock(lines, 'R', 9.5, x, y - 16, 13.5, C.muted));
    if (y - 16 - lines.length * 13.5 < footerTop) throw new RangeError('page full');
  });

  // How to reach us.
  ops.push(`${fill(C.ink)} 0 0 ${W} 124 re f ${fill(C.accent)} 0 124 ${W} 4 re f`);
  ops.push(textBlock(['Let’s start working together'], 'B', 16, M, 88, 0, C.onDark));
  ops.push(
    textBlock(
      [
        `${site.company.pricingNote} (${site.company.currency}); we reply within ${workingDays(figures.replyWorkingDays.enquiry)}.`,
      ],
      'R',
      10,
      M,
      68,
      0,
      C.onDarkMuted,
    ),
  );
  const a = site.company.address;
  ops.push(
    textBlock(
      [
        `${a.streetAddress},`,
        `${a.addressLocality} ${a.postalCode}, ${a.addressRegionName}, ${a.addressCountryName}`,
      ],
      'R',
      9,
      M,
      42,
      12,
      C.onDarkMuted,
    ),
  );
  const right = [
    contact.email,
    contact.phone,
    `${contact.openingHours.label}, ${contact.openingHours.closedLabel}`,
  ];
  ops.push(
    ...right.map((line, i) =>
      textBlock(
        [line],
        i < 2 ? 'B' : 'R',
        i < 2 ? 11 : 9,
        W - M - textWidth(line, i < 2 ? 'B' : 'R', i < 2 ? 11 : 9),
        88 - i * 17,
        0,
        i < 2 ? C.onDark : C.onDarkMuted,
      ),
    ),
  );
  return ops.join('\n');
}

/* ---------- the file ---------- */

const deflate = (/** @type {string} */ text) => zlibSync(Buffer.from(text, 'latin1'), { level: 9 });

/**
 * The file: PDF 1.5. Both pages are drawn side by side in one compressed form, which each page shows
 * through its own window (page 2 shifted left by a page width): one compression dictionary for the two
 * pages' shared words, colours and logo instead of two. The small dictionaries sit in one compressed
 * object stream with a compressed cross-reference stream. Together that leaves most of the labelled
 * size to the content.
 * @param {Service} s
 * @param {number} keep optional sections to include
 * @param {number} padding bytes of comment before the cross-reference stream
 */
function pdf(s, keep, padding) {
  // Objects 1-6 live in the object stream (10); 7-9 are streams of their own.
  const small = [
    '<</Type/Catalog/Pages 2 0 R/Lang(en-IN)/ViewerPreferences<</DisplayDocTitle true>>>>',
    `<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2/MediaBox[0 0 ${W} ${H}]/Resources 5 0 R>>`,
    '<</Type/Page/Parent 2 0 R/Contents 7 0 R>>',
    '<</Type/Page/Parent 2 0 R/Contents 8 0 R>>',
    '<</Font<</F1<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>/F2<</Type/Font/Subtype/Type1/BaseFont/Helvetica-Bold/Encoding/WinAnsiEncoding>>>>/ExtGState<</Soft<</CA 0.16>>>>/XObject<</P 9 0 R>>>>',
    `<</Title${str(s.documentTitle)}/Author${str(site.company.name)}>>`,
  ];
  let header = '';
  let bodies = '';
  small.forEach((obj, i) => {
    header += `${i + 1} ${bodies.length} `;
    bodies += `${obj}\n`;
  });
  const spread = `${cover(s)}\nq 1 0 0 1 ${W} 0 cm\n${offer(s, keep)}\nQ`;
  /** @type {[string, Uint8Array | string][]} */
  const streams = [
    ['', '/P Do'],
    ['', `1 0 0 1 -${W} 0 cm /P Do`],
    [
      `/Type/XObject/Subtype/Form/BBox[0 0 ${2 * W} ${H}]/Resources 5 0 R/Filter/FlateDecode`,
      deflate(spread),
    ],
    [`/Type/ObjStm/N ${small.length}/First ${header.length}/Filter/FlateDecode`, deflate(header + bodies)],
  ];
  /** @type {Buffer[]} */
  const parts = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const push = (/** @type {Buffer} */ b) => {
    parts.push(b);
    length += b.length;
  };
  /** @type {number[]} */
  const offsets = [];
  streams.forEach(([dict, data], i) => {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
    offsets.push(length);
    push(Buffer.from(`${7 + i} 0 obj\n<<${dict}/Length ${bytes.length}>>stream\n`, 'latin1'));
    push(bytes);
    push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  });
  // A comment before the cross-reference stream brings the file to the labelled size; it shows nothing.
  if (padding) push(Buffer.from(`%${'-'.repeat(padding - 2)}\n`, 'latin1'));
  const xrefAt = length;
  // Entries of 1 + 2 + 1 bytes: type, offset or object stream number, generation or index.
  const entries = [
    [0, 0, 255],
    ...small.map((_, i) => [2, 10, i]),
    ...offsets.map((o) => [1, o, 0]),
    [1, xrefAt, 0],
  ];
  const table = Buffer.from(entries.flatMap(([t = 0, a = 0, b = 0]) => [t, a >> 8, a & 255, b]));
  const xref = zlibSync(table, { level: 9 });
  push(
    Buffer.from(
      `11 0 obj\n<</Type/XRef/Size 12/W[1 2 1]/Root 1 0 R/Info 6 0 R/Filter/FlateDecode/Length ${xref.length}>>stream\n`,
      'latin1',
    ),
  );
  push(Buffer.from(xref));
  push(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** @param {Service} s */
function brochurePdf(s) {
  for (let keep = 2; keep >= 0; keep--) {
    let bare;
    try {
      bare = pdf(s, keep, 0);
    } catch (error) {
      if (error instanceof RangeError) continue;
      throw error;
    }
    if (TARGET_BYTES - bare.length >= 3) return { file: pdf(s, keep, TARGET_BYTES - bare.length), keep };
  }
  throw new Error(
    `${s.documentTitle} does not fit in ${TARGET_BYTES} bytes even without its optional sections`,
  );
}

// One file per download link; a file two pages share is made from the service it is named after.
const byFile = new Map();
for (const s of services) {
  const current = byFile.get(s.documentLink);
  if (!current || s.documentLink === `/brochures/${s.slug}.pdf`) byFile.set(s.documentLink, s);
}
for (const [link, s] of byFile) {
  const { file, keep } = brochurePdf(s);
  const target = path.join(root, 'public', link);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, file);
  console.log(
    `${link}: ${file.length} bytes${keep < 2 ? ` (${2 - keep} optional section(s) left out)` : ''}`,
  );
}
