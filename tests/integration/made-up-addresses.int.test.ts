/**
 * Made-up addresses against the production build (issue 44, finding 4): a crawler or an attacker
 * asking for pages, share cards, media and image variants that do not exist gets 404s, and nothing
 * is written for them, neither under the build folder nor in Redis. And the build's prerendered
 * pages are served from the first request of a fresh server, without a render.
 *
 * One build (in .next-made-up, rebuilt only when the sources change, shared with the bundle test:
 * support/shared-build.ts) against the embedded WordPress; two server/index.mjs instances on it, one
 * with REDIS_URL (Debian's redis-server) and one without.
 * Ports (overridable): instances MADE_UP_SITE_PORT (default 3530) +1 and +2, WordPress
 * MADE_UP_WORDPRESS_PORT or 9455, Redis MADE_UP_REDIS_PORT or 6393.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '@/scripts/lib/redis-server.mjs';
import { renderNow, renderNowHeaders } from '@/scripts/lib/render-now.mjs';
import { buildIfNeeded, root, stopProcess, waitForHttp } from '@/scripts/lib/site-server.mjs';
import { startWordPress, type WordPressServer } from '@/wordpress/server.mjs';
import {
  SHARED_BUILD_DIR,
  SHARED_SITE_PORT as BASE_PORT,
  SHARED_WORDPRESS_PORT as WORDPRESS_PORT,
  sharedBuildEnv,
} from './support/shared-build';

const REDIS_PORT = Number(process.env.MADE_UP_REDIS_PORT) || 6393;
const distPath = path.join(root, SHARED_BUILD_DIR);
const withRedisUrl = `http://127.0.0.1:${BASE_PORT + 1}`;
const aloneUrl = `http://127.0.0.1:${BASE_PORT + 2}`;
const PREFIX = `made-up-${randomBytes(4).toString('hex')}:`;
/**
 * Each read's last good WordPress answer (src/content/wordpress/last-good.ts) is its own layer, kept
 * for outages: the shared reads a not-found page makes (the shell, a sidebar) are kept once, like any
 * page's; a lookup of a made-up slug, which finds nothing, is never kept.
 */
const LAST_GOOD = { folder: path.join('cache', 'wordpress-last-good'), keys: `${PREFIX}wp-last-good:` };

let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let wp: WordPressServer | undefined;
let dataDir: string | undefined;
const instances: ChildProcess[] = [];

const log = (message: string) => console.log(`[made-up addresses] ${message}`);

/** Every file under the build folder with its size and modification time. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const stat = fs.statSync(file);
        files.set(path.relative(distPath, file), `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(distPath);
  return files;
}

async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, body, headers: response.headers };
}

/**
 * The share cards drawn per item, by the real item they are checked against. A tag's card route
 * carries a suffix Next gives it in the build.
 */
function cardRoutes() {
  const tagCard = fs
    .readdirSync(path.join(distPath, 'server/app/(blog)/tags/[tagSlug]'))
    .find((name) => name.startsWith('opengraph-image'));
  expect(tagCard).toBeTruthy();
  return [
    { real: 'react', path: (slug: string) => `/tags/${slug}/${tagCard}` },
    { real: 'android-developer', path: (slug: string) => `/careers/${slug}/opengraph-image` },
    { real: 'web-development', path: (slug: string) => `/services/${slug}/opengraph-image` },
    { real: 'web-development', path: (slug: string) => `/share-cards/blog/${slug}` },
  ];
}

/** Two made-up addresses of every kind of dynamic address, share cards and image variants included. */
function madeUpAddresses(cards: ReturnType<typeof cardRoutes>): string[] {
  const addresses: string[] = [];
  for (let i = 0; i < 2; i++) {
    const x = `no-such-${Date.now().toString(36)}-${i}`;
    addresses.push(
      `/blog/web-development/${x}`,
      `/blog/${x}/${x}`,
      `/blog/${x}`,
      `/blog/tags/${x}`,
      `/blog-details/${x}`,
      `/tags/${x}`,
      `/careers/${x}`,
      `/category/${x}`,
      `/portfolio/${x}`,
      `/services/${x}`,
      `/services/${x}/brochure.pdf`,
      `/share-cards/blog/tags/${x}`,
      ...cards.map((card) => card.path(x)),
      `/uploads/${x}.jpg`,
      `/_next/image?url=${encodeURIComponent(`/uploads/${x}.jpg`)}&w=640&q=75`,
      `/${x}`,
    );
  }
  return addresses;
}

beforeAll(async () => {
  redis = await startRedis({ port: REDIS_PORT });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-made-up-wp-'));
  wp = await startWordPress({ port: WORDPRESS_PORT, dataDir, log: () => {} });
  const env = sharedBuildEnv(wp, dataDir);
  await buildIfNeeded(env, { log });
  // What earlier runs of this build left behind, so each run starts as a fresh deploy.
  for (const kept of ['images', 'wordpress-last-good'])
    fs.rmSync(path.join(distPath, 'cache', kept), { recursive: true, force: true });
  for (const [port, extra] of [
    [BASE_PORT + 1, { REDIS_URL: redis.url, REDIS_PREFIX: PREFIX }],
    [BASE_PORT + 2, {}],
  ] as const) {
    instances.push(
      spawn(
        process.execPath,
        [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(port)],
        { cwd: root, env: { ...env, ...extra }, stdio: ['ignore', 'inherit', 'inherit'] },
      ),
    );
  }
  await Promise.all([withRedisUrl, aloneUrl].map((url) => waitForHttp(`${url}/robots.txt`, 120_000)));
}, 1_200_000);

afterAll(async () => {
  await Promise.all(instances.map(stopProcess));
  await redis?.stop();
  await wp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('made-up addresses against the production build', () => {
  it("serves the build's prerendered pages from the first request of a fresh server, without a render", async () => {
    for (const url of [withRedisUrl, aloneUrl]) {
      for (const pagePath of ['/', '/about', '/tags/react', '/careers/android-developer', '/feed.xml']) {
        const page = await get(`${url}${pagePath}`);
        expect(page.status, pagePath).toBe(200);
        // HIT, or STALE once the build is older than the page's revalidation time: from the cache either way.
        expect(['HIT', 'STALE'], `${url}${pagePath} x-nextjs-cache`).toContain(
          page.headers.get('x-nextjs-cache'),
        );
      }
    }
  });

  it('answers every made-up address with a 404 and writes nothing for it, on disk or in Redis', async () => {
    const probe = createClient({ url: redis!.url });
    probe.on('error', () => {});
    await probe.connect();
    try {
      const cards = cardRoutes();
      // Each card route draws a real item's card (so the made-up ones below reach a real route).
      for (const card of cards) expect((await get(`${aloneUrl}${card.path(card.real)}`)).status).toBe(200);
      const addresses = madeUpAddresses(cards);
      // The site's one not-found page is kept once, whichever address first shows it.
      for (const url of [withRedisUrl, aloneUrl]) expect((await get(`${url}/no-such-page`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const filesBefore = snapshot();
      const keysBefore = new Set(await probe.keys('*'));

      const statuses: string[] = [];
      for (const url of [withRedisUrl, aloneUrl]) {
        for (const address of addresses) {
          const { status, headers } = await get(`${url}${address}`);
          statuses.push(`${status} ${address}`);
          // /category/{slug}, an old address of a category's listing, redirects only for a category that exists.
          expect(`${status} ${headers.get('location')}`, address).toBe('404 null');
        }
      }
      // Background work (a render finishing, a cache write) has time to land.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      const filesAfter = snapshot();
      const written = [...filesAfter].filter(([file, stamp]) => filesBefore.get(file) !== stamp);
      const keys = (await probe.keys('*')).filter((key) => !keysBefore.has(key));
      const lastGood = {
        files: written.filter(([file]) => file.startsWith(LAST_GOOD.folder)).length,
        keys: keys.filter((key) => key.startsWith(LAST_GOOD.keys)).length,
      };
      log(
        `${statuses.length} requests for ${addresses.length} made-up addresses on two instances: ` +
          `${written.length} files written under ${SHARED_BUILD_DIR}, ${keys.length} new Redis keys ` +
          `(last good answers: ${lastGood.files} files, ${lastGood.keys} keys)`,
      );
      expect(written.filter(([file]) => !file.startsWith(LAST_GOOD.folder))).toEqual([]);
      expect(keys.filter((key) => !key.startsWith(LAST_GOOD.keys))).toEqual([]);
      const madeUp = /no-such-/;
      const keptFiles = written.filter(([file]) => file.startsWith(LAST_GOOD.folder));
      expect(
        keptFiles.filter(([file]) => madeUp.test(fs.readFileSync(path.join(distPath, file), 'utf8'))),
      ).toEqual([]);
      const keptKeys = keys.filter((key) => key.startsWith(LAST_GOOD.keys));
      const keptValues = await Promise.all(keptKeys.map((key) => probe.get(key)));
      expect(keptKeys.filter((_key, i) => madeUp.test(keptValues[i] ?? ''))).toEqual([]);

      // The checks see writes: a real page rendered now on the Redis instance is kept there.
      const rendered = await renderNow(`${withRedisUrl}/careers`, renderNowHeaders(distPath));
      expect(rendered).toEqual({ status: 200, kept: true });
      const kept = (await probe.keys(`${PREFIX}cache:*`)).filter((key) => !keysBefore.has(key));
      expect(kept.some((key) => key.endsWith('/careers'))).toBe(true);
    } finally {
      await probe.close();
    }
  });
});
