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
import { medianOf, medianRun, summariseLighthouse } from '../bench-core.mjs';
import { limitHtml } from '../bench-html.mjs';
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
 * `count` runs of a route, each followed by one of its limit page, so machine noise hits both alike.
 * @param {{ chrome: chromeLauncher.LaunchedChrome, say: (message: string) => void, limitUrl: string }} setup
 * @param {string} path
 * @param {number} count
 * @param {{ applied?: boolean }} [options]
 */
async function interleavedRuns({ chrome, say, limitUrl }, path, count, options = {}) {
  /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
  const site = [];
  /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
  const limit = [];
  const mode = options.applied ? 'applied throttling' : 'lighthouse';
  for (let i = 0; i < count; i++) {
    for (const [label, base, into] of /** @type {const} */ ([
      ['site', SITE_URL, site],
      ['limit', limitUrl, limit],
    ])) {
      try {
        const s = await lighthouseRun(chrome, `${base}${path}`, options);
        into.push(s);
        say(`${mode} ${label} ${path} run ${i + 1}/${count}: ${runLine(s)}`);
      } catch (error) {
        say(`${mode} ${label} ${path} run ${i + 1} failed: ${errorMessage(error)}`);
      }
    }
  }
  return { site, limit };
}

/**
 * Sets on each route `lighthouse` (the median run by performance), `lighthouseRuns`, `lcpMedianMs`
 * and `limit`; with `--applied-runs`, also `applied`: the medians of runs with applied throttling.
 * On a loopback server the simulation starts from a trace in which every file arrives at once, so
 * whether the scripts land before the first paint (and count towards the simulated LCP) is a race;
 * with applied throttling the browser meets the real order of arrival.
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
  const setup = { chrome, say, limitUrl: limitServer.url };
  for (const route of live) {
    const { site: runs, limit: limitRuns } = await interleavedRuns(setup, route.path ?? '/', opts.runs);
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
  if (opts.appliedRuns) {
    for (const route of live) {
      const { site, limit } = await interleavedRuns(setup, route.path ?? '/', opts.appliedRuns, {
        applied: true,
      });
      route.applied = {
        runs: site.length,
        lcpMs: medianOf(site.map((r) => r.lcpMs)),
        fcpMs: medianOf(site.map((r) => r.fcpMs)),
        tbtMs: medianOf(site.map((r) => r.tbtMs)),
        limitLcpMs: medianOf(limit.map((r) => r.lcpMs)),
        limitFcpMs: medianOf(limit.map((r) => r.fcpMs)),
      };
    }
  }
  chrome.kill();
  await limitServer.stop();
}
