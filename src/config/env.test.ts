// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

it('accepts .env.example as it stands, so copying it to .env is a working start', () => {
  const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  const entries = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
  expect(entries.length).toBeGreaterThan(10);
  const before = { ...process.env };
  try {
    for (const [name, value] of entries) process.env[name] = value;
    resetServerEnvForTests();
    expect(() => serverEnv()).not.toThrow();
  } finally {
    for (const [name] of entries) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  }
});
