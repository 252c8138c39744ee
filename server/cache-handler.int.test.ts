/**
 * The cache handler, through Next's documented cacheHandler interface only, against Debian's
 * redis-server (127.0.0.1, port REDIS_HANDLER_TEST_PORT or 6391): entries survive the round trip
 * byte for byte, a tag expired by another instance hides the entries it covers, one marked stale is
 * handed back as Next tells a stale entry (by `lastModified` and `cacheControl`), only 200
 * responses are kept and fetch data never leaves memory, the build's prerendered responses are
 * served until something newer is, and with Redis stopped the handler answers from memory at once
 * instead of failing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '@/scripts/lib/redis-server.mjs';
import { SEEDS_FILE, type SeedIndex } from './build-seeds.mjs';
import CacheHandler, { deserialize } from './cache-handler.mjs';
import { resetServerEnvForTests } from '../src/config/environment.mjs';
import { closeRedis, REDIS_BACKOFF_MS, sharedRedis, withRedis } from './redis.mjs';

const PORT = Number(process.env.REDIS_HANDLER_TEST_PORT) || 6391;
const saved = {
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: process.env.REDIS_PREFIX,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
};
let redis: Awaited<ReturnType<typeof startRedis>>;
let raw: ReturnType<typeof createClient>;
let distDir: string;

/** A build folder with a seed index (what server/build-seeds.mjs writes when the build completes). */
function makeBuild(buildId: string, builtAt = Date.now()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-handler-'));
  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  };
  write('server/route-cache/APP_PAGE/h/$/about.html', '<p>about, as built</p>');
  write('server/route-cache/APP_PAGE/h/$/about.rsc', Buffer.from([7, 8, 9]));
  write('server/route-cache/APP_PAGE/h/$/about.segments/_tree.segment.rsc', 'tree');
  write('server/route-cache/APP_ROUTE/r/$/feed.xml.body', '<rss/>');
  const seeds: SeedIndex = {
    buildId,
    builtAt,
    seeds: {
      '/route-cache/APP_PAGE/h/$/about': {
        kind: 'APP_PAGE',
        file: 'server/route-cache/APP_PAGE/h/$/about.html',
        rsc: 'server/route-cache/APP_PAGE/h/$/about.rsc',
        segments: [['/_tree', 'server/route-cache/APP_PAGE/h/$/about.segments/_tree.segment.rsc']],
        headers: { 'x-next-cache-tags': '_N_T_/about,team' },
        revalidate: 300,
        expire: 31_536_000,
      },
      '/route-cache/APP_ROUTE/r/$/feed.xml': {
        kind: 'APP_ROUTE',
        file: 'server/route-cache/APP_ROUTE/r/$/feed.xml.body',
        headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': 'feed' },
        revalidate: 300,
        expire: 31_536_000,
      },
    },
  };
  write(SEEDS_FILE, JSON.stringify(seeds));
  return dir;
}

/** Runs `fn` with the handler serving the build in `dir`. */
async function withBuild<T>(dir: string, fn: () => Promise<T>) {
  process.env.NEXT_DIST_DIR = dir;
  resetServerEnvForTests();
  try {
    return await fn();
  } finally {
    process.env.NEXT_DIST_DIR = distDir;
    resetServerEnvForTests();
  }
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree ✓')]]),
});
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
type Entry = { lastModified: number; cacheControl?: { revalidate?: number | false; expire?: number } };
/** Next serves an entry stale (and renders it again behind the answer) once its revalidation time has passed. */
const isStaleToNext = (entry: Entry, now: number) =>
  typeof entry.cacheControl?.revalidate === 'number' &&
  entry.lastModified + entry.cacheControl.revalidate * 1000 < now;
/** Past its expiry Next would not serve it at all but render first. */
const isExpiredToNext = (entry: Entry, now: number) =>
  typeof entry.cacheControl?.expire === 'number' &&
  entry.lastModified + entry.cacheControl.expire * 1000 < now;

async function connected() {
  for (let i = 0; i < 50 && !sharedRedis()?.isReady; i++) await new Promise((r) => setTimeout(r, 100));
  expect(sharedRedis()?.isReady).toBe(true);
}

beforeAll(async () => {
  redis = await startRedis({ port: PORT });
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_PREFIX = 'handler-test:';
  distDir = makeBuild('build-one');
  process.env.NEXT_DIST_DIR = distDir;
  resetServerEnvForTests();
  raw = createClient({ url: redis.url });
  raw.on('error', () => {});
  await raw.connect();
  await connected();
});

afterAll(async () => {
  await raw?.close().catch(() => {});
  await closeRedis();
  await redis?.stop();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

describe('Redis cache handler', () => {
  it('stores pages in Redis under the build id and gives back the same bytes', async () => {
    const handler = new CacheHandler();
    await handler.set('/blog/one', page('<p>one</p>', 'posts,post:one'), {
      cacheControl: { revalidate: 300, expire: undefined },
    });
    const stored = await raw.get('handler-test:cache:build-one:/blog/one');
    expect(stored).toBeTruthy();
    expect((deserialize(stored!) as { value: { html: string } }).value.html).toBe('<p>one</p>');

    const entry = await handler.get('/blog/one', pageCtx);
    const value = entry?.value as ReturnType<typeof page>;
    expect(value.html).toBe('<p>one</p>');
    expect([...value.rscData]).toEqual([0, 1, 2, 255, 254]);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree ✓');
    expect(entry?.cacheControl).toEqual({ revalidate: 300 });

    // Another build shares the tags but never the pages.
    const otherDist = makeBuild('build-two');
    try {
      await withBuild(otherDist, async () => {
        const otherBuild = new CacheHandler();
        expect(await otherBuild.get('/blog/one', pageCtx)).toBeNull();
        expect(otherBuild.tagsKey).toBe(handler.tagsKey);
      });
    } finally {
      fs.rmSync(otherDist, { recursive: true, force: true });
    }
  });

  it('keeps only 200 responses: a 404 or an error is kept nowhere and takes the place of what was', async () => {
    const handler = new CacheHandler();
    const missing = { ...page('<p>not found</p>', 'posts'), status: 404 };
    await handler.set('/blog/no-such-post', missing, { cacheControl: { revalidate: 300 } });
    expect(await handler.get('/blog/no-such-post', pageCtx)).toBeNull();
    expect(await raw.exists('handler-test:cache:build-one:/blog/no-such-post')).toBe(0);

    // A post deleted since: its page's next render is a 404, and the old page is not served again.
    await handler.set('/blog/deleted', page('<p>deleted</p>', 'posts'), {
      cacheControl: { revalidate: 300 },
    });
    expect(await handler.get('/blog/deleted', pageCtx)).not.toBeNull();
    await handler.set('/blog/deleted', missing, { cacheControl: { revalidate: 300 } });
    expect(await handler.get('/blog/deleted', pageCtx)).toBeNull();
    expect(await raw.exists('handler-test:cache:build-one:/blog/deleted')).toBe(0);
    await handler.set(
      '/blog/failed',
      { ...page('', 'posts'), status: 500 },
      { cacheControl: { revalidate: 1 } },
    );
    expect(await handler.get('/blog/failed', pageCtx)).toBeNull();
  });

  it('keeps fetch data in memory only, never in Redis', async () => {
    const handler = new CacheHandler();
    const keysBefore = await raw.keys('*');
    await handler.set(
      'fetch-only-here',
      { kind: 'FETCH', data: { body: 'W10=', headers: {}, status: 200, url: 'x' }, revalidate: 300 },
      { fetchCache: true, tags: ['posts', 'post:no-such-post'] },
    );
    const fetchCtx = { kind: 'FETCH', tags: ['posts', 'post:no-such-post'], softTags: [] };
    expect((await handler.get('fetch-only-here', fetchCtx))?.value).toMatchObject({ kind: 'FETCH' });
    expect(await raw.keys('*')).toEqual(keysBefore);
  });

  it("serves the build's prerendered responses until something newer is kept, and not after a tag expired them", async () => {
    const builtAt = Date.now() - 10_000;
    const build = makeBuild('build-seeded', builtAt);
    try {
      await withBuild(build, async () => {
        const handler = new CacheHandler();
        const about = await handler.get('/route-cache/APP_PAGE/h/$/about', pageCtx);
        expect(about).toMatchObject({ lastModified: builtAt, cacheControl: { revalidate: 300 } });
        const value = about!.value as ReturnType<typeof page>;
        expect(value).toMatchObject({ kind: 'APP_PAGE', html: '<p>about, as built</p>', status: 200 });
        expect([...value.rscData]).toEqual([7, 8, 9]);
        expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
        const feed = await handler.get('/route-cache/APP_ROUTE/r/$/feed.xml', { kind: 'APP_ROUTE' });
        expect(feed?.value).toMatchObject({ kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), status: 200 });
        // Seeds stay in the build folder: nothing of them is copied to Redis.
        expect(await raw.keys('handler-test:cache:build-seeded:*')).toEqual([]);

        // A newer render of the page is served instead; the tag revalidation hides the seed.
        await handler.revalidateTag('feed', { expire: 0 });
        expect(await handler.get('/route-cache/APP_ROUTE/r/$/feed.xml', { kind: 'APP_ROUTE' })).toBeNull();
        await handler.set('/route-cache/APP_PAGE/h/$/about', page('<p>about, edited</p>', 'team'), {
          cacheControl: { revalidate: 300 },
        });
        const edited = await handler.get('/route-cache/APP_PAGE/h/$/about', pageCtx);
        expect((edited?.value as { html: string }).html).toBe('<p>about, edited</p>');

        // Gone since the build (a 404 now): the seed is not served in its place.
        await handler.set('/route-cache/APP_PAGE/h/$/about', { ...page('', 'team'), status: 404 }, {});
        expect(await handler.get('/route-cache/APP_PAGE/h/$/about', pageCtx)).toBeNull();
      });
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });

  it('hides an entry once another instance expires one of its tags, and keeps the rest', async () => {
    const handler = new CacheHandler();
    await handler.set('/blog/two', page('<p>two</p>', 'posts,post:two'), {
      cacheControl: { revalidate: 300 },
    });
    await handler.set(
      'fetch-key',
      { kind: 'FETCH', data: { body: 'e30=', headers: {}, status: 200, url: 'x' }, revalidate: 300 },
      {
        fetchCache: true,
        tags: ['careers'],
      },
    );
    await new Promise((r) => setTimeout(r, 5));
    // What the revalidation endpoint on another instance writes: tag 'post:two' expired now.
    const now = String(Date.now());
    await raw.hSet('handler-test:tags', { 's:post:two': now, 'e:post:two': now });

    expect(await handler.get('/blog/two', pageCtx)).toBeNull();
    expect((await handler.get('/blog/one', pageCtx))?.value).toBeTruthy();
    const fetchCtx = { kind: 'FETCH', tags: ['careers'], softTags: ['_N_T_/careers'] };
    expect((await handler.get('fetch-key', fetchCtx))?.value).toBeTruthy();

    // revalidatePath's implicit tag reaches fetches made by that page.
    await handler.revalidateTag('_N_T_/careers', { expire: 0 });
    expect(await raw.hGet('handler-test:tags', 'e:_N_T_/careers')).toMatch(/^\d+$/);
    expect(await handler.get('fetch-key', fetchCtx)).toBeNull();
  });

  it('hands back an entry whose tag another instance marked stale as Next tells a stale one, once more before a render', async () => {
    const handler = new CacheHandler();
    await handler.set('/blog/six', page('<p>six</p>', 'posts,post:six'), {
      cacheControl: { revalidate: 300, expire: 31_536_000 },
    });
    await handler.set(
      'fetch-six',
      { kind: 'FETCH', data: { body: 'e30=', headers: {}, status: 200, url: 'x' }, revalidate: 300 },
      { fetchCache: true, tags: ['post:six'] },
    );
    const fetchCtx = { kind: 'FETCH', revalidate: 300, tags: ['post:six'], softTags: [] };
    const fresh = await handler.get('/blog/six', pageCtx);
    expect(isStaleToNext(fresh!, Date.now())).toBe(false);
    await new Promise((r) => setTimeout(r, 5));
    // revalidateTag(tag, 'max') elsewhere: stale now, expired only in a year.
    const now = Date.now();
    await raw.hSet('handler-test:tags', {
      's:post:six': String(now),
      'e:post:six': String(now + 31_536_000_000),
    });

    const entry = await handler.get('/blog/six', pageCtx);
    expect((entry?.value as { html: string }).html).toBe('<p>six</p>');
    expect(isStaleToNext(entry!, Date.now())).toBe(true);
    expect(isExpiredToNext(entry!, Date.now())).toBe(false);
    const fetched = await handler.get('fetch-six', fetchCtx);
    expect((Date.now() - fetched!.lastModified) / 1000).toBeGreaterThan(fetchCtx.revalidate);
  });

  it('with Redis stopped, answers from its own memory at once and applies revalidations to itself', async () => {
    const handler = new CacheHandler();
    await handler.set('/blog/three', page('<p>three</p>', 'posts,post:three'), {
      cacheControl: { revalidate: 300 },
    });
    await redis.stop();
    for (let i = 0; i < 50 && sharedRedis()?.isReady; i++) await new Promise((r) => setTimeout(r, 50));

    const started = performance.now();
    expect(((await handler.get('/blog/three', pageCtx))?.value as { html: string }).html).toBe(
      '<p>three</p>',
    );
    expect(await handler.get('/never-rendered', pageCtx)).toBeNull();
    await handler.set('/blog/four', page('<p>four</p>', 'posts'), { cacheControl: { revalidate: 300 } });
    expect(((await handler.get('/blog/four', pageCtx))?.value as { html: string }).html).toBe('<p>four</p>');
    await new Promise((r) => setTimeout(r, 5));
    await handler.revalidateTag(['post:three']);
    expect(await handler.get('/blog/three', pageCtx)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('once Redis is back, hands it the revalidations made while it was away, never moving a later time back', async () => {
    const handler = new CacheHandler();
    // Made while Redis was stopped (the test before): post:three expired; and now post:seven.
    await handler.revalidateTag(['post:seven'], { expire: 0 });
    const outage = Date.now();

    redis = await startRedis({ port: PORT });
    await connected();
    for (let i = 0; i < 50 && !raw.isReady; i++) await new Promise((r) => setTimeout(r, 100));
    // Another instance revalidated post:three again, later, once Redis was back.
    const later = Date.now() + 60_000;
    await raw.hSet('handler-test:tags', { 'e:post:three': String(later) });

    await handler.get('/blog/four', pageCtx); // any read that reaches Redis carries the queue
    expect(Number(await raw.hGet('handler-test:tags', 'e:post:seven'))).toBeGreaterThanOrEqual(outage);
    expect(Number(await raw.hGet('handler-test:tags', 'e:post:three'))).toBe(later);
  });

  it('uses Redis again as soon as it answers on a new connection, not after the back-off of a frozen one', async () => {
    process.kill(redis.pid, 'SIGSTOP');
    expect(await withRedis((client) => client.ping())).toBeUndefined(); // a timeout: backing off now
    const pausedAt = Date.now();
    process.kill(redis.pid, 'SIGCONT');
    await redis.stop();
    redis = await startRedis({ port: PORT });
    await connected();
    expect(Date.now() - pausedAt).toBeLessThan(REDIS_BACKOFF_MS);
    expect(await withRedis((client) => client.ping())).toBe('PONG');
  });
});

describe('REDIS_URL at start', () => {
  it('refuses to start the production server with a malformed REDIS_URL, naming the problem', () => {
    const server = path.join(import.meta.dirname, 'index.mjs');
    const result = spawnSync(process.execPath, [server, '--port', '3599'], {
      env: { ...process.env, REDIS_URL: 'http://127.0.0.1:6379' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('REDIS_URL must be a redis:// or rediss:// URL');
  });

  it('answers "no Redis" at once when nothing listens at REDIS_URL', async () => {
    await closeRedis();
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = 'redis://127.0.0.1:6398';
    resetServerEnvForTests();
    try {
      const started = performance.now();
      expect(await withRedis((redis) => redis.ping())).toBeUndefined();
      expect(await withRedis((redis) => redis.ping())).toBeUndefined();
      expect(performance.now() - started).toBeLessThan(250); // no connect wait (1 s), no command timeout (500 ms)
    } finally {
      await closeRedis();
      process.env.REDIS_URL = saved;
      resetServerEnvForTests();
    }
  });
});
