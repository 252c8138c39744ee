#!/usr/bin/env node
/**
 * Bounded load test (loopback only): 200 concurrent connections for 30 s across the main pages, then a
 * burst against each form endpoint that the rate limiter must answer with 429s, never errors.
 * Usage: node tools/load.mjs [--url http://127.0.0.1:3000] [--duration 30] [--connections 200]
 * Without --url it starts its own site (embedded WordPress) on 127.0.0.1:3300.
 * Exit code 1 when any request errors, times out or answers 5xx.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { formatStress } from './lib/bench-markdown.mjs';
import { startSite } from '../scripts/lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
  },
});

const site = values.url
  ? undefined
  : await startSite({
      port: 3300,
      wordpressPort: 9430,
      distDir: '.next-bench',
      // Its connections stand for as many visitors, all from loopback.
      extraEnv: { MAX_CONNECTIONS_PER_ADDRESS: '0' },
      log: () => {},
    });
const base = values.url || site?.siteUrl || '';
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error('The load test only targets loopback addresses.');
  process.exit(2);
}

/**
 * The first capture of `re` in the HTML of `path`.
 * @param {string} path
 * @param {RegExp} re
 */
async function firstMatch(path, re) {
  const html = await (await fetch(`${base}${path}`)).text();
  return html.match(re)?.[1];
}

const post = await firstMatch('/blog', /href="(\/blog\/[^/"?#]+\/[^/"?#]+)"/);
const pages = [
  '/',
  '/blog',
  '/about',
  '/services/web-development',
  '/portfolio/octans',
  '/careers',
  ...(post ? [post] : []),
];

const result = await autocannon({
  url: base,
  connections: Number(values.connections),
  duration: Number(values.duration),
  timeout: 10,
  requests: pages.map((path) => ({ method: 'GET', path })),
});

const load = {
  pages,
  connections: Number(values.connections),
  durationSeconds: Number(values.duration),
  requests: result.requests.total,
  requestsPerSecond: result.requests.average,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  status5xx: result['5xx'],
};

// Burst: more submissions from one address than the limiter allows, all at once.
/**
 * Sends 40 submissions at once; resolves to a count per status ('error' for a failed request).
 * @param {string} path
 * @param {string} body
 * @param {string} contentType
 */
async function burst(path, body, contentType) {
  /** @type {Record<string, number>} */
  const counts = {};
  await Promise.all(
    Array.from({ length: 40 }, async () => {
      try {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': contentType, origin: base },
          body,
        });
        counts[res.status] = (counts[res.status] ?? 0) + 1;
      } catch {
        counts.error = (counts.error ?? 0) + 1;
      }
    }),
  );
  return counts;
}
const invalid = JSON.stringify({ name: '', email: 'not-an-email', message: '' });
const bursts = {
  '/api/contact': await burst('/api/contact', invalid, 'application/json'),
  '/api/newsletter': await burst(
    '/api/newsletter',
    JSON.stringify({ email: 'not-an-email' }),
    'application/json',
  ),
  '/api/apply': await burst('/api/apply', 'x', 'multipart/form-data; boundary=x'),
};

const burstFailures = Object.entries(bursts).filter(
  ([, counts]) => counts.error || Object.keys(counts).some((s) => Number(s) >= 500) || !counts[429],
);
const ok = load.errors === 0 && load.timeouts === 0 && load.status5xx === 0 && burstFailures.length === 0;

if (values.json) console.log(JSON.stringify({ load, bursts, ok }, null, 2));
else console.log(`\n${formatStress({ load, bursts, ok })}`);
await site?.stop();
process.exit(ok ? 0 : 1);
