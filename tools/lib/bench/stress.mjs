/**
 * Step 4b: tools/load.mjs against the bench's site: 200 connections for 30 s on the main pages (no
 * errors, p50/p99) and a burst per form endpoint that the rate limiter must answer with 429s.
 */
import { SITE_URL, runJsonScript } from './context.mjs';

/**
 * @param {import('./context.mjs').BenchContext} bench
 * @returns {Promise<import('../bench-core.mjs').StressResult>}
 */
export async function runStress({ say }) {
  say('tools/load.mjs: 200 connections for 30 s on the main pages, then form bursts ...');
  const stress = /** @type {import('../bench-core.mjs').StressResult} */ (
    await runJsonScript('tools/load.mjs', ['--url', SITE_URL])
  );
  say(`  ${stress.ok ? 'pass' : 'FAIL'} (table in the report)`);
  return stress;
}
