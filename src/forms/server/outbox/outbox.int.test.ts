/**
 * The outbox as two servers and a restart see it: on disk, a kept submission survives a new process
 * and is delivered by it; in Redis (Debian's redis-server on 127.0.0.1, port OUTBOX_TEST_PORT or
 * 6393), one instance keeps it and the other delivers it, exactly once even when both try at once.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetServerEnvForTests } from '@/src/config/environment.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '@/scripts/lib/redis-server.mjs';
import { closeRedis, connectRedis } from '@/server/redis.mjs';
import { UpstreamError } from '@/src/integrations/http';
import { createOutbox, isRetryable, retryDelayMs, type Deliverer } from './outbox';
import { diskStore, redisStore } from './store';

const PORT = Number(process.env.OUTBOX_TEST_PORT) || 6393;
const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX };
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-int-'));

beforeAll(async () => {
  redis = await startRedis({ port: PORT });
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_PREFIX = `outbox-test-${Date.now()}:`;
  resetServerEnvForTests();
  expect(await connectRedis()).toBe('ready');
});
afterAll(async () => {
  await closeRedis();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
});

/** A destination that is down until `up` is set, and counts what it received by idempotency key. */
function destination() {
  const state = { up: false, received: new Map<string, number>() };
  const deliver: Deliverer = async (item, file) => {
    await new Promise((r) => setTimeout(r, 20));
    if (!state.up) throw new UpstreamError('fake', 'answered 503', 503);
    state.received.set(item.id, (state.received.get(item.id) ?? 0) + 1);
    if (item.file && !file) throw new Error('file missing');
  };
  return {
    state,
    deliverers: { contact: deliver, newsletter: deliver, application: deliver, call: deliver },
  };
}

const later = (ms: number) => () => Date.now() + ms;

describe('retry policy', () => {
  it('backs off from 15 s to at most 30 min, and retries only what another attempt may get past', () => {
    expect(retryDelayMs(1, 0.5)).toBe(15_000);
    expect(retryDelayMs(3, 0.5)).toBe(60_000);
    expect(retryDelayMs(20, 0.5)).toBe(30 * 60_000);
    expect(isRetryable(new UpstreamError('x', 'unreachable'))).toBe(true);
    // 401 and 403 refuse the website's own account, which an operator mends: the message waits.
    for (const status of [500, 503, 429, 408, 409, 401, 403])
      expect(isRetryable(new UpstreamError('x', 'no', status))).toBe(true);
    for (const status of [400, 404, 422])
      expect(isRetryable(new UpstreamError('x', 'no', status))).toBe(false);
  });
});

describe('on disk', () => {
  it('keeps a submission its destination did not confirm, 0600, and a new process delivers it once', async () => {
    const down = destination();
    const first = createOutbox({ stores: [diskStore(dir)], deliverers: down.deliverers });
    const sent = await first.submit(
      'application',
      { name: 'Ādya' },
      {
        waitMs: 1_000,
        file: { bytes: new Uint8Array([37, 80, 68, 70]), name: 'cv.pdf', type: 'application/pdf' },
      },
    );
    expect(sent.state).toBe('kept');
    const files = readdirSync(dir).filter((n) => n !== 'dead');
    expect(files.sort()).toEqual([`${sent.id}.bin`, `${sent.id}.json`]);
    for (const name of files) expect(statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
    expect((await first.stats()).depth).toBe(1);

    // The server restarts; the destination is back.
    const back = destination();
    back.state.up = true;
    const second = createOutbox({
      stores: [diskStore(dir)],
      deliverers: back.deliverers,
      now: later(60_000),
    });
    expect(await second.deliverDue()).toBe(1);
    expect(await second.deliverDue()).toBe(0);
    expect([...back.state.received]).toEqual([[sent.id, 1]]);
    expect(readdirSync(dir).filter((n) => n !== 'dead')).toEqual([]);
    expect((await second.stats()).depth).toBe(0);
  });
});

describe('in Redis, shared by two instances', () => {
  it('is kept by one instance and delivered exactly once although both try at the same time', async () => {
    const fake = destination();
    const instanceA = createOutbox({ stores: [redisStore()], deliverers: fake.deliverers });
    const sent = await instanceA.submit('contact', { message: 'नमस्ते' }, { waitMs: 1_000 });
    expect(sent.state).toBe('kept');
    expect((await instanceA.stats()).depth).toBe(1);

    fake.state.up = true;
    const instanceB = createOutbox({
      stores: [redisStore()],
      deliverers: fake.deliverers,
      now: later(60_000),
    });
    const instanceA2 = createOutbox({
      stores: [redisStore()],
      deliverers: fake.deliverers,
      now: later(60_000),
    });
    await Promise.all([instanceB.deliverDue(), instanceA2.deliverDue()]);
    expect([...fake.state.received]).toEqual([[sent.id, 1]]);
    expect((await instanceB.stats()).depth).toBe(0);
  });

  it('keeps a submission on disk when Redis cannot take it, so accepted still means kept', async () => {
    const fake = destination();
    process.kill(redis!.pid, 'SIGSTOP');
    try {
      const outbox = createOutbox({ stores: [redisStore(), diskStore(dir)], deliverers: fake.deliverers });
      const sent = await outbox.submit('newsletter', { email: 'a@b.in' }, { waitMs: 500 });
      expect(sent.state).toBe('kept');
      expect(readdirSync(dir)).toContain(`${sent.id}.json`);
    } finally {
      process.kill(redis!.pid, 'SIGCONT');
    }
  });
});
