// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { resetServerEnvForTests, serverEnv } from './env';

const saved = process.env.REDIS_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = saved;
  resetServerEnvForTests();
});

it('accepts redis:// and rediss:// for REDIS_URL, treats empty as unset, refuses anything else at start', () => {
  for (const url of ['redis://127.0.0.1:6379', 'rediss://user:secret@cache.example:6380/2']) {
    process.env.REDIS_URL = url;
    resetServerEnvForTests();
    expect(serverEnv().REDIS_URL).toBe(url);
  }
  process.env.REDIS_URL = ' ';
  resetServerEnvForTests();
  expect(serverEnv().REDIS_URL).toBeUndefined();
  process.env.REDIS_URL = 'http://127.0.0.1:6379';
  resetServerEnvForTests();
  expect(() => serverEnv()).toThrow(/redis:\/\/ or rediss:\/\//);
});
