import { createMemoryWindow, createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('allows the limit per window per key, then refuses until the window passes', () => {
    const window = createMemoryWindow({ limit: 5, windowMs: 60_000 });
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(window.hit('1.2.3.4', t0 + i).allowed).toBe(true);
    expect(window.hit('1.2.3.4', t0 + 10)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(window.hit('5.6.7.8', t0 + 10).allowed).toBe(true);
    expect(window.hit('1.2.3.4', t0 + 60_000).allowed).toBe(true);
  });

  it('forgets expired windows so memory stays bounded', () => {
    const window = createMemoryWindow({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 100; i++) window.hit(`10.0.0.${i}`, 0);
    expect(window.size()).toBe(100);
    window.hit('10.0.1.1', 5000);
    expect(window.size()).toBe(1);
  });

  it('counts in memory without REDIS_URL, separately per limiter name', async () => {
    const saved = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const contact = createRateLimiter({ name: 'contact', limit: 2, windowMs: 60_000 });
      const newsletter = createRateLimiter({ name: 'newsletter', limit: 2, windowMs: 60_000 });
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push((await contact.hit('9.9.9.9')).allowed);
      expect(decisions).toEqual([true, true, false]);
      expect((await newsletter.hit('9.9.9.9')).allowed).toBe(true);
    } finally {
      if (saved !== undefined) process.env.REDIS_URL = saved;
    }
  });
});
