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
  /**
   * Form submissions kept and not yet confirmed by their destination, the oldest one's age, and
   * whether deliveries are failing (one has waited past its retries' first minute). Failing
   * deliveries do not take the instance out of rotation: every instance shares the destination, and
   * the submissions wait safely.
   */
  outbox: { depth: number; oldestSeconds: number | null; deliveries: 'ok' | 'failing' };
};

/** Room for the slowest runner we ship (the WebAssembly WordPress, about 1 s when idle) on a busy machine. */
const TIMEOUT_MS = 4_000;
/** A submission this old has failed its first attempt and at least one retry. */
const DELIVERIES_FAILING_AFTER_SECONDS = 60;

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
  const failing = (outbox.oldestSeconds ?? 0) > DELIVERIES_FAILING_AFTER_SECONDS;
  return {
    status: down.length ? 'down' : 'ok',
    checks,
    down,
    outbox: { ...outbox, deliveries: failing ? 'failing' : 'ok' },
  };
}
