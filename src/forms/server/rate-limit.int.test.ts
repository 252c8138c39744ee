/**
 * The rate limiter against Debian's redis-server (127.0.0.1, port RATE_LIMIT_TEST_PORT or 6392):
 * limiters of the same name count together, as two instances do, and with Redis stopped each
 * falls back to counting in memory at once instead of failing the request.
 */
import { resetServerEnvForTests } from '@/src/config/environment.mjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis } from '@/scripts/lib/redis-server.mjs';
import { closeRedis, connectRedis } from '@/server/redis.mjs';
import { createRateLimiter } from './rate-limit';

const PORT = Number(process.env.RATE_LIMIT_TEST_PORT) || 6392;
const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX };
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;

beforeAll(async () => {
  redis = await startRedis({ port: PORT });
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_PREFIX = `rate-test-${Date.now()}:`;
  resetServerEnvForTests();
  expect(await connectRedis()).toBe('ready');
});

afterAll(async () => {
  await closeRedis();
  await redis?.stop();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
});

it('shares one allowance between limiters of the same name, and reports the wait', async () => {
  const onA = createRateLimiter({ name: 'contact', limit: 5, windowMs: 60_000 });
  const onB = createRateLimiter({ name: 'contact', limit: 5, windowMs: 60_000 });
  const decisions = [];
  for (let i = 0; i < 8; i++) decisions.push(await (i % 2 ? onB : onA).hit('203.0.113.9'));
  expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false, false, false]);
  expect(decisions[7]!.retryAfterSeconds).toBeGreaterThan(55);
  expect(decisions[7]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  // Other visitors and other forms have their own counts.
  expect((await onA.hit('203.0.113.10')).allowed).toBe(true);
  expect(
    (await createRateLimiter({ name: 'apply', limit: 5, windowMs: 60_000 }).hit('203.0.113.9')).allowed,
  ).toBe(true);
});

it('starts a fresh window once the old one has passed', async () => {
  // Redis keeps a window in whole seconds: the shortest is one.
  const limiter = createRateLimiter({ name: 'short', limit: 1, windowMs: 1_000 });
  expect((await limiter.hit('x')).allowed).toBe(true);
  expect((await limiter.hit('x')).allowed).toBe(false);
  await new Promise((r) => setTimeout(r, 1_100));
  expect((await limiter.hit('x')).allowed).toBe(true);
});

it('with Redis stopped, counts in memory at once instead of failing', async () => {
  const limiter = createRateLimiter({ name: 'newsletter', limit: 2, windowMs: 60_000 });
  await redis!.stop();
  const started = performance.now();
  const decisions = [];
  for (let i = 0; i < 3; i++) decisions.push((await limiter.hit('198.51.100.1')).allowed);
  expect(decisions).toEqual([true, true, false]);
  expect(performance.now() - started).toBeLessThan(250);
});
