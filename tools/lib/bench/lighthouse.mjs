/**
 * Step 3: Lighthouse 12 (mobile) in Debian's Chromium, on the shaped link in two protocols and simulated.
 *
 * The measure that decides: every request crosses the shaped link (benchLink, tools/lib/shaped-link.mjs),
 * Lighthouse's own network emulation is off and Chrome slows its CPU 4x, so the figures are what the
 * browser observed. `--runs` runs per route, each followed by one of the route's physical limit
 * (limitHtml: the same HTML without scripts or font preloads, served statically on LIMIT_PORT with
 * everything else passed through to the site) through the same link, so machine noise hits both alike.
 * The link is emptied and every connection through it closed before each run: each load is a first visit.
 * A run the browser stalled (paintStallMs in its trace) is kept but left out of the medians.
 *
 * The shaped link's two protocols. Warm (`route.shaped`): the page made again just before (render-now),
 * loaded once unmeasured, each run started on a quiet machine, Chromium without Paint Holding. Cold
 * (`route.cold`, run first, for every route before any warm run): the page as a first visitor meets it
 * after a deploy, with none of those: no render, no warm-up load, no wait for the machine, Chromium's
 * default Paint Holding, every run counted (a stall included), always HTTPS and HTTP/2 through nginx.
 *
 * What PageSpeed Insights shows: `--simulated-runs` runs with Lighthouse's default simulated throttling
 * (it loads the page unthrottled from the site and estimates slow-4G timings from that trace), all
 * four categories; the run with the median performance score is kept.
 *
 * Both reach the browser as deployed, through nginx terminating TLS and HTTP/2 in front of the site
 * and of the limit pages alike (docs/deploy.md: one connection per page, its requests multiplexed in
 * priority order; the link carries the TLS handshake too), or with `--direct` from the servers
 * themselves over HTTP/1.1 (six connections per page).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchLink, budgets } from '../bench-budgets.mjs';
import { medianRun, summariseLighthouse, summariseShaped, summariseShapedRun } from '../bench-core.mjs';
import { limitHtml } from '../bench-html.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { renderNow, renderNowHeaders } from '../../../scripts/lib/render-now.mjs';
import { waitForQuietMachine } from '../quiet-machine.mjs';
import { describeLink } from '../shaped-link.mjs';
import {
  LIMIT_PORT,
  LIMIT_TLS_PORT,
  SITE_PORT,
  SITE_TLS_PORT,
  DIST_PATH,
  SITE_URL,
  errorMessage,
} from './context.mjs';
import { startShapedLink, startStaticServer, startTlsFronts } from './servers.mjs';

/**
 * How the pages reach the browser, for the report.
 * @param {{ asDeployed: boolean }} opts
 */
export const describeTransport = ({ asDeployed }) =>
  asDeployed ? 'HTTPS and HTTP/2 through nginx, as deployed' : 'HTTP/1.1 from the servers';

/**
 * Chrome-launcher's Chromium: the shared offline flags, headless, and without Paint Holding. Paint
 * Holding keeps a navigation's first frame back until the new page has something contentful to show
 * or a timeout passes; headless Chromium sometimes misses that release, so the page's first paint came
 * a second late in about a third of the runs (commit done, activation held, no raster for ~1,000 ms),
 * on script-free pages as on ours. Without it no run of 40 stalled. paintStallMs stays as the guard.
 */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS, '--disable-features=PaintHolding'];
/** The cold protocol's Chromium: as a visitor's, Paint Holding on. */
const COLD_CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** Unscored extras that cost seconds per run on 2 cores (a back/forward navigation, screenshots). */
const SKIP_AUDITS = ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'];

/**
 * Lighthouse's settings on the shaped link: 'devtools' throttling with every network figure at 0 (no
 * emulated latency or throughput: the link does that) and the CPU slowed 4x, which 'provided' would not do.
 */
const SHAPED_FLAGS = /** @type {const} */ ({
  formFactor: 'mobile',
  throttlingMethod: 'devtools',
  throttling: {
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
    cpuSlowdownMultiplier: 4,
  },
});

/**
 * One Lighthouse run of `url`.
 * @param {chromeLauncher.LaunchedChrome} chrome
 * @param {string} url
 * @param {boolean} shaped  on the shaped link (performance only) rather than simulated (all categories)
 */
async function lighthouseRun(chrome, url, shaped) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: shaped ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(shaped ? SHAPED_FLAGS : {}),
    skipAudits: SKIP_AUDITS,
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
  return result;
}

/**
 * For a run's log line, when its CLS is over budget: the elements its layout shifts moved, largest
 * first, so a shift seen once in many runs can be traced to its element.
 * @param {import('lighthouse').Result} lhr
 * @param {number | null | undefined} cls
 */
function layoutShiftNote(lhr, cls) {
  if ((cls ?? 0) <= budgets.cls) return '';
  const details =
    /** @type {{ items?: { node?: { selector?: string, snippet?: string }, score?: number }[] }} */ (
      lhr.audits['layout-shifts']?.details ?? {}
    );
  const moved = (details.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${(item.score ?? 0).toFixed(3)})`);
  return `, layout shifts: ${moved.join(', ') || 'none named'}`;
}

/** @param {number | undefined} v */
const ms = (v) => `${Math.round(v ?? NaN)} ms`;

/**
 * Sets on each route, per protocol `--protocols` names, `cold` and `shaped` (its runs and the limit
 * page's on the link, and the figures the budgets read) and, unless `--simulated-runs 0`, `simulated`
 * (the median simulated run) and `simulatedRuns`.
 * @param {import('./context.mjs').BenchContext} bench
 * @param {import('../bench-core.mjs').RouteResult[]} live  routes that answered 200
 * @param {Record<string, string>} bodies  their HTML by path
 */
export async function measureLighthouse({ opts, say, defer }, live, bodies) {
  const warm = opts.protocols.includes('warm');
  const cold = opts.protocols.includes('cold');
  const limitServer = await startStaticServer(
    Object.fromEntries(live.map((r) => [r.path, limitHtml(bodies[r.path ?? ''] ?? '')])),
    LIMIT_PORT,
    SITE_URL,
  );
  defer(limitServer.stop);
  // The cold protocol always reaches the pages through nginx; the warm one unless --direct.
  const fronts =
    opts.asDeployed || cold
      ? await startTlsFronts([
          [SITE_TLS_PORT, SITE_PORT],
          [LIMIT_TLS_PORT, LIMIT_PORT],
        ])
      : null;
  if (fronts) defer(fronts.stop);
  const tlsTargets = fronts ? [SITE_TLS_PORT, LIMIT_TLS_PORT] : [];
  const plainTargets = opts.asDeployed ? [] : [SITE_PORT, LIMIT_PORT];
  const link = await startShapedLink(benchLink, [...tlsTargets, ...plainTargets]);
  defer(link.stop);
  const https = (/** @type {string} */ url) => url.replace(/^http:/, 'https:');
  const [siteOnTls = '', limitOnTls = ''] = link.urls.slice(0, tlsTargets.length).map(https);
  const [siteOnPlain = '', limitOnPlain = ''] = link.urls.slice(tlsTargets.length);
  const [siteOnLink, limitOnLink] = opts.asDeployed ? [siteOnTls, limitOnTls] : [siteOnPlain, limitOnPlain];
  const siteDirect = opts.asDeployed ? `https://127.0.0.1:${SITE_TLS_PORT}` : SITE_URL;
  say(
    `Shaped link: ${describeLink(benchLink)}; warm protocol: ${describeTransport(opts)}, site on ${siteOnLink}, limit on ${limitOnLink}${cold ? `; cold protocol: ${describeTransport({ asDeployed: true })}, site on ${siteOnTls}, limit on ${limitOnTls}` : ''}`,
  );
  /** @param {string[]} flags */
  const launch = async (flags) => {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      // Trusts the fronts' certificate, that one key only.
      chromeFlags: [...flags, ...(fronts ? [`--ignore-certificate-errors-spki-list=${fronts.spki}`] : [])],
      logLevel: 'silent',
    });
    defer(() => chrome.kill());
    return chrome;
  };

  /**
   * `opts.runs` runs of `path` on the link, each of ours followed by one of the limit page's, the link
   * emptied and its connections closed before each, so each load is a first visit.
   * @param {chromeLauncher.LaunchedChrome} chrome
   * @param {string} label  the protocol, for the log
   * @param {[string, string]} origins  the site's and the limit page's on the link
   * @param {string} path
   * @param {(run: string) => Promise<void>} before  awaited before each run
   */
  const shapedRuns = async (chrome, label, [siteOrigin, limitOrigin], path, before) => {
    /** @type {import('../bench-core.mjs').ShapedRun[]} */
    const runs = [];
    /** @type {import('../bench-core.mjs').ShapedRun[]} */
    const limitRuns = [];
    for (let i = 0; i < opts.runs; i++) {
      for (const [side, origin, into] of /** @type {const} */ ([
        ['site', siteOrigin, runs],
        ['limit', limitOrigin, limitRuns],
      ])) {
        await link.reset();
        const name = `${label} ${side} ${path} ${i + 1}`;
        await before(name);
        try {
          const { lhr, artifacts } = await lighthouseRun(chrome, `${origin}${path}`, true);
          const run = summariseShapedRun(lhr, origin, artifacts.Trace?.traceEvents);
          into.push(run);
          // A figure Lighthouse could not compute says why (TBT needs a quiet window after the load).
          const tbtError =
            run.tbtMs === undefined ? lhr.audits['total-blocking-time']?.errorMessage : undefined;
          say(
            `${label} ${side} ${path} ${i + 1}/${opts.runs}: LCP ${ms(run.lcpMs)}, FCP ${ms(run.fcpMs)}, TBT ${ms(run.tbtMs)}${tbtError ? ` (${tbtError})` : ''}, CLS ${(run.cls ?? NaN).toFixed(3)}, document ${run.documentBytes ?? '?'} B, ${run.requests} requests${run.stallMs ? `, browser stall of ${run.stallMs} ms` : ''}${run.offLink.length ? `, OFF THE LINK: ${run.offLink.join(' ')}` : ''}${layoutShiftNote(lhr, run.cls)}${run.longTasks?.length ? `; long tasks ${run.longTasks.map((t) => `${t.durationMs} ms at ${t.startMs} (${t.url || '?'})`).join(', ')}` : ''}`,
          );
        } catch (error) {
          say(`${name} failed: ${errorMessage(error)}`);
        }
      }
    }
    return { runs, limitRuns };
  };

  if (cold) {
    // First, for every route, before the warm protocol renders or loads any page.
    const coldChrome = await launch(COLD_CHROME_FLAGS);
    for (const route of live) {
      const path = route.path ?? '/';
      const { runs, limitRuns } = await shapedRuns(
        coldChrome,
        'cold',
        [siteOnTls, limitOnTls],
        path,
        async () => {},
      );
      route.cold = summariseShaped(runs, limitRuns, { keepStalled: true });
    }
    coldChrome.kill();
  }
  if (!warm && !opts.simulatedRuns) {
    await stopAll();
    return;
  }

  const chrome = await launch(CHROME_FLAGS);
  const renderHeaders = renderNowHeaders(DIST_PATH);
  /**
   * The browser and the servers share this machine's cores, a visitor's phone and the server do
   * not: each measured load of the warm protocol starts once the server's background work (a page made
   * again, its best Brotli) is done.
   * @param {string} run
   */
  const quietBefore = async (run) => {
    const wait = await waitForQuietMachine();
    if (!wait.quiet)
      say(
        `${run}: the machine was still ${Math.round(wait.busyShare * 100)}% busy after ${wait.waitedMs} ms`,
      );
  };
  for (const route of live) {
    const path = route.path ?? '/';
    // Measured as the visitors within a version's lifetime meet it: made at runtime (a build-time
    // render differs from every later one, in Next's prefetch hints), made just now, so its
    // revalidation time does not pass during the route's runs (which take less than that).
    // A page rendered per visit is made on each load anyway.
    if (!route.perVisit) {
      const rendered = await renderNow(`${SITE_URL}${route.renderPath ?? path}`, renderHeaders);
      if (!rendered.kept) say(`WARNING: ${path} was not rendered now (HTTP ${rendered.status}, not kept)`);
    }
    if (warm) {
      // One unmeasured load first: the pages it prefetches that have passed their revalidation time
      // are made again on that view, work the server must not do during a measured one.
      await lighthouseRun(chrome, `${siteDirect}${path}`, false).catch((error) =>
        say(`unmeasured load of ${path} failed: ${errorMessage(error)}`),
      );
      const { runs, limitRuns } = await shapedRuns(
        chrome,
        'shaped',
        [siteOnLink, limitOnLink],
        path,
        quietBefore,
      );
      route.shaped = summariseShaped(runs, limitRuns);
    }

    if (!opts.simulatedRuns) continue;
    /** @type {import('../bench-core.mjs').LighthouseSummary[]} */
    const simulated = [];
    for (let i = 0; i < opts.simulatedRuns; i++) {
      await quietBefore(`simulated ${path} ${i + 1}`);
      try {
        const { lhr } = await lighthouseRun(chrome, `${siteDirect}${path}`, false);
        const s = summariseLighthouse(lhr);
        simulated.push(s);
        say(
          `simulated ${path} ${i + 1}/${opts.simulatedRuns}: perf ${s.performance}, a11y ${s.accessibility}, bp ${s.bestPractices}, seo ${s.seo}, LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}${layoutShiftNote(lhr, s.cls)}`,
        );
      } catch (error) {
        say(`simulated ${path} run ${i + 1} failed: ${errorMessage(error)}`);
      }
    }
    route.simulated = simulated.length ? (medianRun(simulated) ?? null) : null;
    // Every run's figures are kept; the audit list only for the median one.
    route.simulatedRuns = simulated.map((run) => ({ ...run, failing: undefined }));
  }
  chrome.kill();
  await stopAll();

  async function stopAll() {
    await link.stop();
    await fronts?.stop();
    await limitServer.stop();
  }
}
