/**
 * Step 4: autocannon (`--load-seconds`, 10 connections) on /, /blog and the post, against the
 * production server (server/index.mjs: Next's handler plus headers) and against a plain node:http
 * server answering with the same HTML bodies; the report gives our throughput as a ratio.
 */
import autocannon from 'autocannon';
import { SITE_URL, STATIC_PORT } from './context.mjs';
import { startStaticServer } from './servers.mjs';

/** The routes measured for throughput (ids of the key routes). */
const LOAD_ROUTE_IDS = ['home', 'blog', 'post'];

/**
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<import('../bench-core.mjs').Cannon>}
 */
async function cannon(url, seconds) {
  const r = await autocannon({ url, connections: 10, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * @param {import('./context.mjs').BenchContext} bench
 * @param {import('../bench-core.mjs').RouteResult[]} live  routes that answered 200
 * @param {Record<string, string>} bodies  their HTML by path
 * @returns {Promise<import('../bench-core.mjs').LoadResult[]>}
 */
export async function measureThroughput({ opts, say, defer }, live, bodies) {
  /** @type {import('../bench-core.mjs').LoadResult[]} */
  const load = [];
  const loadRoutes = live.filter((r) => LOAD_ROUTE_IDS.includes(r.id) && r.path !== undefined);
  if (!loadRoutes.length) return load;
  const staticServer = await startStaticServer(
    Object.fromEntries(loadRoutes.map((r) => [r.path, bodies[r.path ?? ''] ?? ''])),
    STATIC_PORT,
  );
  defer(staticServer.stop);
  for (const r of loadRoutes) {
    const path = r.path ?? '';
    say(`autocannon ${path}: site, then static (${opts.loadSeconds} s each) ...`);
    const ours = await cannon(`${SITE_URL}${path}`, opts.loadSeconds);
    const base = await cannon(`${staticServer.url}${path}`, opts.loadSeconds);
    load.push({ path, site: ours, static: base, ratio: base.rps ? ours.rps / base.rps : null });
    say(`  ${Math.round(ours.rps)} req/s vs static ${Math.round(base.rps)} req/s`);
  }
  await staticServer.stop();
  return load;
}
