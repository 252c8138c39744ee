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

/** One hit; a refusal (the library rejects with its result) becomes a decision like an allowance. */
async function consume(limiter: RateLimiterMemory | RateLimiterRedis, key: string): Promise<RateDecision> {
  let result: RateLimiterRes;
  let allowed = true;
  try {
    result = await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
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
  const memory = new RateLimiterMemory({ ...window, keyPrefix: `rate:${name}` });
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
