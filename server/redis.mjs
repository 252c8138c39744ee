/**
 * The process's one Redis connection (REDIS_URL), shared by the incremental cache handler and the
 * rate limiter. Redis is an accelerator, never a dependency: every call is bounded by a short
 * timeout, nothing queues while the connection is down, and callers get `undefined` so they fall
 * back to their in-process behaviour instead of failing a request.
 */
import { createClient } from 'redis';
import { serverEnv } from '../src/config/environment.mjs';

/** Longest a Redis command may take before the caller falls back. */
export const REDIS_TIMEOUT_MS = 500;
/** After a failure or timeout, Redis is left alone this long, so a frozen server costs one timeout, not one per call. */
export const REDIS_BACKOFF_MS = 3_000;

const KEY = Symbol.for('agency.redis');
/** The client createClient() makes with no modules or scripts (RESP 3). */
/** @typedef {import('redis').RedisClientType<{}, {}, {}, 3, {}>} RedisClient */
/** @typedef {{ client: RedisClient | undefined, url: string | undefined, pausedUntil: number }} RedisState */
/** @type {RedisState} */
const UNSET = { client: undefined, url: undefined, pausedUntil: 0 };
/** The process-wide state, on globalThis (see sharedRedis). */
const shared = /** @type {{ [KEY]?: RedisState }} */ (/** @type {unknown} */ (globalThis));

/** Keys of this site in a Redis shared with others: REDIS_PREFIX or 'agency:'. */
export function redisPrefix() {
  return serverEnv().REDIS_PREFIX;
}

/** @param {unknown} error */
const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

let lastWarning = 0;
/** @param {string} message */
function warn(message) {
  const now = Date.now();
  if (now - lastWarning < 30_000) return; // one line per 30 s while Redis is away, not one per request
  lastWarning = now;
  console.warn(`[redis] ${message}; serving from this instance's own cache and limits until it is back`);
}

/**
 * The shared client, connecting in the background on first use; undefined without REDIS_URL.
 * Kept on globalThis so the cache handler (loaded by Next's server) and the route bundles (built
 * by Next's bundler) use one connection per process.
 * @returns {RedisClient | undefined}
 */
export function sharedRedis() {
  const state = (shared[KEY] ??= { ...UNSET });
  const url = serverEnv().REDIS_URL;
  if (!url) return undefined;
  if (state.client && state.url === url) return state.client;
  const client = createClient({
    url,
    // Fail commands at once while disconnected instead of queueing them behind a reconnect.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      // Keep trying forever, at most every 2 s: Redis coming back needs no restart.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  client.on('error', (/** @type {Error & { code?: string }} */ error) =>
    warn(`unavailable (${error.code ?? error.message})`),
  );
  // A new connection answered: the back-off after a frozen server's timeouts has done its job.
  client.on('ready', () => {
    state.pausedUntil = 0;
  });
  client.connect().catch(() => {}); // errors arrive through 'error'; reconnects continue
  Object.assign(state, { client, url });
  return client;
}

/**
 * Runs `command` against Redis within REDIS_TIMEOUT_MS. Resolves to its result, or to undefined
 * when REDIS_URL is unset, the connection is down, the command fails or it is too slow (then the
 * next REDIS_BACKOFF_MS of calls resolve to undefined at once).
 * @template T
 * @param {(client: RedisClient) => Promise<T>} command
 * @returns {Promise<T | undefined>}
 */
export async function withRedis(command) {
  const client = sharedRedis();
  const state = shared[KEY];
  if (!client?.isReady || !state || Date.now() < state.pausedUntil) return undefined;
  let timer;
  try {
    return await Promise.race([
      command(client),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)),
          REDIS_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    state.pausedUntil = Date.now() + REDIS_BACKOFF_MS;
    warn(`command failed (${errorMessage(error)})`);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connects at server start so the first requests already use the shared cache. Resolves to
 * 'ready', 'unreachable' (the server starts anyway and keeps retrying) or 'off' without REDIS_URL.
 * @param {number} [timeoutMs]
 * @returns {Promise<'ready' | 'unreachable' | 'off'>}
 */
export async function connectRedis(timeoutMs = 2_000) {
  const client = sharedRedis();
  if (!client) return 'off';
  const deadline = Date.now() + timeoutMs;
  while (!client.isReady && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return client.isReady ? 'ready' : 'unreachable';
}

/** Closes the shared connection (tests, shutdown). */
export async function closeRedis() {
  const state = shared[KEY];
  const client = state?.client;
  if (!client) return;
  Object.assign(state, UNSET);
  await client.close().catch(() => client.destroy());
}
