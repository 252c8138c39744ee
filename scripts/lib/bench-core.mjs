/**
 * The benchmark's types and its pure rules (no servers, no browser): options, medians, choosing the
 * median Lighthouse run, checking figures against budgets. Reading server HTML is bench-html.mjs,
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
 * @property {number} status
 * @property {string} [skipped]
 * @property {{ bytes: number, gzipBytes: number, h1: string }} [html]
 * @property {{ gzipBytes: number, sentBytes?: number, files: number, detail?: { src: string, status: number, bytes: number, gzipBytes: number, sentBytes?: number }[] }} [js]
 *   first-load JavaScript: gzip sum (the budget's measure) and the bytes the site sends a browser that takes Brotli
 * @property {LighthouseSummary | null} [lighthouse]  the median run; null when every run failed
 * @property {LighthouseSummary[]} [lighthouseRuns]
 * @property {number} [lcpMedianMs]  median LCP of our runs
 * @property {{ lcpMedianMs?: number, fcpMedianMs?: number, runs?: LighthouseSummary[] }} [limit]  the same of the physical-limit page's runs, interleaved with ours
 * @property {AppliedThrottling} [applied]  medians of the runs with applied throttling, ours and the limit's
 */
/**
 * Lighthouse with applied throttling: Chrome itself slows the network and CPU while the page loads, so
 * the figures are what the browser saw rather than a simulation over an unthrottled trace.
 * @typedef {{ runs: number, lcpMs?: number, fcpMs?: number, tbtMs?: number, limitLcpMs?: number, limitFcpMs?: number }} AppliedThrottling
 */
/** @typedef {{ metric: string, value: unknown, budget: string, ok: boolean }} Check */
/** @typedef {Check & { route: string | undefined }} Miss */
/**
 * A key route: a fixed path, or a page of `kind` to find in the HTML of `from`.
 * @typedef {{ id: string, path?: string, discover?: { from: string, kind: 'post' | 'career' } }} RouteDef
 */
/**
 * @typedef {object} BenchOptions
 * @property {string[]} routes
 * @property {number} runs
 * @property {number} appliedRuns  Lighthouse runs per route with applied throttling (0: none)
 * @property {number} loadSeconds
 * @property {boolean} rebuild
 * @property {boolean} skipLoad
 * @property {boolean} skipCrawl
 * @property {boolean} skipLighthouse
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
 * The result of scripts/load.mjs.
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
  'applied-runs': { type: 'string' },
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

/**
 * Parses `--routes a,b`, `--runs N`, `--load-seconds N`, `--rebuild`, `--skip-load`, `--skip-crawl`,
 * `--skip-lighthouse`, `--help` (values also as `--runs=N`) with node:util's parseArgs. Its tokens are
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
    runs: integerOption(values.runs, '--runs', 3, 1, 9),
    appliedRuns: integerOption(values['applied-runs'], '--applied-runs', 3, 0, 9),
    loadSeconds: integerOption(values['load-seconds'], '--load-seconds', 10, 1, 60),
    rebuild: values.rebuild === true,
    skipLoad: values['skip-load'] === true,
    skipCrawl: values['skip-crawl'] === true,
    skipLighthouse: values['skip-lighthouse'] === true,
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
  const lh = route.lighthouse;
  if (lh !== undefined) {
    add(
      'performance',
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
    add('LCP ms', lh?.lcpMs, `<= ${budgets.lcpMs}`, atMost(lh?.lcpMs, budgets.lcpMs));
    add('FCP ms', lh?.fcpMs, `<= ${budgets.fcpMs}`, atMost(lh?.fcpMs, budgets.fcpMs));
    add('TBT ms', lh?.tbtMs, `<= ${budgets.tbtMs}`, atMost(lh?.tbtMs, budgets.tbtMs));
    add('CLS', lh?.cls, `<= ${budgets.cls}`, atMost(lh?.cls, budgets.cls));
  }
  if (route.limit !== undefined) {
    const ratio = lcpVsLimit(route);
    add('LCP / limit LCP', ratio, `<= ${budgets.lcpVsLimit}`, atMost(ratio, budgets.lcpVsLimit));
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
 * Median LCP of our runs over the limit page's median LCP (runs interleaved); undefined if either is missing.
 * @param {RouteResult} route
 */
export function lcpVsLimit(route) {
  const ours = route.lcpMedianMs;
  const limit = route.limit?.lcpMedianMs;
  return ours && limit ? ours / limit : undefined;
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
