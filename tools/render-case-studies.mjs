#!/usr/bin/env node
/**
 * Renders each portfolio project's pictures (committed; run again only to change them) from the
 * product screens designed in tools/case-studies/{projectId}.html: headless Chromium lays out the
 * screens inside device frames drawn in stage.css, sharp encodes WebP into public/portfolio/:
 *   {id}-card.webp    card: the product in its frame, cropped for the grid (4:3)
 *   {id}-hero.webp    hero: browser window and phone, or three phones for an app
 *   {id}-detail.webp  close-up of one part of a screen
 *   {id}-mobile.webp  the phone view
 * Sizes come from src/content/portfolio/images.ts, brand colours and device from the seeded case
 * studies (wordpress/seed/case-studies.json).
 *
 * A project file holds <template data-screen="…"> elements: `desktop` (1280x800, data-url for the
 * address bar) and `phone` (375x812) for the web, `phone-a` … `phone-d` for apps, `detail` (its own
 * data-width/-height) and an optional `float` card beside the phone. A phone template may set
 * data-status="light" (white status bar), data-scroll-mobile (how far its `.scroll` content is
 * scrolled in the phone view). Charts are <svg data-chart="area|bars|donut|spark"> filled in here.
 *   node tools/render-case-studies.mjs [projectId …]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { fontFaceCss } from './lib/design-fonts.mjs';
import { loadPortfolio } from './lib/portfolio-source.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const root = path.resolve(import.meta.dirname, '..');
const designDir = path.join(root, 'tools/case-studies');
const outDir = path.join(root, 'public/portfolio');
/** Files above this are encoded again at a lower quality. */
const MAX_BYTES = 95 * 1024;

/** @typedef {import('./lib/portfolio-source.mjs').ProjectBrief} ProjectBrief */
/** @typedef {import('./lib/portfolio-source.mjs').ImageKind} Kind */

/**
 * The page holding one project's screens, ready for `composeShot`.
 * @param {ProjectBrief} project
 */
function stagePage(project) {
  const css = (/** @type {string} */ name) => pathToFileURL(path.join(designDir, name)).href;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<style>${fontFaceCss}</style>
<link rel="stylesheet" href="${css('kit.css')}"><link rel="stylesheet" href="${css('stage.css')}">
</head><body style="--brand:${project.palette[0]};--accent:${project.palette[1]}">
${readFileSync(path.join(designDir, 'icons.svg'), 'utf8')}
${readFileSync(path.join(designDir, `${project.projectId}.html`), 'utf8')}
<div id="stage"></div>
</body></html>`;
}

/**
 * Runs in the page: lays out one picture of the project inside #stage.
 * @param {{ kind: Kind, device: 'web' | 'mobile', width: number, height: number }} shot
 */
function composeShot({ kind, device, width, height }) {
  const stage = /** @type {HTMLElement} */ (document.getElementById('stage'));
  stage.replaceChildren();
  stage.className = `stage ${kind === 'detail' ? 'light' : 'dark'}`;
  stage.style.width = `${width}px`;
  stage.style.height = `${height}px`;

  /** @param {string} name */
  const template = (name) => {
    const found = document.querySelector(`template[data-screen="${name}"]`);
    if (!(found instanceof HTMLTemplateElement)) throw new Error(`no template ${name}`);
    return found;
  };
  /** @param {string} name */
  const has = (name) => document.querySelector(`template[data-screen="${name}"]`) !== null;
  /**
   * @param {string} name
   * @param {number} w
   * @param {number} h
   */
  const screen = (name, w, h) => {
    const t = template(name);
    const el = document.createElement('div');
    el.className = `screen ${t.dataset.class ?? ''}`;
    el.style.width = `${w}px`;
    el.style.height = `${h}px`;
    el.append(t.content.cloneNode(true));
    return el;
  };
  /**
   * @param {HTMLElement} el
   * @param {number} x
   * @param {number} y
   * @param {number} scale
   * @param {number} [z]
   */
  const place = (el, x, y, scale, z = 1) => {
    el.style.left = `${x}px`;
    el.style.top = `${y}px`;
    el.style.transform = `scale(${scale})`;
    el.style.zIndex = String(z);
    stage.append(el);
    return el;
  };
  const icon = (/** @type {string} */ id, size = 16) =>
    `<svg class="i" style="width:${size}px;height:${size}px"><use href="#${id}"/></svg>`;

  const BROWSER = { w: 1280, h: 846 };
  const browser = () => {
    const el = document.createElement('div');
    el.className = 'browser';
    el.style.width = `${BROWSER.w}px`;
    const bar = document.createElement('div');
    bar.className = 'bar';
    bar.innerHTML = `<span class="lights"><i></i><i></i><i></i></span><span class="nav-arrows">${icon('chevron-left')}${icon('chevron-right')}</span><span class="url">${icon('lock', 13)}${template('desktop').dataset.url ?? ''}</span><span class="spacer"></span>`;
    el.append(bar, screen('desktop', 1280, 800));
    return el;
  };
  const PHONE = { w: 399, h: 836 };
  /**
   * @param {string} name
   * @param {boolean} scrolled  use the template's data-scroll-mobile
   */
  const phone = (name, scrolled = false) => {
    const t = template(name);
    const el = document.createElement('div');
    el.className = 'phone';
    const glass = document.createElement('div');
    glass.className = 'glass';
    const light = t.dataset.status === 'light';
    const status = document.createElement('div');
    status.className = `status${light ? ' light' : ''}`;
    status.innerHTML = `<span>9:41</span><span class="icons"><svg width="18" height="12" viewBox="0 0 18 12" fill="currentColor"><rect x="0" y="8" width="3" height="4" rx="1"/><rect x="5" y="5.5" width="3" height="6.5" rx="1"/><rect x="10" y="3" width="3" height="9" rx="1"/><rect x="15" y="0" width="3" height="12" rx="1"/></svg>${icon('wifi', 17)}<svg width="27" height="13" viewBox="0 0 27 13"><rect x=".5" y=".5" width="23" height="12" rx="3.5" fill="none" stroke="currentColor" opacity=".4"/><rect x="2" y="2" width="17" height="9" rx="2" fill="currentColor"/><path d="M25 4.5v4a2 2 0 0 0 0-4z" fill="currentColor" opacity=".4"/></svg></span>`;
    const content = screen(name, 375, 812);
    content.classList.add('mobile');
    const offset = scrolled ? Number(t.dataset.scrollMobile ?? 0) : 0;
    const scroller = content.querySelector('.scroll');
    if (offset && scroller instanceof HTMLElement) {
      scroller.style.transform = `translateY(-${offset}px)`;
      content.classList.add('scrolled');
    }
    const island = document.createElement('div');
    island.className = 'island';
    const bar = document.createElement('div');
    bar.className = `home-bar${t.dataset.homebar === 'light' ? ' light' : ''}`;
    glass.append(content, status, island, bar);
    el.append(glass);
    return el;
  };
  const detail = () => {
    const t = template('detail');
    const w = Number(t.dataset.width ?? 640);
    const h = Number(t.dataset.height ?? 480);
    const el = document.createElement('div');
    el.className = 'lifted';
    el.append(screen('detail', w, h));
    return { el, w, h };
  };
  const halo = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ r) => {
    const el = document.createElement('div');
    el.className = 'halo';
    el.style.width = el.style.height = `${r * 2}px`;
    return place(el, x - r, y - r, 1, 0);
  };

  const appScreens = ['phone-a', 'phone-b', 'phone-c'];
  if (kind === 'hero') {
    if (device === 'web') {
      const s = (width * 0.7) / BROWSER.w;
      const bx = width * 0.08;
      const by = (height - BROWSER.h * s) / 2 + height * 0.03;
      halo(bx + BROWSER.w * s * 0.55, height * 0.45, width * 0.32);
      place(browser(), bx, by, s, 1);
      const ps = (height * 0.72) / PHONE.h;
      place(
        phone('phone'),
        width - width * 0.07 - PHONE.w * ps,
        height - height * 0.06 - PHONE.h * ps,
        ps,
        2,
      );
    } else {
      const sc = (height * 0.86) / PHONE.h;
      const ss = sc * 0.86;
      const cx = width / 2;
      // The side phones sit clear of the centre one, so every screen reads whole.
      const offset = (PHONE.w * sc) / 2 + width * 0.02;
      halo(cx, height * 0.5, width * 0.3);
      place(phone(appScreens[1] ?? ''), cx - offset - PHONE.w * ss, height * 0.16, ss, 1);
      place(phone(appScreens[2] ?? ''), cx + offset, height * 0.16, ss, 1);
      place(phone(appScreens[0] ?? ''), cx - (PHONE.w * sc) / 2, height * 0.07, sc, 2);
    }
  } else if (kind === 'card') {
    if (device === 'web') {
      const s = (width * 0.94) / BROWSER.w;
      halo(width * 0.6, height * 0.5, width * 0.45);
      place(browser(), width * 0.09, height * 0.11, s, 1);
    } else {
      const s = (height * 0.92) / PHONE.h;
      halo(width / 2, height * 0.6, width * 0.4);
      const offset = (PHONE.w * s) / 2 + width * 0.015;
      place(phone(appScreens[1] ?? ''), width / 2 - offset - PHONE.w * s * 0.9, height * 0.2, s * 0.9, 1);
      place(phone(appScreens[2] ?? ''), width / 2 + offset, height * 0.2, s * 0.9, 1);
      place(phone(appScreens[0] ?? ''), width / 2 - (PHONE.w * s) / 2, height * 0.1, s, 2);
    }
  } else if (kind === 'detail') {
    if (device === 'web') {
      const ghost = place(browser(), width * 0.3, height * 0.1, (width * 0.95) / BROWSER.w, 0);
      ghost.classList.add('backdrop');
    } else {
      const ghost = place(phone('phone-b'), width * 0.58, height * 0.06, (height * 1.1) / PHONE.h, 0);
      ghost.classList.add('backdrop');
    }
    const { el, w, h } = detail();
    const s = Math.min((width * 0.84) / w, (height * 0.8) / h);
    place(el, (width - w * s) / 2, (height - h * s) / 2, s, 2);
  } else {
    const name = device === 'web' ? 'phone' : 'phone-d';
    const s = (height * 0.86) / PHONE.h;
    const x = (width - PHONE.w * s) / 2 + (has('float') ? width * 0.07 : 0);
    halo(width / 2, height * 0.45, width * 0.5);
    place(phone(name, true), x, height * 0.07, s, 1);
    if (has('float')) {
      const t = template('float');
      const w = Number(t.dataset.width ?? 300);
      const h = Number(t.dataset.height ?? 120);
      const card = document.createElement('div');
      card.className = 'floating';
      card.append(screen('float', w, h));
      const fs = Math.min(1.15, (width * 0.62) / w);
      place(card, width * 0.05, height * 0.64, fs, 3);
    }
  }
}

/** Runs in the page: draws every `svg[data-chart]` inside #stage from its data attributes. */
function drawCharts() {
  /**
   * A smooth path through the points (Catmull-Rom as cubic Béziers).
   * @param {[number, number][]} pts
   */
  const smooth = (pts) =>
    pts
      .map(([x, y], i) => {
        if (i === 0) return `M${x} ${y}`;
        const p0 = pts[i - 2] ?? pts[i - 1] ?? [x, y];
        const p1 = pts[i - 1] ?? [x, y];
        const p3 = pts[i + 1] ?? [x, y];
        const c1 = [p1[0] + (x - p0[0]) / 6, p1[1] + (y - p0[1]) / 6];
        const c2 = [x - (p3[0] - p1[0]) / 6, y - (p3[1] - p1[1]) / 6];
        return `C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${x} ${y}`;
      })
      .join('');
  for (const svg of document.querySelectorAll('#stage svg[data-chart]')) {
    if (!(svg instanceof SVGSVGElement)) continue;
    const d = svg.dataset;
    const w = Number(d.w ?? 400);
    const h = Number(d.h ?? 160);
    svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    svg.classList.add('chart');
    const values = (d.values ?? '').split(',').map(Number);
    const second = d.values2 ? d.values2.split(',').map(Number) : [];
    const labels = d.labels ? d.labels.split(',') : [];
    const color = d.color ?? 'var(--ui)';
    const color2 = d.color2 ?? '#cbd5e1';
    const max = Number(d.max ?? Math.max(...values, ...second) * 1.1);
    const pad = labels.length ? 18 : 2;
    const plotH = h - pad;
    let out = '';
    if (d.chart === 'area' || d.chart === 'spark') {
      // Both series share the x axis: the longer one spans the width.
      const n = Math.max(values.length, second.length);
      const step = w / (n - 1);
      /** @param {number[]} vs @returns {[number, number][]} */
      const pts = (vs) => vs.map((v, i) => [i * step, 4 + (plotH - 8) * (1 - v / max)]);
      if (d.chart === 'area' && !d.nogrid)
        for (let g = 0; g < 4; g++)
          out += `<line x1="0" x2="${w}" y1="${4 + ((plotH - 8) * g) / 3}" y2="${4 + ((plotH - 8) * g) / 3}" stroke="var(--line)" stroke-dasharray="${g === 3 ? '' : '3 4'}"/>`;
      const id = `g${Math.random().toString(36).slice(2, 8)}`;
      const line = smooth(pts(values));
      if (second.length)
        out += `<path d="${smooth(pts(second))}" fill="none" stroke="${color2}" stroke-width="2" stroke-dasharray="5 5"/>`;
      out += `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".28"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>`;
      out += `<path d="${line}L${(values.length - 1) * step} ${plotH}L0 ${plotH}Z" fill="url(#${id})"/>`;
      out += `<path d="${line}" fill="none" stroke="${color}" stroke-width="${d.chart === 'spark' ? 2 : 2.5}" stroke-linecap="round"/>`;
      const last = pts(values).at(-1);
      if (last && d.chart === 'area' && !d.nodot)
        out += `<circle cx="${last[0] - 1}" cy="${last[1]}" r="5" fill="#fff" stroke="${color}" stroke-width="2.5"/>`;
      labels.forEach((l, i) => {
        const x = (i * w) / Math.max(1, labels.length - 1);
        out += `<text x="${x}" y="${h - 3}" text-anchor="${i === 0 ? 'start' : i === labels.length - 1 ? 'end' : 'middle'}">${l}</text>`;
      });
    } else if (d.chart === 'bars') {
      const n = values.length;
      const gap = Number(d.gap ?? 0.38);
      const bw = w / n;
      const hi = d.highlight ? Number(d.highlight) : -1;
      values.forEach((v, i) => {
        const bh = (plotH - 4) * (v / max);
        const fill = i === hi || (hi < 0 && !d.flat && i === n - 1) ? color : d.flat ? color : color2;
        out += `<rect x="${i * bw + (bw * gap) / 2}" y="${plotH - bh}" width="${bw * (1 - gap)}" height="${bh}" rx="${Math.min(4, (bw * (1 - gap)) / 3)}" fill="${fill}"/>`;
        if (second[i] !== undefined) {
          const sh = (plotH - 4) * ((second[i] ?? 0) / max);
          out += `<rect x="${i * bw + (bw * gap) / 2}" y="${plotH - bh - sh}" width="${bw * (1 - gap)}" height="${sh}" fill="${color2}" rx="2"/>`;
        }
        if (labels[i])
          out += `<text x="${i * bw + bw / 2}" y="${h - 3}" text-anchor="middle">${labels[i]}</text>`;
      });
    } else if (d.chart === 'donut') {
      const colors = (d.colors ?? `${color},${color2}`).split(',');
      const total = values.reduce((a, b) => a + b, 0);
      const r = Math.min(w, h) / 2 - Number(d.thick ?? 14) / 2;
      const c = 2 * Math.PI * r;
      let acc = 0;
      values.forEach((v, i) => {
        const len = (v / total) * c;
        out += `<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${d.thick ?? 14}" stroke-dasharray="${Math.max(0, len - 2)} ${c}" stroke-dashoffset="${-acc}" transform="rotate(-90 ${w / 2} ${h / 2})"/>`;
        acc += len;
      });
    }
    svg.insertAdjacentHTML('afterbegin', out);
  }
}

/**
 * WebP under MAX_BYTES: quality steps down from 82 until it fits.
 * @param {Buffer} png
 * @param {string} file
 */
async function writeWebp(png, file) {
  for (const quality of [82, 78, 74, 70, 66, 62]) {
    const webp = await sharp(png).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (webp.length <= MAX_BYTES || quality === 62) {
      writeFileSync(file, webp);
      return { bytes: webp.length, quality };
    }
  }
  throw new Error('unreachable');
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'case-studies-'));
try {
  const { projects, sizes, imagePath } = await loadPortfolio(tmp);
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !projects.some((p) => p.projectId === id));
  if (unknown.length) throw new Error(`Unknown project ${unknown.join(', ')}`);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--allow-file-access-from-files', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const project of projects.filter((p) => !wanted.length || wanted.includes(p.projectId))) {
      const file = path.join(tmp, `${project.projectId}.html`);
      writeFileSync(file, stagePage(project));
      await page.goto(pathToFileURL(file).href);
      for (const kind of /** @type {Kind[]} */ (['card', 'hero', 'detail', 'mobile'])) {
        const { width, height } = sizes[kind];
        await page.setViewportSize({ width, height });
        await page.evaluate(composeShot, { kind, device: project.device, width, height });
        await page.evaluate(drawCharts);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } });
        const target = path.join(root, 'public', imagePath(project.projectId, kind));
        const { bytes, quality } = await writeWebp(png, target);
        console.log(
          `${path.relative(root, target)}  ${width}x${height}  q${quality}  ${(bytes / 1024).toFixed(1)} KB`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
