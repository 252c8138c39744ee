/**
 * The benchmark's types and its pure rules (no servers, no browser): options, medians, choosing the
 * median Lighthouse run, reading a run on the shaped link, checking figures against budgets. Reading server HTML is bench-html.mjs,
 * the Markdown report bench-markdown.mjs. Shared with the e2e budget spec and unit-tested in
 * bench-core.test.ts.
 */
import { parseArgs as parseArgsUtil } from 'node:util';
import { gzipSync } from 'node:zlib';
import { budgets, keyRoutes } from './bench-budgets.mjs';

/**
 * Category scores (0-100) and timings of one Lighthouse run.
 * @typedef {object} Lighthouse
 * @property {number | null} performance
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number} [lcpMs]
 * @property {number} [fcpMs]
 * @property {number} [tbtMs]
 * @property {number} [cls]
 */
/**
 * A weighted Lighthouse audit that cost points.
 * @typedef {{ category: string, id: string, score: number, title: string, displayValue?: string, items: string[] }} FailingAudit
 */
/** @typedef {Lighthouse & { runtimeError?: string, failing?: FailingAudit[] }} LighthouseSummary */
/**
 * What the bench measured of one route.
 * @typedef {object} RouteResult
 * @property {string} id
 * @property {string} [path]
 * @property {string} [renderPath]  where the build renders the address (RouteDef)
 * @property {boolean} [perVisit]  rendered for each request (RouteDef)
 * @property {number} status
 * @property {string} [skipped]
 * @property {{ bytes: number, gzipBytes: number, h1: string }} [html]
 * @property {{ gzipBytes: number, sentBytes?: number, files: number, detail?: { src: string, status: number, bytes: number, gzipBytes: number, sentBytes?: number }[] }} [js]
 *   first-load JavaScript: gzip sum (the budget's measure) and the bytes the site sends a browser that takes Brotli
 * @property {LighthouseSummary | null} [simulated]  the median simulated run (what PageSpeed Insights
 *   shows) by performance score; null when every run failed
 * @property {LighthouseSummary[]} [simulatedRuns]
 * @property {Shaped} [shaped]  the decisive measure: our runs and the limit page's on the shaped link
 * @property {Shaped} [cold]  the same on the cold protocol: as a first visitor meets the page after a
 *   deploy (no warm-up load, no quiet machine, Chromium's default Paint Holding, every run counted)
 */
/**
 * One Lighthouse run on the shaped link: what the browser observed, network shaped by the link,
 * CPU slowed by Chrome.
 * @typedef {object} ShapedRun
 * @property {number} [lcpMs]
 * @property {number} [fcpMs]
 * @property {number} [siMs]  Speed Index: how soon the screen looked finished, from the filmstrip, so
 *   an overlay or a late reveal shows here even when LCP (blind to what covers an element) does not
 * @property {number} [tbtMs]
 * @property {number} [cls]
 * @property {number} [documentBytes]  the document as received: headers and compressed body
 * @property {number} requests
 * @property {string[]} offLink  requests that did not cross the link (there must be none)
 * @property {number} [stallMs]  a browser stall before the largest paint (see paintStallMs); such a run
 *   is left out of the medians
 * @property {string} [runtimeError]
 * @property {{ startMs: number, durationMs: number, url: string }[]} [longTasks]  the main thread's tasks
 *   over 50 ms (TBT adds up what each has beyond 50 ms from FCP on), each with what Lighthouse charges it to
 */
/**
 * A route on the shaped link: every run, ours and the interleaved limit page's, and the figures the
 * budgets read: medians of the runs the browser did not stall, both sides alike.
 * @typedef {object} Shaped
 * @property {ShapedRun[]} runs
 * @property {ShapedRun[]} limitRuns
 * @property {number} [lcpMs]
 * @property {number} [fcpMs]
 * @property {number} [siMs]
 * @property {number} [tbtMs]
 * @property {number} [cls]
 * @property {number} [documentBytes]
 * @property {number} [limitLcpMs]
 * @property {number} [limitFcpMs]
 * @property {number} [limitSiMs]
 * @property {number} [limitDocumentBytes]
 * @property {number} [limitTbtMs]  the limit page's TBT: what the slowed CPU costs without our scripts
 * @property {number} offLink  requests off the link, all runs
 * @property {number} stalled  our runs with a browser stall (left out of the medians unless kept)
 * @property {number} limitStalled  the limit page's
 */
/** @typedef {'warm' | 'cold'} Protocol */
/**
 * The trace events paintStallMs reads (Chrome's trace format).
 * @typedef {{ name?: string, ph?: string, ts?: number, dur?: number, pid?: number, tid?: number, args?: Record<string, any> }} TraceEvent
 */
/** @typedef {{ metric: string, value: unknown, budget: string, ok: boolean }} Check */
/** @typedef {Check & { route: string | undefined }} Miss */
/**
 * A key route: a fixed path, or a page of `kind` to find in the HTML of `from`.
 * @typedef {{ id: string, path?: string, renderPath?: string, perVisit?: boolean, discover?: { from: string, kind: 'post' | 'career' } }} RouteDef
 */
/**
 * @typedef {object} BenchOptions
 * @property {string[]} routes
 * @property {number} runs           runs per route on the shaped link, each followed by one of the limit page
 * @property {number} simulatedRuns  Lighthouse runs per route with simulated throttling (0: none)
 * @property {number} loadSeconds
 * @property {boolean} rebuild
 * @property {boolean} skipLoad
 * @property {boolean} skipCrawl
 * @property {boolean} skipLighthouse
 * @property {boolean} asDeployed     Lighthouse through nginx terminating TLS and HTTP/2, as deployed
 *   (the default), rather than straight to the servers over HTTP/1.1 (`--direct`); the cold
 *   protocol is always as deployed
 * @property {Protocol[]} protocols  which protocols run on the shaped link (`--protocols`, default both)
 * @property {boolean} [help]
 */
/**
 * Throughput of the site and of the static baseline on one route.
 * @typedef {{ rps: number, p50: number, p99: number, non2xx: number, errors: number }} Cannon
 * @typedef {{ path: string, site: Cannon, static: Cannon, ratio: number | null }} LoadResult
 */
/**
 * WordPress requests counted by the proxy (see counting-proxy.mjs).
 * @typedef {{ api: number, media: number, other: number, paths: string[] }} RequestCount
 * @typedef {{ path: string, coldStatus: number, warmStatus: number, cold: RequestCount, warm: RequestCount }} RouteRequests
 * @typedef {{ build: RequestCount | null, routes: RouteRequests[], method: string }} WordPressRequests
 */
/**
 * The result of tools/load.mjs.
 * @typedef {object} StressResult
 * @property {{ pages: string[], connections: number, durationSeconds: number, requests: number, requestsPerSecond: number, latencyMs: { p50: number, p99: number, max: number }, errors: number, timeouts: number, non2xx: number, status5xx: number }} load
 * @property {Record<string, Record<string, number>>} bursts  status (or 'error') -> count, per form endpoint
 * @property {boolean} ok
 */

/**
 * Middle value (the mean of the two middle ones for an even count); undefined when empty.
 * @param {(number | undefined)[]} values
 * @returns {number | undefined}
 */
export function medianOf(values) {
  const sorted = values
    .filter(/** @returns {v is number} */ (v) => typeof v === 'number' && !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  const upper = /** @type {number} */ (sorted[mid]);
  // For an even count mid >= 1, so the lower middle exists.
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

/** @param {string | Uint8Array} body */
export const gzipBytes = (body) =>
  gzipSync(typeof body === 'string' ? Buffer.from(body) : body, { level: 9 }).length;

/**
 * Resolves the key routes (or a chosen subset: ids such as `post` or literal paths such as `/about`).
 * Returns { id, path } for what was given directly and { id, discover } for what must be discovered.
 * @param {string[]} [wanted]
 * @returns {RouteDef[]}
 */
export function selectRoutes(wanted) {
  if (!wanted || wanted.length === 0) return keyRoutes;
  return wanted.map((w) => {
    const known = keyRoutes.find((r) => r.id === w || r.path === w);
    if (known) return known;
    if (w.startsWith('/')) return { id: w, path: w };
    throw new Error(
      `Unknown route "${w}": use a path (/about) or one of ${keyRoutes.map((r) => r.id).join(', ')}`,
    );
  });
}

/**
 * The run with the median performance score (the lower middle for an even count).
 * @template {{ performance: number | null }} T
 * @param {T[]} runs
 * @returns {T | undefined}
 */
export function medianRun(runs) {
  if (runs.length === 0) return undefined;
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The options of `npm run bench`, for node:util's parseArgs. */
const BENCH_OPTIONS = /** @type {const} */ ({
  routes: { type: 'string' },
  runs: { type: 'string' },
  'load-seconds': { type: 'string' },
  rebuild: { type: 'boolean' },
  'skip-load': { type: 'boolean' },
  'skip-crawl': { type: 'boolean' },
  'skip-lighthouse': { type: 'boolean' },
  'simulated-runs': { type: 'string' },
  'skip-simulated': { type: 'boolean' },
  direct: { type: 'boolean' },
  protocols: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
});

/**
 * An integer option within [min, max], or `fallback` when not given.
 * @param {string | boolean | undefined} raw
 * @param {string} flag
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function integerOption(raw, flag, fallback, min, max) {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${flag} must be an integer from ${min} to ${max}`);
  return n;
}

/** The protocols on the shaped link, in the order they run. */
export const PROTOCOLS = /** @type {const} */ (['cold', 'warm']);

/**
 * `--protocols warm,cold` (either or both, any order) as the protocols to run, in PROTOCOLS order.
 * @param {string | boolean | undefined} raw
 * @returns {Protocol[]}
 */
function protocolsOption(raw) {
  if (raw === undefined) return [...PROTOCOLS];
  const named = String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = named.find((name) => !PROTOCOLS.some((p) => p === name));
  if (unknown !== undefined || named.length === 0)
    throw new Error(`--protocols takes ${PROTOCOLS.join(', ')} or both, comma-separated`);
  return PROTOCOLS.filter((p) => named.includes(p));
}

/**
 * Parses `--routes a,b`, `--runs N`, `--simulated-runs N`, `--load-seconds N`, `--rebuild`,
 * `--skip-simulated`, `--skip-load`, `--skip-crawl`, `--skip-lighthouse`, `--protocols`, `--help` (values also as `--runs=N`) with node:util's parseArgs. Its tokens are
 * checked here so that an unknown option or a missing value is named in our words.
 * @param {string[]} argv
 * @returns {BenchOptions}
 */
export function parseArgs(argv) {
  const { values, tokens } = parseArgsUtil({
    args: argv,
    options: BENCH_OPTIONS,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind === 'positional') throw new Error(`Unknown option ${token.value}`);
    if (token.kind !== 'option') continue;
    const known = Object.hasOwn(BENCH_OPTIONS, token.name)
      ? BENCH_OPTIONS[/** @type {keyof typeof BENCH_OPTIONS} */ (token.name)]
      : undefined;
    if (!known) throw new Error(`Unknown option ${token.rawName}`);
    if (known.type === 'string' && token.value === undefined)
      throw new Error(`${token.rawName} needs a value`);
    if (known.type === 'boolean' && token.value !== undefined)
      throw new Error(`${token.rawName} takes no value`);
  }
  const routes = typeof values.routes === 'string' ? values.routes : '';
  return {
    routes: routes
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    runs: integerOption(values.runs, '--runs', 5, 1, 9),
    simulatedRuns:
      values['skip-simulated'] === true
        ? 0
        : integerOption(values['simulated-runs'], '--simulated-runs', 3, 0, 9),
    loadSeconds: integerOption(values['load-seconds'], '--load-seconds', 10, 1, 60),
    rebuild: values.rebuild === true,
    skipLoad: values['skip-load'] === true,
    skipCrawl: values['skip-crawl'] === true,
    skipLighthouse: values['skip-lighthouse'] === true,
    asDeployed: values.direct !== true,
    protocols: protocolsOption(values.protocols),
    ...(values.help === true ? { help: true } : {}),
  };
}

/**
 * A measured figure at or above its floor; a missing one (null, undefined) never is.
 * @param {number | null | undefined} value
 * @param {number} floor
 */
const atLeast = (value, floor) => typeof value === 'number' && value >= floor;
/**
 * A measured figure at or below its ceiling; a missing one never is.
 * @param {number | null | undefined} value
 * @param {number} ceiling
 */
const atMost = (value, ceiling) => typeof value === 'number' && value <= ceiling;

/**
 * Every budgeted figure of one route as { metric, value, budget, ok }. A missing figure (route not
 * measured, Lighthouse failed) is a miss: an unmeasured budget is not a met one.
 * @param {RouteResult} route
 * @returns {Check[]}
 */
export function checkRoute(route) {
  /** @type {Check[]} */
  const checks = [];
  /**
   * @param {string} metric
   * @param {unknown} value
   * @param {string} budget
   * @param {boolean} ok
   */
  const add = (metric, value, budget, ok) =>
    checks.push({ metric, value, budget, ok: value !== undefined && value !== null && ok });
  const lh = route.simulated;
  if (lh !== undefined) {
    add(
      'simulated performance',
      lh?.performance,
      `>= ${budgets.performance}`,
      atLeast(lh?.performance, budgets.performance),
    );
    add(
      'accessibility',
      lh?.accessibility,
      `>= ${budgets.accessibility}`,
      atLeast(lh?.accessibility, budgets.accessibility),
    );
    add(
      'best-practices',
      lh?.bestPractices,
      `>= ${budgets.bestPractices}`,
      atLeast(lh?.bestPractices, budgets.bestPractices),
    );
    add('seo', lh?.seo, `>= ${budgets.seo}`, atLeast(lh?.seo, budgets.seo));
  }
  const shaped = route.shaped;
  if (shaped !== undefined) {
    const ratio = lcpVsLimit(route);
    add('LCP / limit LCP', ratio, `<= ${budgets.lcpVsLimit}`, atMost(ratio, budgets.lcpVsLimit));
    add('TBT ms', shaped.tbtMs, `<= ${budgets.tbtMs}`, atMost(shaped.tbtMs, budgets.tbtMs));
    add('CLS', shaped.cls, `<= ${budgets.cls}`, atMost(shaped.cls, budgets.cls));
    // A request that skipped the link would make the measure a lie.
    add('requests off the link', shaped.offLink, '0', shaped.offLink === 0);
  }
  const cold = route.cold;
  if (cold !== undefined) {
    const ratio = lcpVsLimit(route, 'cold');
    add('cold LCP / limit LCP', ratio, `<= ${budgets.lcpVsLimit}`, atMost(ratio, budgets.lcpVsLimit));
    // On a cold, slowed CPU the script-free page blocks too: what our scripts add on top is budgeted.
    const tbtCeiling = cold.limitTbtMs === undefined ? undefined : cold.limitTbtMs + budgets.tbtMs;
    add(
      'cold TBT ms',
      cold.tbtMs,
      `<= limit + ${budgets.tbtMs}${tbtCeiling === undefined ? '' : ` (${Math.round(tbtCeiling)})`}`,
      tbtCeiling !== undefined && atMost(cold.tbtMs, tbtCeiling),
    );
    add('cold CLS', cold.cls, `<= ${budgets.cls}`, atMost(cold.cls, budgets.cls));
    add('cold requests off the link', cold.offLink, '0', cold.offLink === 0);
  }
  if (route.js !== undefined) {
    const js = route.js?.gzipBytes;
    add(
      'first-load JS gzip',
      js,
      `<= ${budgets.firstLoadJsGzipBytes}`,
      atMost(js, budgets.firstLoadJsGzipBytes),
    );
  }
  if (route.html) add('h1 in server HTML', route.html.h1 || undefined, 'present', Boolean(route.html.h1));
  return checks;
}

/**
 * On the shaped link, our median LCP over the limit page's, in the warm protocol (default) or the
 * cold one; undefined if either is missing.
 * @param {RouteResult} route
 * @param {Protocol} [protocol]
 */
export function lcpVsLimit(route, protocol = 'warm') {
  const figures = protocol === 'cold' ? route.cold : route.shaped;
  const ours = figures?.lcpMs;
  const limit = figures?.limitLcpMs;
  return ours && limit ? ours / limit : undefined;
}

/** A stall: this long without a drawn frame while frames were asked for and the page was mostly idle. */
const STALL_MIN_MS = 900;

/**
 * The longest stretch before the page's largest paint in which Chrome's compositor for the page got
 * frame requests (BeginFrame) but drew nothing while the page's main thread was mostly idle, in ms;
 * 0 when there is none of STALL_MIN_MS or more. Headless Chromium sometimes holds a page's frames back
 * this way for a whole second (in traces: about 1,000 ms without a frame, some 60 frame requests,
 * the main thread busy for a tenth to a third of it), so the first paint is shown a second after the
 * page was ready: nothing of the page's making, as a main thread busy for most of the gap would be.
 * @param {TraceEvent[]} events
 */
export function paintStallMs(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return 0;
  const pid = fcp.pid;
  /** @param {string} name */
  const thread = (name) =>
    events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === name)
      ?.tid;
  const compositor = thread('Compositor');
  const main = thread('CrRendererMain');
  const end = Math.max(
    fcp.ts ?? 0,
    ...events
      .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid)
      .map((e) => e.ts ?? 0),
  );
  /** @param {string} name */
  const times = (name) =>
    events
      .filter((e) => e.pid === pid && e.tid === compositor && e.name === name)
      .map((e) => e.ts ?? 0)
      .sort((a, b) => a - b);
  const draws = times('DrawFrame');
  const asked = times('BeginFrame');
  const tasks = events.filter((e) => e.pid === pid && e.tid === main && e.name === 'RunTask' && e.ph === 'X');
  let longest = 0;
  for (let i = 1; i < draws.length; i++) {
    const from = /** @type {number} */ (draws[i - 1]);
    const to = /** @type {number} */ (draws[i]);
    // Trace times are microseconds; the stall must end with (or before) the largest paint's frame.
    if (from > end) break;
    const gapMs = (to - from) / 1000;
    if (gapMs < STALL_MIN_MS || gapMs <= longest) continue;
    const requests = asked.filter((t) => t > from && t < to).length;
    const busyMs =
      tasks.reduce(
        (sum, t) => sum + Math.max(0, Math.min((t.ts ?? 0) + (t.dur ?? 0), to) - Math.max(t.ts ?? 0, from)),
        0,
      ) / 1000;
    // Frames asked for at least every other vsync, and the page busy for less than half the gap.
    if (requests >= gapMs / 33 && busyMs < gapMs / 2) longest = gapMs;
  }
  return Math.round(longest);
}

/**
 * The figures of one Lighthouse run on the shaped link: the observed timings, the document's bytes
 * as received, every request whose origin is not the link's, and a browser stall found in its trace.
 * @param {import('lighthouse').Result} lhr
 * @param {string} linkOrigin  e.g. http://127.0.0.1:40123
 * @param {TraceEvent[]} [traceEvents]
 * @returns {ShapedRun}
 */
export function summariseShapedRun(lhr, linkOrigin, traceEvents = []) {
  const details =
    /** @type {{ items?: { url?: unknown, resourceType?: unknown, transferSize?: unknown }[] }} */ (
      lhr.audits['network-requests']?.details ?? {}
    );
  const items = details.items ?? [];
  const urls = items.map((item) => String(item.url ?? ''));
  const documentBytes = items.find((item) => item.resourceType === 'Document')?.transferSize;
  return {
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
    siMs: lhr.audits['speed-index']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    documentBytes: typeof documentBytes === 'number' ? documentBytes : undefined,
    requests: items.length,
    offLink: urls.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).origin !== linkOrigin),
    stallMs: paintStallMs(traceEvents),
    runtimeError: lhr.runtimeError?.message,
    longTasks: longTasks(lhr),
  };
}

/**
 * Lighthouse's long-task list, shortened to start, duration and the script charged (the page itself
 * when style, layout or parsing ran).
 * @param {import('lighthouse').Result} lhr
 */
function longTasks(lhr) {
  const details = /** @type {{ items?: { startTime?: unknown, duration?: unknown, url?: unknown }[] }} */ (
    lhr.audits['long-tasks']?.details ?? {}
  );
  return (details.items ?? []).map((item) => ({
    startMs: Math.round(Number(item.startTime)),
    durationMs: Math.round(Number(item.duration)),
    url: String(item.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
  }));
}

/**
 * A route's figures on the shaped link from its runs and the limit page's: medians of each side's
 * runs without a browser stall (paintStallMs), or of all its runs when every one stalled. With
 * `keepStalled` (the cold protocol, which measures the browser as a visitor's behaves) every run counts.
 * @param {ShapedRun[]} runs
 * @param {ShapedRun[]} limitRuns
 * @param {{ keepStalled?: boolean }} [options]
 * @returns {Shaped}
 */
export function summariseShaped(runs, limitRuns, { keepStalled = false } = {}) {
  /** @param {ShapedRun[]} list */
  const unstalled = (list) => {
    const clean = list.filter((r) => !r.stallMs);
    return clean.length && !keepStalled ? clean : list;
  };
  const ours = unstalled(runs);
  const limit = unstalled(limitRuns);
  return {
    runs,
    limitRuns,
    lcpMs: medianOf(ours.map((r) => r.lcpMs)),
    fcpMs: medianOf(ours.map((r) => r.fcpMs)),
    siMs: medianOf(ours.map((r) => r.siMs)),
    tbtMs: medianOf(ours.map((r) => r.tbtMs)),
    cls: medianOf(ours.map((r) => r.cls)),
    documentBytes: medianOf(runs.map((r) => r.documentBytes)),
    limitLcpMs: medianOf(limit.map((r) => r.lcpMs)),
    limitFcpMs: medianOf(limit.map((r) => r.fcpMs)),
    limitSiMs: medianOf(limit.map((r) => r.siMs)),
    limitDocumentBytes: medianOf(limitRuns.map((r) => r.documentBytes)),
    limitTbtMs: medianOf(limit.map((r) => r.tbtMs)),
    offLink: [...runs, ...limitRuns].reduce((n, r) => n + r.offLink.length, 0),
    stalled: runs.filter((r) => r.stallMs).length,
    limitStalled: limitRuns.filter((r) => r.stallMs).length,
  };
}

/**
 * The figures of one Lighthouse result the bench keeps: category scores (0-100), LCP, FCP, TBT, CLS,
 * and each weighted audit that cost points, so a miss comes with its reason.
 * @param {import('lighthouse').Result} lhr
 * @returns {LighthouseSummary & { failing: FailingAudit[] }}
 */
export function summariseLighthouse(lhr) {
  /** @param {string} id */
  const score = (id) =>
    lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined
      ? null
      : Math.round(lhr.categories[id].score * 100);
  // Audits that cost points, so a miss comes with its reason.
  /** @type {FailingAudit[]} */
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (
        audit &&
        ref.weight > 0 &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative'
      ) {
        const details = /** @type {{ items?: Record<string, unknown>[] }} */ (audit.details ?? {});
        const items = (details.items ?? []).slice(0, 3).map((item) => {
          const node = /** @type {Record<string, unknown> | undefined} */ (item.node);
          const location = /** @type {Record<string, unknown> | undefined} */ (item.sourceLocation);
          return [item.description, item.url, location?.url, item.source, node?.snippet, node?.explanation]
            .filter((v) => typeof v === 'string')
            .join(' | ')
            .slice(0, 300);
        });
        failing.push({
          category: categoryId,
          id: ref.id,
          score: audit.score,
          title: audit.title,
          displayValue: audit.displayValue,
          items,
        });
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
    runtimeError: lhr.runtimeError?.message,
    failing,
  };
}

/**
 * Every missed budget of the report, flat.
 * @param {RouteResult[]} routes
 * @returns {Miss[]}
 */
export function collectMisses(routes) {
  return routes.flatMap((r) =>
    r.status === 200
      ? checkRoute(r)
          .filter((c) => !c.ok)
          .map((c) => ({ route: r.path, ...c }))
      : [],
  );
}
