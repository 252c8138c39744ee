/**
 * Fixed-window rate limiter kept in memory: enough for one server process (DESIGN.md 'Beyond one
 * machine' would move it to Redis). Old windows are pruned as they expire so memory stays bounded.
 */
export type RateLimiter = {
  /** Records one hit for `key`; false when the key already used its allowance in this window. */
  hit(key: string, now?: number): boolean;
  /** Seconds until `key` may submit again. */
  retryAfter(key: string, now?: number): number;
  size(): number;
};

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastPrune = 0;

  const prune = (now: number) => {
    if (now - lastPrune < windowMs) return;
    lastPrune = now;
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
  };

  return {
    hit(key, now = Date.now()) {
      prune(now);
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      if (current.count >= limit) return false;
      current.count++;
      return true;
    },
    retryAfter(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current) return 0;
      return Math.max(0, Math.ceil((current.start + windowMs - now) / 1000));
    },
    size: () => windows.size,
  };
}
