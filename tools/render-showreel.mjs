#!/usr/bin/env node
/**
 * Renders the agency's showreel from its own case studies (nothing downloaded, no stock footage):
 * the portfolio's hero pictures (public/portfolio, drawn by tools/render-case-studies.mjs) are laid
 * out with their titles and results in a page that headless Chromium steps through frame by frame;
 * ffmpeg encodes the frames into public/media/showreel.mp4 (H.264, 1280x720, 25 fps, 10.5 s, no
 * sound) and the script writes the poster and the captions (public/media/showreel.vtt) from the same
 * timeline (lib/showreel-timeline.mjs), so the captions add only what the frames do not say in words.
 *   node tools/render-showreel.mjs              (needs ffmpeg on PATH; the outputs are committed)
 *   node tools/render-showreel.mjs --captions   (only the captions file; no browser, no ffmpeg)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { fontFaceCss } from './lib/design-fonts.mjs';
import { loadPortfolio, loadProjectBriefs } from './lib/portfolio-source.mjs';
import {
  FADE,
  featuredProjects,
  INTRO_END,
  INTRO_TEXT,
  OUTRO_START,
  OUTRO_TEXT,
  SECONDS,
  SLOT,
  showreelCues,
  slideText,
  webVtt,
} from './lib/showreel-timeline.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/media');
const W = 1280;
const H = 720;
const FPS = 25;
const INK = '#0b1020';
const ORANGE = '#ff7a2e';

const escapeHtml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const captionsFile = path.join(outDir, 'showreel.vtt');
if (process.argv.includes('--captions')) {
  writeFileSync(captionsFile, webVtt(showreelCues(featuredProjects(loadProjectBriefs()))));
  process.exit(0);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'showreel-'));
try {
  const { projects, imagePath } = await loadPortfolio(tmp);
  const featured = featuredProjects(projects);
  const file = (/** @type {string} */ src) => pathToFileURL(path.join(root, 'public', src)).href;

  const mosaic = projects.map((p) => `<img src="${file(imagePath(p.projectId, 'card'))}" alt="">`).join('');
  const slides = featured
    .map((p, i) => {
      const text = slideText(p);
      return `<section class="slide" data-i="${i}" style="--accent:${p.palette[1]}">
      <img class="hero" src="${file(imagePath(p.projectId, 'hero'))}" alt="">
      <div class="label">
        <p class="eyebrow">${escapeHtml(text.eyebrow)}</p>
        <h2>${escapeHtml(text.title)}</h2>
        <p class="outcome"><b>${escapeHtml(text.value)}</b><span>${escapeHtml(text.label)}</span></p>
      </div>
    </section>`;
    })
    .join('');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontFaceCss}
html, body { margin: 0; background: ${INK}; }
#reel { position: relative; width: ${W}px; height: ${H}px; overflow: hidden; background: ${INK};
  font-family: Inter, sans-serif; color: #eef1f8; -webkit-font-smoothing: antialiased; }
#reel > * { position: absolute; inset: 0; }
.glow { background: radial-gradient(ellipse 50% 60% at 85% 10%, rgb(255 122 46 / 30%), transparent 70%),
  radial-gradient(ellipse 45% 55% at 5% 100%, rgb(99 102 241 / 22%), transparent 70%); }
#reel .mosaic { display: grid; grid-template-columns: repeat(4, 360px); gap: 22px; inset: -160px auto auto -120px;
  transform-origin: 50% 50%; }
.mosaic img { width: 360px; height: 270px; border-radius: 14px; display: block; }
.shade { background: linear-gradient(180deg, rgb(11 16 32 / 72%), rgb(11 16 32 / 88%)); }
.intro, .outro { display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
.intro p, .outro p { margin: 0; }
.kicker { color: ${ORANGE}; font-size: 20px; font-weight: 700; letter-spacing: .18em; text-transform: uppercase; }
.big { margin-top: 14px; font-family: 'Space Grotesk', sans-serif; font-size: 68px; font-weight: 700; letter-spacing: -.03em; line-height: 1.05; }
.sub { margin-top: 16px; color: #b4bdd3; font-size: 24px; }
.rule { width: 320px; height: 6px; margin-top: 26px; border-radius: 3px; background: ${ORANGE}; transform-origin: 50% 50%; }
.slide { overflow: hidden; }
.slide .hero { position: absolute; left: 50%; top: 50%; width: ${W}px; height: 800px; object-fit: cover; margin: -400px 0 0 -${W / 2}px; }
.slide::after { content: ''; position: absolute; inset: 0; background: linear-gradient(0deg, rgb(11 16 32 / 96%) 0%, rgb(11 16 32 / 78%) 30%, transparent 58%); }
.label { position: absolute; z-index: 1; left: 64px; right: 64px; bottom: 46px; display: flex; flex-direction: column; gap: 6px; }
.label .eyebrow { margin: 0; color: var(--accent); font-size: 15px; font-weight: 700; letter-spacing: .14em; text-transform: uppercase; }
.label h2 { margin: 0; font-family: 'Space Grotesk', sans-serif; font-size: 46px; letter-spacing: -.02em; line-height: 1.05; }
.label .outcome { display: flex; align-items: baseline; gap: 14px; margin: 4px 0 0; font-size: 19px; color: #d7dcea; }
.label .outcome b { color: var(--accent); font-family: 'Space Grotesk', sans-serif; font-size: 30px; }
#reel .count { inset: auto 64px 22px auto; font-size: 14px; font-weight: 600; color: #b4bdd3; letter-spacing: .08em; z-index: 5; }
#reel .bar { inset: auto 0 0 0; height: 4px; background: ${ORANGE}; transform-origin: 0 50%; z-index: 5; }
</style></head><body>
<div id="reel">
  <div class="glow"></div>
  <div class="mosaic">${mosaic}${mosaic}</div>
  <div class="shade"></div>
  <div class="intro"><p class="kicker">${escapeHtml(INTRO_TEXT.kicker)}</p><p class="big">${escapeHtml(INTRO_TEXT.big)}</p><p class="sub">${escapeHtml(INTRO_TEXT.sub)}</p></div>
  ${slides}
  <div class="outro"><p class="big">${escapeHtml(OUTRO_TEXT.big)}</p><div class="rule"></div><p class="sub">${escapeHtml(OUTRO_TEXT.sub)}</p></div>
  <div class="count"></div>
  <div class="bar"></div>
</div></body></html>`;
  const pageFile = path.join(tmp, 'reel.html');
  writeFileSync(pageFile, page);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--allow-file-access-from-files', '--font-render-hinting=none'],
  });
  const framesDir = path.join(tmp, 'frames');
  mkdirSync(framesDir);
  try {
    const tab = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    await tab.goto(pathToFileURL(pageFile).href);
    await tab.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode()));
    });
    /**
     * Runs in the page: every layer's state at `t` seconds.
     * @param {{ t: number, introEnd: number, slot: number, fade: number, outroStart: number, total: number, count: number }} a
     */
    const draw = ({ t, introEnd, slot, fade, outroStart, total, count }) => {
      const clamp = (/** @type {number} */ v) => Math.min(1, Math.max(0, v));
      const ease = (/** @type {number} */ v) => 1 - (1 - clamp(v)) ** 3;
      const span = (/** @type {number} */ a, /** @type {number} */ b) => ease((t - a) / (b - a));
      const el = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
      // The mosaic of every project behind the intro and, fading back in over the last slide, the outro.
      const outroNear = t > outroStart - 0.1;
      const back = t < introEnd + fade ? 1 : outroNear ? span(outroStart - 0.1, outroStart + 0.4) : 0;
      const mosaic = el('.mosaic');
      mosaic.style.transform = `rotate(-8deg) translate(${-t * 14}px, ${-t * 9}px) scale(1.05)`;
      for (const [selector, z] of /** @type {const} */ ([
        ['.glow', '18'],
        ['.mosaic', '18'],
        ['.shade', '19'],
      ])) {
        el(selector).style.opacity = selector === '.glow' && !outroNear ? '1' : String(back);
        el(selector).style.zIndex = outroNear ? z : '';
      }
      const intro = el('.intro');
      const inIntro = span(0.1, 0.8) * (1 - span(introEnd - 0.2, introEnd + 0.15));
      intro.style.opacity = String(inIntro);
      intro.style.transform = `translateY(${(1 - span(0.1, 0.9)) * 24}px)`;
      document.querySelectorAll('.slide').forEach((node, i) => {
        const slide = /** @type {HTMLElement} */ (node);
        const start = introEnd + i * slot;
        const visible = t >= start - fade && t < start + slot + fade;
        slide.style.display = visible ? 'block' : 'none';
        if (!visible) return;
        slide.style.opacity = String(span(start - fade, start));
        slide.style.zIndex = String(2 + i);
        const p = clamp((t - start + fade) / (slot + fade));
        const hero = /** @type {HTMLElement} */ (slide.querySelector('.hero'));
        hero.style.transform = `scale(${1.02 + p * 0.06}) translateX(${(i % 2 ? -1 : 1) * p * 14}px)`;
        const label = /** @type {HTMLElement} */ (slide.querySelector('.label'));
        const l = span(start + 0.05, start + 0.55);
        label.style.opacity = String(l);
        label.style.transform = `translateY(${(1 - l) * 26}px)`;
      });
      const outro = el('.outro');
      const o = span(outroStart, outroStart + 0.5);
      outro.style.opacity = String(o);
      outro.style.zIndex = '20';
      outro.style.transform = `translateY(${(1 - o) * 24}px)`;
      el('.rule').style.transform = `scaleX(${span(outroStart + 0.2, outroStart + 0.8)})`;
      const index = Math.floor((t - introEnd) / slot);
      const counter = el('.count');
      counter.textContent = index >= 0 && index < count ? `0${index + 1} / 0${count}` : '';
      el('.bar').style.transform = `scaleX(${t / total})`;
    };
    const args = {
      introEnd: INTRO_END,
      slot: SLOT,
      fade: FADE,
      outroStart: OUTRO_START,
      total: SECONDS,
      count: featured.length,
    };
    const total = Math.round(SECONDS * FPS);
    for (let i = 0; i < total; i++) {
      await tab.evaluate(draw, { ...args, t: i / FPS });
      await tab.screenshot({ path: path.join(framesDir, `f${String(i).padStart(4, '0')}.png`) });
    }
    // The poster: the first project with its title and result in place.
    await tab.evaluate(draw, { ...args, t: INTRO_END + SLOT * 0.75 });
    const poster = await tab.screenshot({ type: 'png' });
    await sharp(poster).jpeg({ quality: 80, mozjpeg: true }).toFile(path.join(outDir, 'showreel-poster.jpg'));
  } finally {
    await browser.close();
  }

  await run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    path.join(framesDir, 'f%04d.png'),
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
  writeFileSync(captionsFile, webVtt(showreelCues(featured)));
  console.log(`showreel.mp4 ${statSync(path.join(outDir, 'showreel.mp4')).size} bytes`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function run(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}
