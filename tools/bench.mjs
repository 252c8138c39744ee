#!/usr/bin/env node
/**
 * `npm run bench`: measures the production site against its performance budgets
 * (tools/lib/bench-budgets.mjs). One module per step in tools/lib/bench/.
 *
 * 1. Starts the embedded WordPress (127.0.0.1:9420, or WORDPRESS_URL when set) behind a counting
 *    proxy (127.0.0.1:9421), builds the site into .next-bench when needed and serves it on
 *    127.0.0.1:3200 via startSite(): ports and build folder never collide with `npm start` or e2e.
 *    BENCH_PORT moves the site and its four neighbours (3201-3204 below), BENCH_WORDPRESS_PORT
 *    WordPress and the proxy, so two checkouts can bench on one machine.
 * 2. Per key route (discovering a post in /blog and a career in /careers; routes that 404 are
 *    skipped and reported): server HTML size, h1 present, first-load JavaScript (gzip sum of the
 *    script files the HTML references, fetched from the server, and the bytes it sends in Brotli).
 *    Each of the page's optimised picture variants is asked for once, so the measured runs meet them
 *    made, as every visitor but a variant's first does.
 * 3. Page speed as a visitor on a slow mobile link feels it, the measure that decides. Every
 *    request Chromium makes crosses one shaped link (tools/lib/shaped-link.mjs, a TCP proxy in
 *    its own process, since this kernel has no netem): 150 ms round trip, 1.6 Mbit/s down,
 *    750 kbit/s up, one bottleneck per direction shared by all connections, TCP slow start from an
 *    initial window of 10 × 1460 B per connection, a handshake round trip per new connection
 *    (benchLink in bench-budgets.mjs). Lighthouse 12 (mobile) with its own network emulation off
 *    and the CPU slowed 4x ('devtools' throttling, every network figure 0), `--runs` runs per
 *    route, each followed by one of the route's physical limit: the same HTML with every script and
 *    font preload removed, served statically (127.0.0.1:3202, assets passed through to the site)
 *    through its own listener on the same link, each behind nginx terminating TLS and HTTP/2 as
 *    deployed (docs/deploy.md; 127.0.0.1:3203 and 3204, a certificate made for the run that
 *    Chromium trusts by its key), so the TLS handshake crosses the link too; `--direct` serves them
 *    over HTTP/1.1 from the servers themselves instead. Before a route's runs its page is made again
 *    (Next's on-demand revalidation: a runtime render, as visitors meet after the build's first
 *    revalidation, and fresh, so it does not regenerate during the route's runs), then loaded once unmeasured (the
 *    pages it prefetches that have gone stale are made again then, not during a measured load);
 *    before every run the link closes all its connections, so each load is a first visit, and the
 *    machine is let go quiet (quiet-machine.mjs: the browser shares its 2 cores with the servers,
 *    a visitor's phone does not). Medians of LCP, FCP, Speed Index, TBT and CLS for both, and the document's
 *    bytes as received (headers and Brotli body). Chromium runs without Paint Holding: with it,
 *    headless Chromium sometimes held a page's first frame back for a whole second after the page
 *    was ready. paintStallMs still looks for such a run in its trace; one found is left out of the
 *    medians, ours and the limit's alike, and counted in the report. Budgets: LCP <= 1.15x the
 *    limit's, TBT, CLS; any request that did not cross the link is a miss. Then `--simulated-runs`
 *    runs with Lighthouse's default simulated throttling against the site's nginx (the site itself
 *    with `--direct`), all four categories, the run with the median performance score kept: what
 *    PageSpeed Insights shows (performance >= 98, the others 100).
 * 3b. The cold protocol, beside that warm one and before it (for every route before any warm run):
 *    the page as a first visitor meets it after a deploy. The same link, runs and limit pages, always
 *    through nginx (HTTPS and HTTP/2), but no page made again, no unmeasured load, no wait for a
 *    quiet machine, and Chromium's default Paint Holding; every run counts, a stalled one too. Budgets:
 *    LCP <= 1.15x the limit's, TBT <= the limit page's own TBT + 100 ms (the slowed CPU blocks on the
 *    script-free page too), CLS. The report's closing lines quote both protocols.
 * 4. autocannon (--load-seconds, 10 connections) on /, /blog and the post, against the production server
 *    (server/index.mjs: Next's handler plus headers) and against a plain node:http server answering with the same HTML bodies; our throughput as a ratio.
 * 4b. tools/load.mjs against the same server: 200 connections for 30 s on the main pages (zero
 *    errors, p50/p99) and a burst per form endpoint that the rate limiter answers with 429s.
 * 4c. tools/crawl.mjs: every sitemap page and image variant (4 connections, 20 s timeout, cold image
 *    cache) while a second `next build` runs on the same cores: no page may time out, nothing may 5xx.
 * 5. WordPress requests per page view, counted by the proxy: cold = a fresh server with an
 *    emptied data cache asked to render the route (on-demand revalidation header, so prerendered
 *    pages render too); warm = the next ordinary view.
 * Prints a Markdown table, writes bench/results/bench-<time>.json, exits 1 when a budget is missed.
 *
 * Options: --routes home,post,/about   --runs N (on the link, default 5)   --simulated-runs N (default 3)
 *          --skip-simulated   --skip-lighthouse (step 3)   --direct   --rebuild   --skip-load   --skip-crawl
 *          --load-seconds N (default 10)   --protocols cold,warm (which protocols run on the link; both by default)
 */
import { readFileSync } from 'node:fs';
import { collectMisses, parseArgs, selectRoutes } from './lib/bench-core.mjs';
import { createContext, errorMessage } from './lib/bench/context.mjs';
import { runCrawl } from './lib/bench/crawl.mjs';
import { measureLighthouse } from './lib/bench/lighthouse.mjs';
import { measurePages } from './lib/bench/pages.mjs';
import { writeReport } from './lib/bench/report.mjs';
import { startBenchSite } from './lib/bench/site.mjs';
import { runStress } from './lib/bench/stress.mjs';
import { measureThroughput } from './lib/bench/throughput.mjs';
import { countWordPressRequests } from './lib/bench/wordpress-requests.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

/** @type {import('./lib/bench-core.mjs').BenchOptions} */
let opts;
/** @type {import('./lib/bench-core.mjs').RouteDef[]} */
let routeDefs;
try {
  opts = parseArgs(process.argv.slice(2));
  routeDefs = selectRoutes(opts.routes);
} catch (error) {
  console.error(`bench: ${errorMessage(error)} (see --help)`);
  process.exit(2);
}
if (opts.help) {
  console.log(
    (readFileSync(new URL(import.meta.url), 'utf8').match(/\/\*\*([\s\S]*?)\*\//)?.[1] ?? '').replace(
      /^ \* ?/gm,
      '',
    ),
  );
  process.exit(0);
}

const bench = createContext(opts);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    bench.say(`${signal}: stopping`);
    bench.cleanup().finally(() => process.exit(130));
  });
}

/** The steps in order; resolves to the exit code: 1 when a budget, the load test or the crawl failed. */
async function main() {
  const site = await startBenchSite(bench);
  const { routes, bodies } = await measurePages(bench, routeDefs);
  const live = routes.filter((r) => r.status === 200);
  if (!opts.skipLighthouse && live.length) await measureLighthouse(bench, live, bodies);
  const load = opts.skipLoad ? [] : await measureThroughput(bench, live, bodies);
  const stress = opts.skipLoad ? undefined : await runStress(bench);
  const crawl = opts.skipCrawl ? undefined : await runCrawl(bench, site.env);
  const wordpress = live.length ? await countWordPressRequests(bench, site, live) : null;
  await bench.cleanup();
  const misses = collectMisses(routes);
  writeReport(bench, { routes, load, stress, crawl, wordpress, misses });
  return misses.length || (stress && !stress.ok) || (crawl && !crawl.ok) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    bench.say(`failed: ${error instanceof Error ? error.stack : error}`);
    await bench.cleanup();
    process.exit(2);
  },
);
