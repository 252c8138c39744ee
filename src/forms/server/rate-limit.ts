import { redisPrefix, withRedis } from '@/server/redis.mjs';

/**
 * The site's one rate limiter (forms, sitemap refresh): a fixed window per key. With REDIS_URL the
 * counts live in Redis, so the limit holds across every instance behind the proxy; without it, or
 * while Redis does not answer, each process counts in memory (the limit then holds per instance).
 */
export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Records one hit for `key` and says whether it was within the allowance. */
  hit(key: string): Promise<RateDecision>;
};

type WindowOptions = { limit: number; windowMs: number };

/** In-process counting; old windows are pruned as they expire so memory stays bounded. */
export function createMemoryWindow({ limit, windowMs }: WindowOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastPrune = 0;

  const prune = (now: number) => {
    if (now - lastPrune < windowMs) return;
    lastPrune = now;
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
  };

  return {
    hit(key: string, now = Date.now()): RateDecision {
      prune(now);
      let current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        current = { start: now, count: 0 };
        windows.set(key, current);
      }
      current.count++;
      const retryAfterSeconds = Math.max(0, Math.ceil((current.start + windowMs - now) / 1000));
      return { allowed: current.count <= limit, retryAfterSeconds };
    },
    size: () => windows.size,
  };
}

/** Counts a hit and starts the window on the first one, atomically: [count, milliseconds left]. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/** `name` separates the counts of different limits (one per form, the sitemap refresh). */
export function createRateLimiter({ name, limit, windowMs }: WindowOptions & { name: string }): RateLimiter {
  const memory = createMemoryWindow({ limit, windowMs });
  return {
    async hit(key) {
      const shared = await withRedis(
        (redis) =>
          redis.eval(HIT_SCRIPT, {
            keys: [`${redisPrefix()}rate:${name}:${key}`],
            arguments: [String(windowMs)],
          }) as Promise<[number, number]>,
      );
      if (!shared) return memory.hit(key);
      const [count, ttl] = shared;
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
  };
}
