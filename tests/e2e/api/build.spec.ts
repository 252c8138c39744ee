import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { UNREAD_AT_BUILD_FILE } from '../../../src/content/unread-at-build.mjs';

/**
 * The suite's own build (scripts/e2e-server.mjs) read a WordPress that answered every fifth request
 * 10 s late, past the running site's 8 s timeout: it completed, every read was answered, and it kept
 * its prerendered pages.
 */
const build = path.resolve('.next-e2e');

test('a build against a WordPress answering some reads 10 s late completes with every prerendered page kept', () => {
  expect(existsSync(path.join(build, UNREAD_AT_BUILD_FILE))).toBe(false);
  const { seeds } = JSON.parse(readFileSync(path.join(build, 'cache-seeds.json'), 'utf8')) as {
    seeds: Record<string, unknown>;
  };
  const keys = Object.keys(seeds);
  expect(keys.some((key) => key.endsWith('/$/index'))).toBe(true);
  expect(keys.some((key) => key.endsWith('/$/careers'))).toBe(true);
  expect(keys.some((key) => key.endsWith('/$/feed.xml'))).toBe(true);
  expect(keys.length).toBeGreaterThan(50);
});
