import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetServerEnvForTests } from '@/src/config/env';
import { startFakeWordPress, type FakeWordPress } from './fake-wordpress';

/** Starts a fake WordPress for the file and points the server environment at it. */
export function useFakeWordPress({ timeoutMs = 2500 }: { timeoutMs?: number } = {}) {
  const ref: { wp: FakeWordPress } = { wp: undefined as unknown as FakeWordPress };
  const saved = { ...process.env };
  beforeAll(async () => {
    ref.wp = await startFakeWordPress();
    process.env.WORDPRESS_URL = ref.wp.url;
    process.env.WORDPRESS_USER = 'reader';
    process.env.WORDPRESS_APP_PASSWORD = 'abcd efgh ijkl';
    process.env.WORDPRESS_TIMEOUT_MS = String(timeoutMs);
    resetServerEnvForTests();
  });
  afterEach(() => {
    ref.wp.requests.length = 0;
    ref.wp.authHeaders.length = 0;
  });
  afterAll(async () => {
    await ref.wp.close();
    for (const key of ['WORDPRESS_URL', 'WORDPRESS_USER', 'WORDPRESS_APP_PASSWORD', 'WORDPRESS_TIMEOUT_MS']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetServerEnvForTests();
  });
  return ref;
}
