import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { redisPrefix, withRedis } from '@/server/redis.mjs';

/**
 * The site's one rate limiter (forms, blog search, sitemap refresh, web vitals): a fixed window per
 * key, counted by rate-limiter-flexible. With REDIS_URL the counts live in Redis, so the limit holds
 * across every instance behind the proxy; without it, or while Redis does not answer (the shared
 * connection's timeout and back-off, `withRedis`), each process counts in memory, which is also the
 * Redis limiter's insurance (the limit then holds per instance).
 */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Records one hit for `key` and says whether it was within the allowance. */
  hit(key: string): Promise<RateDecision>;
};

type WindowOptions = { limit: number; windowMs: number };
type RedisClient = Parameters<Parameters<typeof withRedis>[0]>[0];

/**
 * The in-memory counts of each limit, one per process: the proxy and each route bundle hold their
 * own copy of this module, and a search counted by the proxy and by /api/posts is one allowance.
 */
const KEY = Symbol.for('agency.rate-limit-memory');
const inMemory = ((globalThis as { [KEY]?: Map<string, RateLimiterMemory> })[KEY] ??= new Map());

function memoryLimiter(name: string, window: { points: number; duration: number }): RateLimiterMemory {
  const key = `${name}:${window.points}:${window.duration}`;
  let limiter = inMemory.get(key);
  if (!limiter)
    inMemory.set(key, (limiter = new RateLimiterMemory({ ...window, keyPrefix: `rate:${name}` })));
  return limiter;
}

/**
 * The library's refusal: it rejects with its result, not an Error. Told by its shape, since a limiter
 * kept for the process may come from another bundle's copy of the library (another RateLimiterRes).
 */
const isRefusal = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Error) &&
  typeof (value as RateLimiterRes).msBeforeNext === 'number';

/** One hit; a refusal becomes a decision like an allowance. */
async function consume(limiter: RateLimiterMemory | RateLimiterRedis, key: string): Promise<RateDecision> {
  let result: RateLimiterRes;
  let allowed = true;
  try {
    result = await limiter.consume(key);
  } catch (refusal) {
    if (!isRefusal(refusal)) throw refusal;
    result = refusal;
    allowed = false;
  }
  const seconds = Math.ceil(result.msBeforeNext / 1000);
  return { allowed, retryAfterSeconds: Math.max(allowed ? 0 : 1, seconds) };
}

/** `name` separates the counts of different limits (one per form, search, the sitemap refresh). */
export function createRateLimiter({ name, limit, windowMs }: WindowOptions & { name: string }): RateLimiter {
  // Redis keeps whole seconds (a shorter remainder would leave a count that never expires).
  if (!Number.isInteger(windowMs / 1000) || windowMs <= 0) {
    throw new Error(`rate limit ${name}: the window must be a whole number of seconds`);
  }
  const window = { points: limit, duration: windowMs / 1000 };
  const memory = memoryLimiter(name, window);
  // One limiter per connection: tests (and a changed REDIS_URL) replace the shared client.
  const shared = new WeakMap<RedisClient, RateLimiterRedis>();
  const inRedis = (client: RedisClient) => {
    let limiter = shared.get(client);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        ...window,
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${redisPrefix()}rate:${name}`,
        insuranceLimiter: memory,
      });
      shared.set(client, limiter);
    }
    return limiter;
  };
  return {
    async hit(key) {
      return (await withRedis((client) => consume(inRedis(client), key))) ?? consume(memory, key);
    },
  };
}
