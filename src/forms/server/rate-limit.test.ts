import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per window per key, then refuses until the window passes', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.hit('1.2.3.4', t0 + i)).toBe(true);
    expect(limiter.hit('1.2.3.4', t0 + 10)).toBe(false);
    expect(limiter.retryAfter('1.2.3.4', t0 + 10)).toBe(60);
    expect(limiter.hit('5.6.7.8', t0 + 10)).toBe(true);
    expect(limiter.hit('1.2.3.4', t0 + 60_000)).toBe(true);
  });

  it('forgets expired windows so memory stays bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 100; i++) limiter.hit(`10.0.0.${i}`, 0);
    expect(limiter.size()).toBe(100);
    limiter.hit('10.0.1.1', 5000);
    expect(limiter.size()).toBe(1);
  });
});
