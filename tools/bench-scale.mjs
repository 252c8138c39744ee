#!/usr/bin/env node
/**
 * `npm run bench:scale -- --posts 2000`: how the site behaves as the blog grows. Starts the embedded
 * WordPress seeded with that many posts (WORDPRESS_SEED_POSTS) behind a counting proxy, builds the
 * site against it and serves it, then reports build time, peak build memory (the whole process
 * tree), WordPress requests per build, and the cost of the pages a large blog makes expensive: an
 * old post (first and warm view), the last listing page, a search, the sitemap and the feed.
 * Markdown on stdout, JSON in bench/results/scale-<posts>.json. Everything on 127.0.0.1.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCountingProxy } from './lib/counting-proxy.mjs';
import { root, waitForHttp } from '../scripts/lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '2000' },
    port: { type: 'string', default: '3270' },
    'wordpress-port': { type: 'string', default: '9470' },
  },
});
const posts = Number(values.posts);
const port = Number(values.port);
const siteUrl = `http://127.0.0.1:${port}`;
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const distDir = '.next-scale';

/**
 * Resident memory of a process and all its descendants, in MiB (Linux `ps`).
 * @param {number} pid
 */
function treeRssMiB(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /** @type {[number, number, number]} */ (line.trim().split(/\s+/).map(Number)));
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [p, pp] of rows) children.set(pp, [...(children.get(pp) ?? []), p]);
  const rss = new Map(rows.map(([p, , r]) => [p, r]));
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = /** @type {number} */ (stack.pop());
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total / 1024;
}

/**
 * Runs `next build`, sampling the process tree's memory; resolves with seconds and peak MiB.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ seconds: number, peakMiB: number, staticPages: number | null }>}
 */
function build(env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let peak = 0;
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const timer = setInterval(() => {
      try {
        if (child.pid !== undefined) peak = Math.max(peak, treeRssMiB(child.pid));
      } catch {
        /* the process just ended */
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`next build exited with ${code}\n${output.slice(-3000)}`));
      const pages = output
        .match(/Generating static pages[^\n]*\((\d+)\/(\d+)\)/g)
        ?.at(-1)
        ?.match(/\/(\d+)\)/)?.[1];
      resolve({
        seconds: (Date.now() - started) / 1000,
        peakMiB: Math.round(peak),
        staticPages: Number(pages) || null,
      });
    });
  });
}

/**
 * One timed GET: status, milliseconds, bytes, and WordPress requests it caused.
 * @param {Awaited<ReturnType<typeof startCountingProxy>>} proxy
 * @param {string} pathname
 */
async function timedGet(proxy, pathname) {
  const mark = proxy.now();
  const started = performance.now();
  const response = await fetch(`${siteUrl}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
  const body = await response.text();
  const ms = Math.round(performance.now() - started);
  await proxy.settle(300, 5000);
  return { status: response.status, ms, bytes: body.length, wordpress: proxy.countSince(mark).api, body };
}

const { startWordPress } = await import('../wordpress/server.mjs');
process.env.WORDPRESS_SEED_POSTS = String(posts);
const seedStarted = Date.now();
const wordpress = await startWordPress({
  port: Number(values['wordpress-port']),
  dataDir: path.join(root, `.data/scale-${posts}`),
  log: () => {},
});
const seedSeconds = (Date.now() - seedStarted) / 1000;
const proxy = await startCountingProxy({ target: wordpress.url });
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  SITE_URL: siteUrl,
  WORDPRESS_URL: proxy.url,
  WORDPRESS_USER: wordpress.user,
  WORDPRESS_APP_PASSWORD: wordpress.appPassword,
};
let server;
try {
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  const buildMark = proxy.now();
  const built = await build(env);
  const buildRequests = proxy.countSince(buildMark).api;

  server = spawn(process.execPath, [path.join(root, 'server/index.mjs'), '--port', String(port)], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  await waitForHttp(`${siteUrl}/robots.txt`);

  // Found straight from WordPress (not through the site, whose caches must stay cold for the views
  // measured below). 7 is the hidden category, 10 a listing page, 1000 the last listing page
  // (blog.hiddenCategoryId, blog.pageSize, blog.maxPage in src/config/site.ts).
  const wpPosts = (/** @type {string} */ query) =>
    fetch(`${wordpress.url}/?rest_route=/wp/v2/posts&categories_exclude=7&${query}`);
  const total = Number((await wpPosts('per_page=1&_fields=id')).headers.get('x-wp-total'));
  const lastPage = Math.min(Math.ceil(total / 10), 1000);
  const oldest = await (await wpPosts(`per_page=1&page=${total}&_fields=slug`)).json();
  const sitemap = await timedGet(proxy, '/sitemap.xml');
  const oldPath = new URL(
    sitemap.body.match(new RegExp(`<loc>([^<]*/${oldest[0].slug})</loc>`))?.[1] ?? `${siteUrl}/blog`,
  ).pathname;
  /** @type {[string, Awaited<ReturnType<typeof timedGet>>][]} */
  const rows = [
    ['old post, first view', await timedGet(proxy, oldPath)],
    ['old post, warm view', await timedGet(proxy, oldPath)],
    [`/blog?page=${lastPage} (last), first`, await timedGet(proxy, `/blog?page=${lastPage}`)],
    [`/blog?page=${lastPage} (last), warm`, await timedGet(proxy, `/blog?page=${lastPage}`)],
    ['/blog?search=checklist', await timedGet(proxy, '/blog?search=checklist')],
    ['/sitemap.xml (first)', sitemap],
    ['/sitemap.xml (warm)', await timedGet(proxy, '/sitemap.xml')],
    ['/feed.xml', await timedGet(proxy, '/feed.xml')],
  ];
  const report = {
    posts: total,
    seedSeconds,
    build: { ...built, wordpressRequests: buildRequests },
    views: Object.fromEntries(
      rows.map(([name, r]) => [name, { status: r.status, ms: r.ms, bytes: r.bytes, wordpress: r.wordpress }]),
    ),
  };
  const lines = [
    `## Scale: ${total} public posts`,
    '',
    `Build: ${built.seconds.toFixed(1)} s, peak memory ${built.peakMiB} MiB (process tree), ${buildRequests} WordPress requests, ${built.staticPages ?? '?'} static pages. WordPress start+seed ${seedSeconds.toFixed(0)} s.`,
    '',
    '| view | status | time ms | bytes | WordPress requests |',
    '|---|---|---|---|---|',
    ...rows.map(([name, r]) => `| ${name} | ${r.status} | ${r.ms} | ${r.bytes} | ${r.wordpress} |`),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/scale-${posts}.json`), JSON.stringify(report, null, 2));
  const failed = rows.filter(([, r]) => r.status !== 200);
  if (failed.length) {
    console.error(`Not 200: ${failed.map(([name]) => name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server?.kill('SIGTERM');
  await proxy.close();
  await wordpress.stop();
}
