/**
 * The bench's result: JSON in bench/results/bench-<time>.json, and Markdown on stdout (the budget
 * table, load, crawl, and the simulated Lighthouse audits that cost points).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { benchLink } from '../bench-budgets.mjs';
import { formatReport, formatStress } from '../bench-markdown.mjs';
import { formatCrawl } from '../../../scripts/lib/crawl.mjs';
import { describeLink } from '../shaped-link.mjs';
import { describeTransport } from './lighthouse.mjs';
import { root } from '../../../scripts/lib/site-server.mjs';

/**
 * @typedef {object} BenchResults
 * @property {import('../bench-core.mjs').RouteResult[]} routes
 * @property {import('../bench-core.mjs').LoadResult[]} load
 * @property {import('../bench-core.mjs').StressResult} [stress]
 * @property {import('./crawl.mjs').CrawlResult} [crawl]
 * @property {import('../bench-core.mjs').WordPressRequests | null} wordpress
 * @property {import('../bench-core.mjs').Miss[]} misses
 */

/**
 * Writes the JSON file and prints the Markdown report.
 * @param {import('./context.mjs').BenchContext} bench
 * @param {BenchResults} results
 */
export function writeReport({ opts, startedAt }, { routes, load, stress, crawl, wordpress, misses }) {
  const report = {
    startedAt: new Date(startedAt).toISOString(),
    seconds: Math.round((Date.now() - startedAt) / 1000),
    runs: opts.runs,
    simulatedRuns: opts.simulatedRuns,
    link: `${describeLink(benchLink)}; ${describeTransport(opts)}`,
    protocols: opts.protocols,
    linkSpec: benchLink,
    loadSeconds: opts.loadSeconds,
    machine: { node: process.version, cpus: cpus().length },
    routes,
    load,
    stress,
    crawl,
    wordpress,
    misses,
  };
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);

  console.log(`\n## Benchmark ${report.startedAt} (${report.seconds} s)\n`);
  console.log(formatReport(report));
  if (stress) console.log(`\n${formatStress(stress)}`);
  if (crawl) console.log(`\n${formatCrawl(crawl)}`);
  const diagnosed = routes.filter((r) => r.simulated?.failing?.length);
  if (diagnosed.length) {
    console.log('\n### Lighthouse audits that cost points (median simulated run)\n');
    for (const r of diagnosed) {
      const failing = r.simulated?.failing ?? [];
      console.log(
        `- \`${r.path}\`: ${failing.map((f) => `${f.category}/${f.id}${f.displayValue ? ` (${f.displayValue})` : ''}`).join(', ')}`,
      );
    }
  }
  console.log(`\nJSON: ${path.relative(root, file)}`);
}
