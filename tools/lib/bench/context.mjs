/**
 * What every step of `npm run bench` shares: its ports and build folder, progress messages on stderr
 * with the elapsed time, and a stack of clean-ups run at the end or on a signal.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../../scripts/lib/site-server.mjs';

/**
 * BENCH_PORT (default 3200) moves the site and the four servers beside it (the next four ports),
 * BENCH_WORDPRESS_PORT (default 9420) WordPress and its counting proxy (the next port), so benches of
 * several checkouts on one machine do not collide.
 */
const basePort = Number(process.env.BENCH_PORT) || 3200;
const wordpressBasePort = Number(process.env.BENCH_WORDPRESS_PORT) || 9420;
export const SITE_PORT = basePort;
/** The throughput baseline: the same HTML from a plain node:http server. */
export const STATIC_PORT = basePort + 1;
/** The physical-limit pages Lighthouse measures beside ours. */
export const LIMIT_PORT = basePort + 2;
/** nginx terminating TLS and HTTP/2 in front of the site and of the limit pages, as deployed. */
export const SITE_TLS_PORT = basePort + 3;
export const LIMIT_TLS_PORT = basePort + 4;
export const WORDPRESS_PORT = wordpressBasePort;
/** The counting proxy between the site and WordPress. */
export const PROXY_PORT = wordpressBasePort + 1;
export const DIST_DIR = '.next-bench';
/** The bench build's folder, absolute. */
export const DIST_PATH = path.join(root, DIST_DIR);
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;

/**
 * @typedef {object} BenchContext
 * @property {import('../bench-core.mjs').BenchOptions} opts
 * @property {(message: string) => void} say        a progress line on stderr
 * @property {(stop: () => unknown) => void} defer  runs `stop` at clean-up (last deferred first)
 * @property {() => Promise<void>} cleanup           runs what was deferred; errors are reported, not thrown
 * @property {number} startedAt                      Date.now() at the start
 */

/**
 * @param {import('../bench-core.mjs').BenchOptions} opts
 * @returns {BenchContext}
 */
export function createContext(opts) {
  const startedAt = Date.now();
  /** @param {string} message */
  const say = (message) =>
    console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${message}`);
  /** @type {(() => unknown)[]} */
  const stops = [];
  /** @type {Promise<void> | undefined} */
  let running;
  // A signal's clean-up and the failing step's share one run, so neither exits while the other stops things.
  const cleanup = () =>
    (running ??= (async () => {
      for (let stop = stops.pop(); stop; stop = stops.pop()) {
        try {
          await stop();
        } catch (error) {
          say(`cleanup: ${errorMessage(error)}`);
        }
      }
    })().finally(() => {
      running = undefined;
    }));
  return { opts, say, defer: (stop) => stops.push(stop), cleanup, startedAt };
}

/**
 * The message of anything thrown.
 * @param {unknown} error
 */
export function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A page's status and body, redirects not followed.
 * @param {string | URL} url
 * @param {RequestInit} [init]
 */
export async function fetchText(url, init) {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init });
  return { status: res.status, text: await res.text() };
}

/**
 * Runs one of our scripts (`node scripts/<name> ... --json`) to its end and parses the JSON object it
 * prints on stdout; its stderr passes through.
 * @param {string} script  path from the repository root
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<unknown>}
 */
export async function runJsonScript(script, args, env) {
  const child = spawn(process.execPath, [path.join(root, script), ...args, '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    ...(env ? { env } : {}),
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(out.slice(out.indexOf('{')));
}
