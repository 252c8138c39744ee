import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { redisPrefix, withRedis } from '@/server/redis.mjs';
import { log } from '@/server/log.mjs';
import { serverEnv } from '@/src/config/env';

/**
 * The last good answer of every WordPress read, so a page regenerated while WordPress is down or
 * slow is rendered from the data it had, not as an error page that would then be cached and served
 * to every visitor. The failure texts show only for a read that never once succeeded.
 *
 * Kept where the page cache is: in Redis with REDIS_URL (any instance may regenerate any page), else
 * in the build folder beside Next's own cache, so a restart keeps it. Written only when the answer
 * changed, so the usual render costs one hash.
 */

export type Remembered<T> = { data: T; totalPages: number; total: number };

/** Answers older than this are not used in place of a live one (a month without WordPress is not an outage). */
const KEEP_SECONDS = 30 * 24 * 3600;

/**
 * What this process last kept per read (key -> digest of the answer, or GONE once dropped), so an
 * unchanged answer is not written again.
 */
const written = new LRUCache<string, string>({ max: 5_000 });
const GONE = 'gone';

const keyOf = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 40);
const folder = () => path.join(process.cwd(), serverEnv().NEXT_DIST_DIR, 'cache', 'wordpress-last-good');
const inRedis = () => Boolean(serverEnv().REDIS_URL);

/**
 * WordPress saying no item has the slug asked for: not kept, or every made-up address would leave a
 * file behind. An answer kept from before (the item was unpublished since) is dropped instead, so
 * during an outage such an address fails (never cached) rather than showing what is gone.
 */
const noSuchSlug = (url: string, { data }: Remembered<unknown>) =>
  Array.isArray(data) && data.length === 0 && new URL(url).searchParams.has('slug');

async function forget(key: string): Promise<void> {
  if (written.get(key) === GONE) return;
  try {
    if (inRedis()) {
      if ((await withRedis((client) => client.del(`${redisPrefix()}wp-last-good:${key}`))) === undefined)
        return;
    } else {
      await rm(path.join(folder(), `${key}.json`), { force: true });
    }
    written.set(key, GONE);
  } catch (error) {
    log('warn', 'could not drop a last good WordPress answer', { error });
  }
}

/** Keeps `value` as the last good answer for `url` (no-op when it is what was kept already). */
export async function remember<T>(url: string, value: Remembered<T>): Promise<void> {
  const key = keyOf(url);
  if (noSuchSlug(url, value)) return forget(key);
  // Every cached read passes here on every render: one serialisation and one hash when nothing
  // changed; the stored record is built only for a new answer.
  const json = JSON.stringify(value);
  const digest = createHash('sha256').update(json).digest('base64');
  if (written.get(key) === digest) return;
  const body = `{"url":${JSON.stringify(url)},"at":${Date.now()},"value":${json}}`;
  try {
    if (inRedis()) {
      const stored = await withRedis((client) =>
        client.set(`${redisPrefix()}wp-last-good:${key}`, body, { EX: KEEP_SECONDS }),
      );
      if (stored === undefined) return;
    } else {
      await mkdir(folder(), { recursive: true });
      const file = path.join(folder(), `${key}.json`);
      // A unique temporary name: the same read may be remembered by two renders at once.
      const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, body, { mode: 0o600 });
      await rename(temporary, file);
    }
    written.set(key, digest);
  } catch (error) {
    log('warn', 'could not keep the last good WordPress answer', { error });
  }
}

/** The last good answer for `url`, or undefined when there is none (or it is too old). */
export async function recall<T>(url: string): Promise<Remembered<T> | undefined> {
  const key = keyOf(url);
  let body: string | null | undefined;
  try {
    body = inRedis()
      ? await withRedis((client) => client.get(`${redisPrefix()}wp-last-good:${key}`))
      : await readFile(path.join(folder(), `${key}.json`), 'utf8');
  } catch {
    return undefined;
  }
  if (!body) return undefined;
  const kept = JSON.parse(body) as { url: string; at: number; value: Remembered<T> };
  if (kept.url !== url || Date.now() - kept.at > KEEP_SECONDS * 1000) return undefined;
  return kept.value;
}
