/**
 * Pure helpers of the benchmark (no servers, no browser): reading server HTML, making a page's
 * physical-limit twin, choosing the median Lighthouse run, checking figures against budgets and
 * printing the Markdown table.
 * Shared with the e2e budget spec and unit-tested in bench-core.test.ts.
 */
import { gzipSync } from 'node:zlib';
import { budgets, keyRoutes } from './bench-budgets.mjs';

const decodeEntities = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));

const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? decodeEntities(m[2] ?? m[3] ?? m[4] ?? '') : undefined;
};

/**
 * The script files a modern browser loads for a page: `<script src>` (except `nomodule` polyfills,
 * which it skips) plus `<link rel=preload|modulepreload as=script>` (Next preloads chunks that way),
 * deduplicated, in document order.
 */
export function extractScriptSrcs(html) {
  const srcs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && !/\snomodule\b/i.test(tag)) srcs.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) srcs.push(href);
  }
  return [...new Set(srcs)];
}

/** Same-origin path of an href (absolute URLs on `origin` included), or undefined. */
function toPath(href, origin) {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (origin && href.startsWith(origin)) return href.slice(origin.length) || '/';
  return undefined;
}

const discoverPatterns = {
  // /blog/{category}/{slug}; /blog/tags/{slug} is a tag page, not a post.
  post: /^\/blog\/(?!tags\/)[^/?#]+\/[^/?#]+\/?$/,
  career: /^\/careers\/[^/?#]+\/?$/,
};

/** First link in `html` to a page of `kind` ('post' or 'career'), as a path. */
export function discoverPath(html, kind, origin) {
  const pattern = discoverPatterns[kind];
  if (!pattern) throw new Error(`Unknown route kind ${kind}`);
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    const path = href && toPath(href, origin);
    if (path && pattern.test(path)) return path;
  }
  return undefined;
}

/** Visible text of the first `<h1>` of the HTML, whitespace collapsed; '' when there is none. */
export function h1Text(html) {
  const m = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  if (!m) return '';
  return decodeEntities(m[1].replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Visible text of the whole document (scripts, styles and tags removed), for "is X in the HTML" checks. */
export function visibleText(html) {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page's physical limit: its own HTML with every script (inline, external, JSON-LD) and every
 * script or font preload removed. What is left (markup, inlined or linked CSS, images, fonts found
 * through the CSS) is the least a browser must fetch and paint for the page to look as it does.
 */
export function limitHtml(html) {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    if (rel.includes('modulepreload')) return '';
    if (rel.includes('preload') && (as === 'script' || as === 'font')) return '';
    return tag;
  });
}

/** Middle value (the mean of the two middle ones for an even count); undefined when empty. */
export function medianOf(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const gzipBytes = (body) =>
  gzipSync(typeof body === 'string' ? Buffer.from(body) : body, { level: 9 }).length;

/**
 * Resolves the key routes (or a chosen subset: ids such as `post` or literal paths such as `/about`).
 * Returns { id, path } for what was given directly and { id, discover } for what must be discovered.
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

/** The run with the median performance score (the lower middle for an even count). */
export function medianRun(runs) {
  if (runs.length === 0) return undefined;
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Parses `--routes a,b`, `--runs N`, `--skip-load`, `--rebuild` (also as `--runs=N`). */
export function parseArgs(argv) {
  const opts = {
    routes: [],
    runs: 3,
    loadSeconds: 10,
    rebuild: false,
    skipLoad: false,
    skipCrawl: false,
    skipLighthouse: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--routes':
        opts.routes = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 9) throw new Error('--runs must be an integer from 1 to 9');
        opts.runs = n;
        break;
      }
      case '--load-seconds': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 60)
          throw new Error('--load-seconds must be an integer from 1 to 60');
        opts.loadSeconds = n;
        break;
      }
      case '--rebuild':
        opts.rebuild = true;
        break;
      case '--skip-load':
        opts.skipLoad = true;
        break;
      case '--skip-crawl':
        opts.skipCrawl = true;
        break;
      case '--skip-lighthouse':
        opts.skipLighthouse = true;
        break;
      case '--help':
      case '-h':
        opts.help = true;
        break;
      default:
        throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  return opts;
}

/**
 * Every budgeted figure of one route as { metric, value, budget, ok }. A missing figure (route not
 * measured, Lighthouse failed) is a miss: an unmeasured budget is not a met one.
 */
export function checkRoute(route) {
  const checks = [];
  const add = (metric, value, budget, ok) =>
    checks.push({ metric, value, budget, ok: value !== undefined && value !== null && ok });
  const lh = route.lighthouse;
  if (lh !== undefined) {
    add('performance', lh?.performance, `>= ${budgets.performance}`, lh?.performance >= budgets.performance);
    add(
      'accessibility',
      lh?.accessibility,
      `>= ${budgets.accessibility}`,
      lh?.accessibility >= budgets.accessibility,
    );
    add(
      'best-practices',
      lh?.bestPractices,
      `>= ${budgets.bestPractices}`,
      lh?.bestPractices >= budgets.bestPractices,
    );
    add('seo', lh?.seo, `>= ${budgets.seo}`, lh?.seo >= budgets.seo);
    add('LCP ms', lh?.lcpMs, `<= ${budgets.lcpMs}`, lh?.lcpMs <= budgets.lcpMs);
    add('FCP ms', lh?.fcpMs, `<= ${budgets.fcpMs}`, lh?.fcpMs <= budgets.fcpMs);
    add('TBT ms', lh?.tbtMs, `<= ${budgets.tbtMs}`, lh?.tbtMs <= budgets.tbtMs);
    add('CLS', lh?.cls, `<= ${budgets.cls}`, lh?.cls <= budgets.cls);
  }
  if (route.limit !== undefined) {
    const ratio = lcpVsLimit(route);
    add('LCP / limit LCP', ratio, `<= ${budgets.lcpVsLimit}`, ratio <= budgets.lcpVsLimit);
  }
  if (route.js !== undefined) {
    const js = route.js?.gzipBytes;
    add('first-load JS gzip', js, `<= ${budgets.firstLoadJsGzipBytes}`, js <= budgets.firstLoadJsGzipBytes);
  }
  if (route.html) add('h1 in server HTML', route.html.h1 || undefined, 'present', Boolean(route.html.h1));
  return checks;
}

/** Median LCP of our runs over the limit page's median LCP (runs interleaved); undefined if either is missing. */
export function lcpVsLimit(route) {
  const ours = route.lcpMedianMs;
  const limit = route.limit?.lcpMedianMs;
  return ours && limit ? ours / limit : undefined;
}

const kib = (bytes) => (bytes === undefined || bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
const num = (v, digits = 0) => (v === undefined || v === null || Number.isNaN(v) ? 'n/a' : v.toFixed(digits));
const mark = (ok) => (ok ? '' : ' ✗');

/** The Markdown report: one row per route with each figure beside its budget, then load and WordPress tables. */
export function formatReport(report) {
  const lines = [];
  const b = budgets;
  lines.push(
    `### Lighthouse (mobile, default throttling, median of ${report.runs} by performance) and page weight`,
  );
  lines.push('');
  lines.push(
    `| route | perf (>= ${b.performance}) | a11y (${b.accessibility}) | best pr. (${b.bestPractices}) | SEO (${b.seo}) | LCP ms (<= ${b.lcpMs}) | FCP ms (<= ${b.fcpMs}) | TBT ms (<= ${b.tbtMs}) | CLS (<= ${b.cls}) | LCP median: ours / limit ms (<= ${b.lcpVsLimit}x) | first-load JS gzip (<= ${kib(b.firstLoadJsGzipBytes)}) | HTML raw / gzip | h1 in HTML |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of report.routes) {
    if (r.status !== 200) {
      lines.push(
        `| ${r.id} \`${r.path ?? '?'}\` | ${r.skipped ?? `HTTP ${r.status}`} | | | | | | | | | | | |`,
      );
      continue;
    }
    const byMetric = Object.fromEntries(checkRoute(r).map((c) => [c.metric, c]));
    const cell = (metric, text) => `${text}${byMetric[metric] ? mark(byMetric[metric].ok) : ''}`;
    const lh = r.lighthouse;
    const lhCells = lh
      ? [
          cell('performance', num(lh.performance)),
          cell('accessibility', num(lh.accessibility)),
          cell('best-practices', num(lh.bestPractices)),
          cell('seo', num(lh.seo)),
          cell('LCP ms', num(lh.lcpMs)),
          cell('FCP ms', num(lh.fcpMs)),
          cell('TBT ms', num(lh.tbtMs)),
          cell('CLS', num(lh.cls, 3)),
        ]
      : Array(8).fill(lh === null ? 'failed ✗' : 'not run');
    const limitCell =
      r.limit === undefined
        ? 'not run'
        : cell(
            'LCP / limit LCP',
            `${num(r.lcpMedianMs)} / ${num(r.limit?.lcpMedianMs)} = ${num(lcpVsLimit(r), 2)}`,
          );
    lines.push(
      `| ${r.id} \`${r.path}\` | ${lhCells.join(' | ')} | ${limitCell} | ${cell('first-load JS gzip', kib(r.js?.gzipBytes))} (${r.js?.files ?? 0} files) | ${kib(r.html?.bytes)} / ${kib(r.html?.gzipBytes)} | ${cell('h1 in server HTML', r.html?.h1 ? 'yes' : 'no')} |`,
    );
  }
  if (report.load?.length) {
    lines.push('');
    lines.push(
      `### Throughput (autocannon, ${report.loadSeconds} s, 10 connections, loopback; static = node:http serving the same HTML)`,
    );
    lines.push('');
    lines.push(
      '| route | site req/s | p50 / p99 ms | static req/s | p50 / p99 ms | ratio (ours / static) | non-2xx / errors |',
    );
    lines.push('|---|---|---|---|---|---|---|');
    for (const l of report.load) {
      lines.push(
        `| \`${l.path}\` | ${num(l.site.rps)} | ${num(l.site.p50)} / ${num(l.site.p99)} | ${num(l.static.rps)} | ${num(l.static.p50)} / ${num(l.static.p99)} | ${num(l.ratio, 2)} | ${l.site.non2xx} / ${l.site.errors} |`,
      );
    }
  }
  if (report.wordpress) {
    const w = report.wordpress;
    lines.push('');
    lines.push('### WordPress requests per page view (counting proxy; method below)');
    lines.push('');
    lines.push(
      `Build: ${w.build === null ? 'build reused (run with --rebuild to count)' : `${w.build.api} REST + ${w.build.media} media requests`}.`,
    );
    lines.push('');
    lines.push('| route | cold: REST / media | warm: REST / media |');
    lines.push('|---|---|---|');
    for (const c of w.routes) {
      lines.push(`| \`${c.path}\` | ${c.cold.api} / ${c.cold.media} | ${c.warm.api} / ${c.warm.media} |`);
    }
    lines.push('');
    lines.push(w.method);
  }
  const misses = report.misses ?? [];
  lines.push('');
  lines.push(
    misses.length === 0
      ? 'All budgets met.'
      : `Budgets missed (${misses.length}): ${misses.map((m) => `${m.route} ${m.metric} ${m.value ?? 'n/a'} (budget ${m.budget})`).join('; ')}`,
  );
  return lines.join('\n');
}

/**
 * The figures of one Lighthouse result the bench keeps: category scores (0-100), LCP, FCP, TBT, CLS,
 * and each weighted audit that cost points, so a miss comes with its reason.
 */
export function summariseLighthouse(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined
      ? null
      : Math.round(lhr.categories[id].score * 100);
  // Audits that cost points, so a miss comes with its reason.
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative'
      ) {
        const items = (audit.details?.items ?? []).slice(0, 3).map((item) =>
          [
            item.description,
            item.url,
            item.sourceLocation?.url,
            item.source,
            item.node?.snippet,
            item.node?.explanation,
          ]
            .filter((v) => typeof v === 'string')
            .join(' | ')
            .slice(0, 300),
        );
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

/** Every missed budget of the report, flat. */
export function collectMisses(routes) {
  return routes.flatMap((r) =>
    r.status === 200
      ? checkRoute(r)
          .filter((c) => !c.ok)
          .map((c) => ({ route: r.path, ...c }))
      : [],
  );
}

/** The load test's result (scripts/load.mjs `{ load, bursts, ok }`) as Markdown. */
export function formatStress({ load, bursts, ok }) {
  return [
    `### Load: ${load.connections} connections for ${load.durationSeconds} s on ${load.pages.length} pages`,
    '',
    '| requests | req/s | p50 ms | p99 ms | max ms | errors | timeouts | 5xx |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${load.requests} | ${Math.round(load.requestsPerSecond)} | ${load.latencyMs.p50} | ${load.latencyMs.p99} | ${load.latencyMs.max} | ${load.errors} | ${load.timeouts} | ${load.status5xx} |`,
    '',
    'Burst of simultaneous submissions per form endpoint (status: count):',
    ...Object.entries(bursts).map(([endpoint, counts]) => `- ${endpoint}: ${JSON.stringify(counts)}`),
    '',
    ok ? 'PASS' : 'FAIL: errors, timeouts, 5xx or a burst without 429s',
  ].join('\n');
}
