/**
 * Step 3: Lighthouse (mobile, default simulated throttling) in Debian's Chromium, `--runs` runs per
 * route, each followed by a run of the route's physical limit (limitHtml: the same HTML without
 * scripts or font preloads, served statically on LIMIT_PORT with everything else passed through to
 * the site), so machine noise hits both alike. The run with the median performance score is kept;
 * the report compares our median LCP with the limit's. Then `--applied-runs` runs of each with
 * applied throttling, reported beside (not budgeted).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { limitHtml, medianOf, medianRun, summariseLighthouse } from '../bench-core.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';
import { LIMIT_PORT, SITE_URL, errorMessage } from './context.mjs';
import { startStaticServer } from './servers.mjs';

/** Chrome-launcher's Chromium: the shared offline flags, headless. */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/**
 * One Lighthouse run (mobile) of `url`, summarised. Simulated throttling by default: Lighthouse loads
 * the page unthrottled and estimates the slow-4G timings from that trace. With `applied`, Chrome
 * itself throttles while the page loads (performance only).
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 * @param {{ applied?: boolean }} [options]
 */
async function lighthouseRun(chrome, url, { applied = false } = {}) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: applied ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(applied ? { throttlingMethod: /** @type {const} */ ('devtools') } : {}),
    // Unscored extras that cost seconds per run on 2 cores (a back/forward navigation, screenshots).
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const summary = summariseLighthouse(result.lhr);
  if (summary.performance === null) throw new Error(summary.runtimeError ?? 'no performance score');
  return summary;
}

/** @param {import('../bench-core.mjs').LighthouseSummary} s */
const runLine = (s) =>
  `perf ${s.performance}, a11y ${s.accessibility}, bp ${s.bestPractices}, seo ${s.seo}, LCP ${Math.round(s.lcpMs ?? NaN)} ms, FCP ${Math.round(s.fcpMs ?? NaN)} ms, TBT ${Math.round(s.tbtMs ?? NaN)} ms, CLS ${(s.cls ?? NaN).toFixed(3)}`;

/**
 * Sets on each route `lighthouse` (the median run by performance), `lighthouseRuns`, `lcpMedianMs`
 * and `limit`.
 * @param {import('./context.mjs').BenchContext} bench
 * @param {import('../bench-core.mjs').RouteResult[]} live  routes that answered 200
 * @param {Record<string, string>} bodies  their HTML by path
 */
export async function measureLighthouse({ opts, say, defer }, live, bodies) {
  const limitServer = await startStaticServer(
    Object.fromEntries(live.map((r) => [r.path, limitHtml(bodies[r.path ?? ''] ?? '')])),
    LIMIT_PORT,
    SITE_URL,
  );
  defer(limitServer.stop);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  defer(() => chrome.kill());
  for (const route of live) {
    /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
    const runs = [];
    /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
    const limitRuns = [];
    for (let i = 0; i < opts.runs; i++) {
      for (const [label, base, into] of /** @type {const} */ ([
        ['site', SITE_URL, runs],
        ['limit', limitServer.url, limitRuns],
      ])) {
        try {
          const s = await lighthouseRun(chrome, `${base}${route.path}`);
          into.push(s);
          say(`lighthouse ${label} ${route.path} run ${i + 1}/${opts.runs}: ${runLine(s)}`);
        } catch (error) {
          say(`lighthouse ${label} ${route.path} run ${i + 1} failed: ${errorMessage(error)}`);
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
  if (opts.appliedRuns) await measureApplied({ opts, say }, live, chrome, limitServer.url);
  chrome.kill();
  await limitServer.stop();
}

/**
 * Sets on each route `applied`: medians of `--applied-runs` runs with applied throttling, each
 * followed by one of its limit page. On a loopback server the simulation starts from a trace in which
 * every file arrives at once, so whether the scripts land before the first paint (and count towards
 * the simulated LCP) is a race; with applied throttling the browser meets the real order of arrival.
 * @param {Pick<import('./context.mjs').BenchContext, 'opts' | 'say'>} bench
 * @param {import('../bench-core.mjs').RouteResult[]} live
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} limitUrl
 */
async function measureApplied({ opts, say }, live, chrome, limitUrl) {
  for (const route of live) {
    /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
    const runs = [];
    /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
    const limitRuns = [];
    for (let i = 0; i < opts.appliedRuns; i++) {
      for (const [label, base, into] of /** @type {const} */ ([
        ['site', SITE_URL, runs],
        ['limit', limitUrl, limitRuns],
      ])) {
        try {
          const s = await lighthouseRun(chrome, `${base}${route.path}`, { applied: true });
          into.push(s);
          say(`applied throttling ${label} ${route.path} run ${i + 1}/${opts.appliedRuns}: ${runLine(s)}`);
        } catch (error) {
          say(`applied throttling ${label} ${route.path} run ${i + 1} failed: ${errorMessage(error)}`);
        }
      }
    }
    route.applied = {
      runs: runs.length,
      lcpMs: medianOf(runs.map((r) => r.lcpMs)),
      fcpMs: medianOf(runs.map((r) => r.fcpMs)),
      tbtMs: medianOf(runs.map((r) => r.tbtMs)),
      limitLcpMs: medianOf(limitRuns.map((r) => r.lcpMs)),
      limitFcpMs: medianOf(limitRuns.map((r) => r.fcpMs)),
    };
  }
}
