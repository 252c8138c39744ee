import 'server-only';
import { withRedis } from '@/server/redis.mjs';
import { serverEnv } from '@/src/config/env';
import { pingWordPress } from '@/src/content/wordpress/ping';
import { formOutbox } from '@/src/forms/server/outbox';

/**
 * What a load balancer asks before sending visitors to this instance: can it reach what pages and
 * forms need? WordPress always; Redis when REDIS_URL is set. Cheap (one small request each, short
 * timeouts), never cached, and naming no address or secret.
 */
export type Check = 'ok' | 'down' | 'off';
export type Health = {
  status: 'ok' | 'down';
  checks: { wordpress: Check; redis: Check };
  down: string[];
  /** Form submissions kept and not yet confirmed by their destination, and the oldest one's age. */
  outbox: { depth: number; oldestSeconds: number | null };
};

const TIMEOUT_MS = 2_000;

async function wordpressCheck(): Promise<Check> {
  const status = await pingWordPress(TIMEOUT_MS);
  return status !== undefined && status >= 200 && status < 300 ? 'ok' : 'down';
}

async function redisCheck(): Promise<Check> {
  if (!serverEnv().REDIS_URL) return 'off';
  return (await withRedis((client) => client.ping())) === 'PONG' ? 'ok' : 'down';
}

export async function checkHealth(): Promise<Health> {
  const [wordpress, redis, outbox] = await Promise.all([
    wordpressCheck(),
    redisCheck(),
    formOutbox().stats(),
  ]);
  const checks = { wordpress, redis };
  const down = Object.entries(checks)
    .filter(([, state]) => state === 'down')
    .map(([name]) => name);
  return { status: down.length ? 'down' : 'ok', checks, down, outbox };
}
