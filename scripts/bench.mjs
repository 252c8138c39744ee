#!/usr/bin/env node
/**
 * `npm run bench`: measures the production site against DESIGN.md 'Budgets'.
 *
 * 1. Starts the embedded WordPress (127.0.0.1:9420, or WORDPRESS_URL when set) behind a counting
 *    proxy (127.0.0.1:9421), builds the site into .next-bench when needed and serves it on
 *    127.0.0.1:3200 via startSite(): ports and build folder never collide with `npm start` or e2e.
 * 2. Per key route (discovering a post in /blog and a career in /careers; routes that 404 are
 *    skipped and reported): server HTML size, h1 present, first-load JavaScript (gzip sum of the
 *    script files the HTML references, fetched from the server).
 * 3. Lighthouse 12 (mobile, default simulated throttling) in Debian's Chromium, N runs per route,
 *    the run with the median performance score kept. Each run is followed by one of the route's
 *    physical limit: the same HTML with every script and font preload removed, served statically
 *    (127.0.0.1:3202, assets passed through to the site); the report prints our median LCP over
 *    the limit's (budget: 1.2x).
 * 4. autocannon (10 s, 10 connections) on /, /blog and the post, against the production server
 *    (server/index.mjs: Next's handler plus headers) and against a plain node:http server answering with the same HTML bodies; our throughput as a ratio.
 * 4b. scripts/load.mjs against the same server: 200 connections for 30 s on the main pages (zero
 *    errors, p50/p99) and a burst per form endpoint that the rate limiter answers with 429s.
 * 4c. scripts/crawl.mjs: every sitemap page and image variant (4 connections, 20 s timeout, cold image
 *    cache) while a second `next build` runs on the same cores: no page may time out, nothing may 5xx.
 * 5. WordPress requests per page view, counted by the proxy: cold = a fresh server with an
 *    emptied data cache asked to render the route (on-demand revalidation header, so prerendered
 *    pages render too); warm = the next ordinary view.
 * Prints a Markdown table, writes bench/results/bench-<time>.json, exits 1 when a budget is missed.
 *
 * Options: --routes home,post,/about   --runs N (default 3)   --rebuild   --skip-lighthouse
 *          --skip-load   --skip-crawl   --load-seconds N (default 10)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startSite, waitForHttp } from './lib/site-server.mjs';
import { startCountingProxy } from './lib/counting-proxy.mjs';
import { formatCrawl } from './lib/crawl.mjs';
import {
  collectMisses,
  discoverPath,
  extractScriptSrcs,
  formatReport,
  formatStress,
  gzipBytes,
  h1Text,
  limitHtml,
  medianOf,
  medianRun,
  parseArgs,
  selectRoutes,
  summariseLighthouse,
} from './lib/bench-core.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const SITE_PORT = 3200;
const STATIC_PORT = 3201;
const LIMIT_PORT = 3202;
const WORDPRESS_PORT = 9420;
const PROXY_PORT = 9421;
const DIST_DIR = '.next-bench';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** DESIGN.md's Chromium flags; chrome-launcher adds a fresh temporary --user-data-dir. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LOAD_ROUTE_IDS = ['home', 'blog', 'post'];

let opts;
let routeDefs;
try {
  opts = parseArgs(process.argv.slice(2));
  routeDefs = selectRoutes(opts.routes);
} catch (error) {
  console.error(`bench: ${error.message} (see --help)`);
  process.exit(2);
}
if (opts.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .match(/\/\*\*([\s\S]*?)\*\//)[1]
      .replace(/^ \* ?/gm, ''),
  );
  process.exit(0);
}

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const say = (msg) => console.error(`[bench ${elapsed()}] ${msg}`);
const cleanups = [];
const cleanup = async () => {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      say(`cleanup: ${error.message}`);
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`${signal}: stopping`);
    cleanup().finally(() => process.exit(130));
  });
}

async function fetchText(url, init) {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  return { status: res.status, text: await res.text() };
}

/**
 * The production server (server/index.mjs, as startSite runs it) on the bench build, without
 * rebuilding: the cold-cache phase restarts it once per route.
 */
async function startProductionServer(env) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(SITE_PORT)],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHttp(`http://127.0.0.1:${SITE_PORT}/robots.txt`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * scripts/lib/static-html-server.mjs in its own process, answering each path of `pages` with its
 * fixed body; with `origin`, every other path (CSS, fonts, images) is passed through to that server.
 */
async function startStaticServer(pages, port, origin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const pagesFile = path.join(dir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/lib/static-html-server.mjs'), pagesFile, String(port), ...(origin ? [origin] : [])],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** One Lighthouse run (mobile, default simulated throttling) of `url`, summarised. */
async function lighthouseRun(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Unscored extras that cost seconds per run on 2 cores (a back/forward navigation, screenshots).
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    disableFullPageScreenshot: true,
  });
  const summary = summariseLighthouse(result.lhr);
  if (summary.performance === null) throw new Error(summary.runtimeError ?? 'no performance score');
  return summary;
}

const runLine = (s) =>
  `perf ${s.performance}, a11y ${s.accessibility}, bp ${s.bestPractices}, seo ${s.seo}, LCP ${Math.round(s.lcpMs)} ms, FCP ${Math.round(s.fcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`;

/**
 * Step 3: `--runs` Lighthouse runs per route, each followed by a run of the route's physical limit
 * (limitHtml: the same HTML without scripts or font preloads, served statically on LIMIT_PORT with
 * everything else passed through to the site), so machine noise hits both alike. Sets on each route
 * `lighthouse` (the median run by performance), `lighthouseRuns`, `lcpMedianMs` and `limit`.
 */
async function measureLighthouse(live, bodies, siteUrl) {
  const limitServer = await startStaticServer(
    Object.fromEntries(live.map((r) => [r.path, limitHtml(bodies[r.path])])),
    LIMIT_PORT,
    siteUrl,
  );
  cleanups.push(limitServer.stop);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  cleanups.push(() => chrome.kill());
  for (const route of live) {
    const runs = [];
    const limitRuns = [];
    for (let i = 0; i < opts.runs; i++) {
      for (const [label, base, into] of [
        ['site', siteUrl, runs],
        ['limit', limitServer.url, limitRuns],
      ]) {
        try {
          const s = await lighthouseRun(chrome, `${base}${route.path}`);
          into.push(s);
          say(`lighthouse ${label} ${route.path} run ${i + 1}/${opts.runs}: ${runLine(s)}`);
        } catch (error) {
          say(`lighthouse ${label} ${route.path} run ${i + 1} failed: ${error.message}`);
        }
      }
    }
    route.lighthouse = runs.length ? medianRun(runs) : null;
    // Every run's figures are kept; the audit list only for the median one.
    route.lighthouseRuns = runs.map((run) => ({ ...run, failing: undefined }));
    route.lcpMedianMs = medianOf(runs.map((r) => r.lcpMs));
    route.limit = {
      lcpMedianMs: medianOf(limitRuns.map((r) => r.lcpMs)),
      fcpMedianMs: medianOf(limitRuns.map((r) => r.fcpMs)),
      runs: limitRuns.map((run) => ({ ...run, failing: undefined })),
    };
  }
  chrome.kill();
  await limitServer.stop();
}

// ---------------------------------------------------------------- 1. WordPress, proxy, site
async function main() {
  const revalidateSecret = randomBytes(24).toString('hex');
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  let upstream;
  if (process.env.WORDPRESS_URL) {
    upstream = {
      url: process.env.WORDPRESS_URL.replace(/\/$/, ''),
      user: process.env.WORDPRESS_USER,
      appPassword: process.env.WORDPRESS_APP_PASSWORD,
    };
    say(`Using WORDPRESS_URL ${upstream.url}`);
  } else {
    const { startWordPress } = await import(path.join(root, 'wordpress/server.mjs'));
    say(`Starting the embedded WordPress on 127.0.0.1:${WORDPRESS_PORT} ...`);
    upstream = await startWordPress({
      port: WORDPRESS_PORT,
      dataDir: path.join(root, '.data/bench-wordpress'),
      revalidateUrl: `${siteUrl}/api/revalidate`,
      revalidateSecret,
      log: say,
    });
    cleanups.push(() => upstream.stop());
  }
  const proxy = await startCountingProxy({ target: upstream.url, port: PROXY_PORT });
  cleanups.push(() => proxy.close());

  if (opts.rebuild) rmSync(path.join(root, DIST_DIR, 'agency-build.json'), { force: true });
  let buildMark;
  let buildCount = null;
  const siteEnv = {
    WORDPRESS_URL: proxy.url,
    WORDPRESS_USER: upstream.user ?? '',
    WORDPRESS_APP_PASSWORD: upstream.appPassword ?? '',
    REVALIDATE_SECRET: revalidateSecret,
  };
  // `next build` adds its distDir's type folders to tsconfig.json; put the file back as it was (mtime too,
  // so the build fingerprint holds), or the bench would dirty the work tree and leave tsc reading
  // generated types of a build that may go stale.
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const tsconfigBefore = { text: readFileSync(tsconfigPath, 'utf8'), stat: statSync(tsconfigPath) };
  const restoreTsconfig = () => {
    if (readFileSync(tsconfigPath, 'utf8') === tsconfigBefore.text) return;
    writeFileSync(tsconfigPath, tsconfigBefore.text);
    utimesSync(tsconfigPath, tsconfigBefore.stat.atime, tsconfigBefore.stat.mtime);
  };
  let site;
  try {
    site = await startSite({
      port: SITE_PORT,
      distDir: DIST_DIR,
      extraEnv: siteEnv,
      log: (msg) => {
        // startSite reports its build phases; the proxy counts what the build asked of WordPress.
        if (msg.startsWith('Building')) buildMark = proxy.now();
        if (msg.startsWith('Built in') && buildMark !== undefined) buildCount = proxy.countSince(buildMark);
        say(msg);
      },
    });
  } catch (error) {
    restoreTsconfig();
    throw new Error(`The site did not start: ${error.message}`, { cause: error });
  }
  restoreTsconfig();
  let stopSite = () => site.stop();
  cleanups.push(() => stopSite());
  say(`Site up on ${siteUrl}`);

  // ---------------------------------------------------------------- 2. routes, HTML, JavaScript
  const routes = [];
  const bodies = {};
  for (const def of routeDefs) {
    let routePath = def.path;
    if (def.discover) {
      const from = await fetchText(`${siteUrl}${def.discover.from}`);
      routePath = from.status === 200 ? discoverPath(from.text, def.discover.kind, siteUrl) : undefined;
      if (!routePath) {
        const reason =
          from.status === 200
            ? `no ${def.discover.kind} link in ${def.discover.from}`
            : `${def.discover.from} answers ${from.status}`;
        routes.push({ id: def.id, path: undefined, status: 0, skipped: `skipped: ${reason}` });
        say(`${def.id}: skipped (${reason})`);
        continue;
      }
    }
    const page = await fetchText(`${siteUrl}${routePath}`);
    if (page.status !== 200) {
      routes.push({
        id: def.id,
        path: routePath,
        status: page.status,
        skipped: `skipped: HTTP ${page.status}`,
      });
      say(`${def.id} ${routePath}: skipped (HTTP ${page.status})`);
      continue;
    }
    bodies[routePath] = page.text;
    const scripts = extractScriptSrcs(page.text);
    let jsGzip = 0;
    const files = [];
    for (const src of scripts) {
      const res = await fetch(new URL(src, siteUrl), { signal: AbortSignal.timeout(30_000) });
      const buf = Buffer.from(await res.arrayBuffer());
      const gz = gzipBytes(buf);
      jsGzip += gz;
      files.push({ src, status: res.status, bytes: buf.length, gzipBytes: gz });
    }
    routes.push({
      id: def.id,
      path: routePath,
      status: 200,
      html: { bytes: Buffer.byteLength(page.text), gzipBytes: gzipBytes(page.text), h1: h1Text(page.text) },
      js: { gzipBytes: jsGzip, files: files.length, detail: files },
    });
    say(
      `${def.id} ${routePath}: HTML ${(Buffer.byteLength(page.text) / 1024).toFixed(1)} KiB, JS ${(jsGzip / 1024).toFixed(1)} KiB gzip in ${files.length} files`,
    );
  }
  const live = routes.filter((r) => r.status === 200);

  // ---------------------------------------------------------------- 3. Lighthouse, site and limit interleaved
  if (!opts.skipLighthouse && live.length) await measureLighthouse(live, bodies, siteUrl);

  // ---------------------------------------------------------------- 4. throughput against a static baseline
  async function cannon(url) {
    const r = await autocannon({ url, connections: 10, duration: opts.loadSeconds });
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  }

  const load = [];
  const loadRoutes = live.filter((r) => LOAD_ROUTE_IDS.includes(r.id));
  if (!opts.skipLoad && loadRoutes.length) {
    const staticServer = await startStaticServer(
      Object.fromEntries(loadRoutes.map((r) => [r.path, bodies[r.path]])),
      STATIC_PORT,
    );
    cleanups.push(staticServer.stop);
    for (const r of loadRoutes) {
      say(`autocannon ${r.path}: site, then static (${opts.loadSeconds} s each) ...`);
      const ours = await cannon(`${siteUrl}${r.path}`);
      const base = await cannon(`${staticServer.url}${r.path}`);
      load.push({ path: r.path, site: ours, static: base, ratio: base.rps ? ours.rps / base.rps : null });
      say(`  ${Math.round(ours.rps)} req/s vs static ${Math.round(base.rps)} req/s`);
    }
    await staticServer.stop();
  }

  // ---------------------------------------------------------------- 4b. stress: 200 connections, form bursts
  let stress;
  if (!opts.skipLoad) {
    say('scripts/load.mjs: 200 connections for 30 s on the main pages, then form bursts ...');
    const child = spawn(process.execPath, [path.join(root, 'scripts/load.mjs'), '--url', siteUrl, '--json'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    await new Promise((resolve) => child.once('exit', resolve));
    stress = JSON.parse(out.slice(out.indexOf('{')));
    say(`  ${stress.ok ? 'pass' : 'FAIL'} (table in the report)`);
  }

  // ---------------------------------------------------------------- 4c. crawl while another build runs
  let crawl;
  if (!opts.skipCrawl) {
    say('scripts/crawl.mjs: every page and image variant, cold image cache, while a second next build runs ...');
    const child = spawn(
      process.execPath,
      [path.join(root, 'scripts/crawl.mjs'), '--url', siteUrl, '--cold-images', DIST_DIR, '--while-building', '--json'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: site.env },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    await new Promise((resolve) => child.once('exit', resolve));
    crawl = JSON.parse(out.slice(out.indexOf('{')));
    say(`  ${crawl.ok ? 'pass' : 'FAIL'} (table in the report)`);
  }

  // ---------------------------------------------------------------- 5. WordPress requests per page view
  const wpMethod =
    'Method: the site reaches WordPress only through a counting reverse proxy (its WORDPRESS_URL); the proxy rewrites ' +
    "WordPress's origin in bodies and headers so media requests return through it too. Cold: the server is restarted " +
    "with its data cache (<distDir>/cache/fetch-cache) deleted and the route is requested once with Next's on-demand " +
    'revalidation header, which renders it even when it was prerendered; warm: the next ordinary request. Requests are ' +
    'counted until WordPress has been quiet for 400 ms (background revalidation included). Server HTML only: images ' +
    'fetched later by the browser through /_next/image are not in these numbers.';
  let wordpress = null;
  if (live.length) {
    const manifest = JSON.parse(readFileSync(path.join(root, DIST_DIR, 'prerender-manifest.json'), 'utf8'));
    const previewModeId = manifest.preview?.previewModeId;
    await stopSite();
    const counted = [];
    for (const r of live) {
      rmSync(path.join(root, DIST_DIR, 'cache/fetch-cache'), { recursive: true, force: true });
      const stop = await startProductionServer(site.env);
      stopSite = stop;
      try {
        let mark = proxy.now();
        const cold = await fetchText(`${siteUrl}${r.path}`, {
          headers: { 'x-prerender-revalidate': previewModeId },
        });
        await proxy.settle();
        const coldCount = proxy.countSince(mark);
        mark = proxy.now();
        const warm = await fetchText(`${siteUrl}${r.path}`);
        await proxy.settle();
        const warmCount = proxy.countSince(mark);
        counted.push({
          path: r.path,
          coldStatus: cold.status,
          warmStatus: warm.status,
          cold: coldCount,
          warm: warmCount,
        });
        say(
          `WordPress requests ${r.path}: cold ${coldCount.api} REST + ${coldCount.media} media, warm ${warmCount.api} + ${warmCount.media}`,
        );
      } finally {
        await stop();
      }
    }
    wordpress = { build: buildCount, routes: counted, method: wpMethod };
  }

  // ---------------------------------------------------------------- report
  await cleanup();
  const misses = collectMisses(routes);
  const report = {
    startedAt: new Date(t0).toISOString(),
    seconds: Math.round((Date.now() - t0) / 1000),
    runs: opts.runs,
    loadSeconds: opts.loadSeconds,
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    routes,
    load,
    stress,
    crawl,
    wordpress,
    misses,
  };
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${new Date(t0).toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n## Benchmark ${report.startedAt} (${report.seconds} s)\n`);
  console.log(formatReport(report));
  if (stress) console.log(`\n${formatStress(stress)}`);
  if (crawl) console.log(`\n${formatCrawl(crawl)}`);
  const diagnosed = routes.filter((r) => r.lighthouse?.failing?.length);
  if (diagnosed.length) {
    console.log('\n### Lighthouse audits that cost points (median run)\n');
    for (const r of diagnosed) {
      console.log(
        `- \`${r.path}\`: ${r.lighthouse.failing.map((f) => `${f.category}/${f.id}${f.displayValue ? ` (${f.displayValue})` : ''}`).join(', ')}`,
      );
    }
  }
  console.log(`\nJSON: ${path.relative(root, file)}`);
  return misses.length || (stress && !stress.ok) || (crawl && !crawl.ok) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    say(`failed: ${error.stack ?? error}`);
    await cleanup();
    process.exit(2);
  },
);
