/**
 * The benchmark's Markdown: the per-route table with each figure beside its budget, and the stress
 * run's summary.
 */
import { budgets } from './bench-budgets.mjs';
import { checkRoute, lcpVsLimit } from './bench-core.mjs';

/** @typedef {import('./bench-core.mjs').RouteResult} RouteResult */
/** @typedef {import('./bench-core.mjs').LoadResult} LoadResult */
/** @typedef {import('./bench-core.mjs').WordPressRequests} WordPressRequests */
/** @typedef {import('./bench-core.mjs').Miss} Miss */
/** @typedef {import('./bench-core.mjs').StressResult} StressResult */

/** @param {number | null | undefined} bytes */
const kib = (bytes) => (bytes === undefined || bytes === null ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
/**
 * @param {number | null | undefined} v
 * @param {number} [digits]
 */
const num = (v, digits = 0) => (v === undefined || v === null || Number.isNaN(v) ? 'n/a' : v.toFixed(digits));
/** @param {boolean} ok */
const mark = (ok) => (ok ? '' : ' ✗');

/**
 * The Markdown report: one row per route with each figure beside its budget, then load and WordPress tables.
 * @param {{ runs: number, simulatedRuns?: number, link?: string, loadSeconds?: number, routes: RouteResult[], load?: LoadResult[], wordpress?: WordPressRequests | null, misses?: Miss[] }} report
 */
export function formatReport(report) {
  /** @type {string[]} */
  const lines = [];
  const b = budgets;
  lines.push(
    `### Page speed on the shaped link (${report.link ?? 'link not reported'}; CPU 4x, mobile; ${report.runs} runs of each, ours and the limit page's interleaved; medians of the runs without a browser stall) and simulated (median of ${report.simulatedRuns ?? 0} by performance: what PageSpeed Insights shows)`,
  );
  lines.push('');
  const shapedColumns = [
    'LCP ms',
    'FCP ms',
    `TBT ms (<= ${b.tbtMs})`,
    `CLS (<= ${b.cls})`,
    'limit LCP / FCP ms',
    `LCP / limit LCP (<= ${b.lcpVsLimit})`,
    'Speed Index ms: ours / limit',
    'document on the wire: ours / limit',
    'stalled runs left out: ours / limit',
  ];
  const simulatedColumns = [
    `simulated perf (>= ${b.performance})`,
    `a11y / best pr. / SEO (${b.accessibility})`,
  ];
  const columns = [
    'route',
    ...shapedColumns,
    ...simulatedColumns,
    `first-load JS gzip (<= ${kib(b.firstLoadJsGzipBytes)})`,
    'HTML raw / gzip',
    'h1 in HTML',
  ];
  /** @param {string[]} cells */
  const row = (cells) => `| ${cells.join(' | ')} |`;
  lines.push(row(columns));
  lines.push(row(columns.map(() => '---')));
  for (const r of report.routes) {
    if (r.status !== 200) {
      const reason = r.skipped ?? `HTTP ${r.status}`;
      lines.push(row([`${r.id} \`${r.path ?? '?'}\``, reason, ...Array(columns.length - 2).fill('')]));
      continue;
    }
    const byMetric = Object.fromEntries(checkRoute(r).map((c) => [c.metric, c]));
    /**
     * @param {string} metric
     * @param {string} text
     */
    const cell = (metric, text) => `${text}${byMetric[metric] ? mark(byMetric[metric].ok) : ''}`;
    const sh = r.shaped;
    const offLink = sh?.offLink ? ` (${sh.offLink} requests off the link ✗)` : '';
    const shapedCells = sh
      ? [
          num(sh.lcpMs),
          num(sh.fcpMs),
          cell('TBT ms', num(sh.tbtMs)),
          cell('CLS', num(sh.cls, 3)),
          `${num(sh.limitLcpMs)} / ${num(sh.limitFcpMs)}`,
          cell('LCP / limit LCP', num(lcpVsLimit(r), 2)) + offLink,
          `${num(sh.siMs)} / ${num(sh.limitSiMs)}`,
          `${kib(sh.documentBytes)} / ${kib(sh.limitDocumentBytes)}`,
          `${sh.stalled} / ${sh.limitStalled}`,
        ]
      : Array(shapedColumns.length).fill('not run');
    const lh = r.simulated;
    const simulatedCells = lh
      ? [
          cell('simulated performance', num(lh.performance)),
          [
            cell('accessibility', num(lh.accessibility)),
            cell('best-practices', num(lh.bestPractices)),
            cell('seo', num(lh.seo)),
          ].join(' / '),
        ]
      : Array(simulatedColumns.length).fill(lh === null ? 'failed ✗' : 'not run');
    lines.push(
      row([
        `${r.id} \`${r.path}\``,
        ...shapedCells,
        ...simulatedCells,
        `${cell('first-load JS gzip', kib(r.js?.gzipBytes))} (${r.js?.files ?? 0} files${r.js?.sentBytes ? `; ${kib(r.js.sentBytes)} sent` : ''})`,
        `${kib(r.html?.bytes)} / ${kib(r.html?.gzipBytes)}`,
        cell('h1 in server HTML', r.html?.h1 ? 'yes' : 'no'),
      ]),
    );
  }
  if (report.routes.some((r) => r.cold)) lines.push('', ...formatCold(report, row));
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
      : `Budgets missed (${misses.length}): ${misses.map((m) => `${m.route} ${m.metric} ${typeof m.value === 'number' ? Number(m.value.toPrecision(3)) : (m.value ?? 'n/a')} (budget ${m.budget})`).join('; ')}`,
  );
  lines.push(...protocolVerdicts(report.routes));
  return lines.join('\n');
}

/**
 * The cold protocol's table: the page as a first visitor meets it after a deploy.
 * @param {{ runs: number, routes: RouteResult[] }} report
 * @param {(cells: string[]) => string} row
 */
function formatCold(report, row) {
  const b = budgets;
  const columns = [
    'route',
    'LCP ms',
    'FCP ms',
    `TBT ms (<= limit + ${b.tbtMs})`,
    'limit TBT ms',
    `CLS (<= ${b.cls})`,
    'limit LCP / FCP ms',
    `LCP / limit LCP (<= ${b.lcpVsLimit})`,
    'Speed Index ms: ours / limit',
    'document on the wire: ours / limit',
    'runs with a browser stall (counted): ours / limit',
  ];
  const lines = [
    `### Cold protocol on the same link (HTTPS and HTTP/2 through nginx; no warm-up load, no wait for a quiet machine, Chromium's default Paint Holding; ${report.runs} runs of each, interleaved; medians of every run)`,
    '',
    row(columns),
    row(columns.map(() => '---')),
  ];
  for (const r of report.routes) {
    if (r.status !== 200) continue;
    const c = r.cold;
    if (!c) {
      lines.push(row([`${r.id} \`${r.path}\``, 'not run', ...Array(columns.length - 2).fill('')]));
      continue;
    }
    const byMetric = Object.fromEntries(checkRoute(r).map((check) => [check.metric, check]));
    /**
     * @param {string} metric
     * @param {string} text
     */
    const cell = (metric, text) => `${text}${byMetric[metric] ? mark(byMetric[metric].ok) : ''}`;
    const offLink = c.offLink ? ` (${c.offLink} requests off the link ✗)` : '';
    lines.push(
      row([
        `${r.id} \`${r.path}\``,
        num(c.lcpMs),
        num(c.fcpMs),
        cell('cold TBT ms', num(c.tbtMs)),
        num(c.limitTbtMs),
        cell('cold CLS', num(c.cls, 3)),
        `${num(c.limitLcpMs)} / ${num(c.limitFcpMs)}`,
        cell('cold LCP / limit LCP', num(lcpVsLimit(r, 'cold'), 2)) + offLink,
        `${num(c.siMs)} / ${num(c.limitSiMs)}`,
        `${kib(c.documentBytes)} / ${kib(c.limitDocumentBytes)}`,
        `${c.stalled} / ${c.limitStalled}`,
      ]),
    );
  }
  return lines;
}

/**
 * One closing line per protocol that ran, so the note quotes both.
 * @param {RouteResult[]} routes
 */
function protocolVerdicts(routes) {
  const live = routes.filter((r) => r.status === 200);
  /** @type {[string, (r: RouteResult) => unknown, (metric: string) => boolean][]} */
  const protocols = [
    [
      'Warm protocol',
      (r) => r.shaped,
      (m) => ['LCP / limit LCP', 'TBT ms', 'CLS', 'requests off the link'].includes(m),
    ],
    ['Cold protocol', (r) => r.cold, (m) => m.startsWith('cold ')],
  ];
  return protocols.flatMap(([name, ran, ofIt]) => {
    const measured = live.filter((r) => ran(r));
    if (!measured.length) return [];
    const missed = measured.flatMap((r) =>
      checkRoute(r)
        .filter((c) => ofIt(c.metric) && !c.ok)
        .map(
          (c) =>
            `${r.id} ${c.metric.replace(/^cold /, '')} ${typeof c.value === 'number' ? Number(c.value.toPrecision(3)) : (c.value ?? 'n/a')}`,
        ),
    );
    return [
      `${name} (LCP <= ${budgets.lcpVsLimit}x the limit's, TBT ${name.startsWith('Cold') ? `<= the limit's + ${budgets.tbtMs} ms` : `<= ${budgets.tbtMs} ms`}): ${missed.length ? `missed on ${missed.join('; ')}` : `met on all ${measured.length} routes`}.`,
    ];
  });
}

/**
 * The load test's result (tools/load.mjs `{ load, bursts, ok }`) as Markdown.
 * @param {StressResult} result
 */
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
