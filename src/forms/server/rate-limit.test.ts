import { afterEach, beforeEach, vi } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('rate limiter (in memory, without REDIS_URL)', () => {
  const saved = process.env.REDIS_URL;
  beforeEach(() => {
    delete process.env.REDIS_URL;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    if (saved !== undefined) process.env.REDIS_URL = saved;
  });

  it('allows the limit per window per key, then refuses until the window passes', async () => {
    const limiter = createRateLimiter({ name: 'window', limit: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) expect((await limiter.hit('1.2.3.4')).allowed).toBe(true);
    vi.advanceTimersByTime(10);
    expect(await limiter.hit('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit('5.6.7.8')).allowed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect((await limiter.hit('1.2.3.4')).allowed).toBe(true);
  });

  it('says how long is left of the window', async () => {
    const limiter = createRateLimiter({ name: 'wait', limit: 1, windowMs: 60_000 });
    expect(await limiter.hit('x')).toEqual({ allowed: true, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(45_000);
    expect(await limiter.hit('x')).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it('counts separately per limiter name', async () => {
    const contact = createRateLimiter({ name: 'contact', limit: 2, windowMs: 60_000 });
    const newsletter = createRateLimiter({ name: 'newsletter', limit: 2, windowMs: 60_000 });
    const decisions = [];
    for (let i = 0; i < 3; i++) decisions.push((await contact.hit('9.9.9.9')).allowed);
    expect(decisions).toEqual([true, true, false]);
    expect((await newsletter.hit('9.9.9.9')).allowed).toBe(true);
  });

  it('refuses a window Redis could not keep (not whole seconds)', () => {
    expect(() => createRateLimiter({ name: 'short', limit: 1, windowMs: 300 })).toThrow(
      /whole number of seconds/,
    );
  });
});
