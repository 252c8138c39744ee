/**
 * Redis is an accelerator, never a dependency: calls are bounded by a timeout, and callers get
 * `undefined` and fall back to their in-process behaviour instead of failing a request.
 */
import { createClient } from 'redis';
import { serverEnv } from '../src/config/environment.mjs';

export const REDIS_TIMEOUT_MS = 500;
/** So a frozen Redis costs one timeout, not one per call. */
export const REDIS_BACKOFF_MS = 3_000;

const KEY = Symbol.for('agency.redis');
/** @typedef {import('redis').RedisClientType<{}, {}, {}, 3, {}>} RedisClient */
/** @typedef {{ client: RedisClient | undefined, url: string | undefined, pausedUntil: number }} RedisState */
/** @type {RedisState} */
const UNSET = { client: undefined, url: undefined, pausedUntil: 0 };
const shared = /** @type {{ [KEY]?: RedisState }} */ (/** @type {unknown} */ (globalThis));

export function redisPrefix() {
  return serverEnv().REDIS_PREFIX;
}

/** @param {unknown} error */
const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

let lastWarning = 0;
/** @param {string} message */
function warn(message) {
  const now = Date.now();
  if (now - lastWarning < 30_000) return; // not one line per request while Redis is away
  lastWarning = now;
  console.warn(`[redis] ${message}; serving from this instance's own cache and limits until it is back`);
}

/**
 * On globalThis, so the cache handler and the route bundles share one connection.
 * @returns {RedisClient | undefined}
 */
export function sharedRedis() {
  const state = (shared[KEY] ??= { ...UNSET });
  const url = serverEnv().REDIS_URL;
  if (!url) return undefined;
  if (state.client && state.url === url) return state.client;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      // Retry forever: Redis coming back needs no restart.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  client.on('error', (/** @type {Error & { code?: string }} */ error) =>
    warn(`unavailable (${error.code ?? error.message})`),
  );
  client.on('ready', () => {
    state.pausedUntil = 0;
  });
  client.connect().catch(() => {}); // errors arrive through 'error'; reconnects continue
  Object.assign(state, { client, url });
  return client;
}

/**
 * Undefined when Redis is off, down, failing or too slow; after a failure, for REDIS_BACKOFF_MS.
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
 * So the first requests already use the shared cache; when unreachable the server starts anyway.
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

export async function closeRedis() {
  const state = shared[KEY];
  const client = state?.client;
  if (!client) return;
  Object.assign(state, UNSET);
  await client.close().catch(() => client.destroy());
}
