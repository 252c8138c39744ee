/**
 * Step 3: Lighthouse (mobile, default simulated throttling) in Debian's Chromium, `--runs` runs per
 * route, each followed by a run of the route's physical limit (limitHtml: the same HTML without
 * scripts or font preloads, served statically on LIMIT_PORT with everything else passed through to
 * the site), so machine noise hits both alike. The run with the median performance score is kept;
 * the report compares our median LCP with the limit's.
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
 * One Lighthouse run (mobile, default simulated throttling) of `url`, summarised.
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 */
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
  chrome.kill();
  await limitServer.stop();
}
