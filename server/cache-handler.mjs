/**
 * Next's incremental cache (ISR pages, route handlers, the fetch data cache and its tags) kept in
 * Redis, so every instance behind a proxy serves the same render and a revalidation on one reaches
 * all. next.config.ts selects it only when REDIS_URL is set; otherwise Next's own file-system
 * cache (one instance) stays in charge.
 *
 * It implements only Next's documented `cacheHandler` interface (get, set, revalidateTag,
 * resetRequestCache) and imports nothing of Next: what Next decides from an entry it decides from
 * the entry's documented fields, `lastModified` and `cacheControl` (see get()).
 *
 * Keys: `<prefix>cache:<BUILD_ID>:<Next's key>` (a new build never reads an old build's pages,
 * whose scripts it no longer has) and one hash `<prefix>tags` with the time each tag went stale
 * and expired (shared by all builds, so a rolling deploy still sees every revalidation).
 *
 * When Redis is down or slow (see server/redis.mjs) the instance carries on alone: it serves what
 * it holds in a bounded memory copy, renders the rest, and applies revalidations to itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '../src/config/environment.mjs';
import { redisPrefix, withRedis } from './redis.mjs';

/** Entries outlive their revalidation time on purpose: a stale page beats an error when WordPress is down. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
/** The one memory copy of entries in this process (next.config.ts turns Next's own off). */
export const MEMORY_BYTES = 64 * 1024 * 1024;
/** Where Next's pages and route handlers name their tags (documented for cache handlers). */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * What is stored per key: Next's cache value and when it was written.
 * @typedef {{ lastModified: number, value: unknown, cacheControl?: CacheControl, tags?: string[] }} StoredEntry
 */
/** @typedef {{ revalidate?: number | false, expire?: number }} CacheControl */
/** @typedef {{ stale?: number, expired?: number }} TagState */
/**
 * The context Next passes to get() and set(); only the fields read here.
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false, fetchCache?: boolean, cacheControl?: CacheControl }} CacheContext
 */

/**
 * JSON that keeps Buffers (RSC payloads, route bodies) and Maps (segment data) intact.
 * @param {unknown} entry
 */
export function serialize(entry) {
  return JSON.stringify(entry, function (/** @type {string} */ key, /** @type {unknown} */ value) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $b: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { $m: [...raw] };
    return value;
  });
}

/**
 * The inverse of serialize().
 * @param {string} text
 * @returns {unknown}
 */
export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$b === 'string') return Buffer.from(value.$b, 'base64');
      if (Array.isArray(value.$m)) return new Map(value.$m);
    }
    return value;
  });
}

/**
 * Tags an entry answers to: a fetch's own and its page's implicit ones, or a response's header.
 * @param {StoredEntry} entry
 * @param {CacheContext | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  if (ctx?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = /** @type {{ headers?: Record<string, unknown> } | null | undefined} */ (entry.value);
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * What the tags' revalidations make of an entry written at `lastModified`, by the rules of Next's
 * own cache: a tag expired since then hides it; one marked stale since then has it served once more
 * while it is rendered again.
 * @param {string[]} tags
 * @param {number} lastModified
 * @param {number} now
 * @returns {'fresh' | 'stale' | 'expired'}
 */
function tagVerdict(tags, lastModified, now) {
  let verdict = /** @type {'fresh' | 'stale'} */ ('fresh');
  for (const tag of tags) {
    const state = local.tags.get(tag);
    if (!state) continue;
    if (state.expired !== undefined && state.expired <= now && state.expired > lastModified) return 'expired';
    if (state.stale !== undefined && state.stale > lastModified) verdict = 'stale';
  }
  return verdict;
}

/**
 * The entry as Next must see it to serve it once more and render it again in the background: its
 * `lastModified` moved back just past its revalidation time, which is how Next (documented fields
 * only) tells a stale entry. An entry that never goes stale by time (no revalidation time) cannot
 * be shown stale this way, so it is rendered afresh instead (null).
 * @param {StoredEntry} entry
 * @param {CacheContext | undefined} ctx
 * @param {number} now
 * @returns {StoredEntry | null}
 */
function asStale(entry, ctx, now) {
  const fetched = /** @type {{ revalidate?: number | false } | null | undefined} */ (entry.value);
  const revalidate =
    ctx?.kind === 'FETCH' ? ctx.revalidate || fetched?.revalidate : entry.cacheControl?.revalidate;
  if (typeof revalidate !== 'number' || revalidate <= 0) return null;
  return { ...entry, lastModified: Math.min(entry.lastModified, now - (revalidate + 1) * 1000) };
}

// Process-wide state: Next constructs a handler per request.
const local = {
  /** Entries by Next's key, bounded by their serialised size. */
  entries: new LRUCache(
    /** @type {LRUCache.Options<string, StoredEntry, unknown>} */ ({
      maxSize: MEMORY_BYTES,
      maxEntrySize: MEMORY_BYTES / 8,
    }),
  ),
  /** @type {Map<string, TagState>} */
  tags: new Map(),
  /** @type {Map<string, string>} dist folder -> BUILD_ID */
  buildIds: new Map(),
};

/**
 * Keeps an entry in the bounded memory copy (one too large for it is left out).
 * @param {string} key
 * @param {StoredEntry} entry
 * @param {number} size  its serialised length
 */
function remember(key, entry, size) {
  if (size > MEMORY_BYTES / 8) local.entries.delete(key);
  else local.entries.set(key, entry, { size });
}

/**
 * Merges a tag's state into ours (later times win).
 * @param {string} tag
 * @param {TagState} state
 */
function noteTagState(tag, state) {
  /** @type {TagState} */
  const merged = { ...local.tags.get(tag) };
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    const time = state[field];
    if (typeof time === 'number') merged[field] = Math.max(merged[field] ?? 0, time);
  }
  local.tags.set(tag, merged);
}

/** The build this process serves, so entries of other builds are never read. */
function buildId() {
  const distDir = path.resolve(import.meta.dirname, '..', serverEnv().NEXT_DIST_DIR);
  let id = local.buildIds.get(distDir);
  if (!id) {
    try {
      id = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown';
    }
    local.buildIds.set(distDir, id);
  }
  return id;
}

export default class CacheHandler {
  constructor() {
    this.prefix = redisPrefix();
    this.entryPrefix = `${this.prefix}cache:${buildId()}:`;
    this.tagsKey = `${this.prefix}tags`;
  }

  /**
   * The entry under `key`, or null when there is none or a tag revalidation expired it.
   * @param {string} key
   * @param {CacheContext} [ctx]
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx) {
    const stored = await withRedis((redis) => redis.get(this.entryPrefix + key));
    /** @type {StoredEntry | undefined} */
    let entry;
    if (stored === undefined) {
      entry = local.entries.get(key); // Redis unavailable: this instance's own copy
    } else if (stored !== null) {
      try {
        entry = /** @type {StoredEntry} */ (deserialize(stored));
        remember(key, entry, stored.length);
      } catch {
        entry = undefined;
      }
    }
    if (!entry) return null;
    const tags = tagsOf(entry, ctx);
    if (tags.length > 0 && stored !== undefined) await this.readTagStates(tags);
    const now = Date.now();
    const verdict = tagVerdict(tags, entry.lastModified, now);
    if (verdict === 'expired') return null;
    return verdict === 'stale' ? asStale(entry, ctx, now) : entry;
  }

  /**
   * Takes in what other instances recorded for `tags`.
   * @param {string[]} tags
   */
  async readTagStates(tags) {
    const fields = tags.flatMap((tag) => [`s:${tag}`, `e:${tag}`]);
    const states = await withRedis((redis) => redis.hmGet(this.tagsKey, fields));
    if (!states) return;
    tags.forEach((tag, i) => {
      const stale = Number(states[2 * i] ?? NaN);
      const expired = Number(states[2 * i + 1] ?? NaN);
      noteTagState(tag, {
        ...(Number.isFinite(stale) ? { stale } : {}),
        ...(Number.isFinite(expired) ? { expired } : {}),
      });
    });
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {CacheContext} [ctx]
   */
  async set(key, data, ctx = {}) {
    /** @type {StoredEntry} */
    const entry = {
      lastModified: Date.now(),
      value: data,
      // A stored lifetime lets any instance serve the entry with the lifetime it was rendered with.
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags: ctx.fetchCache ? (ctx.tags ?? []) : undefined,
    };
    const text = serialize(entry);
    remember(key, entry, text.length);
    await withRedis((redis) =>
      redis.set(this.entryPrefix + key, text, { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } }),
    );
  }

  /**
   * Marks tags stale now and expired now or `durations.expire` seconds from now, like Next's own
   * cache: an expired tag's entries are rendered afresh, a stale one's are served once and refreshed.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    const now = Date.now();
    /** @type {Record<string, string>} */
    const fields = {};
    for (const tag of list) {
      /** @type {TagState} */
      const state = durations
        ? {
            stale: now,
            ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
          }
        : { expired: now };
      noteTagState(tag, state);
      if (state.stale !== undefined) fields[`s:${tag}`] = String(state.stale);
      if (state.expired !== undefined) fields[`e:${tag}`] = String(state.expired);
    }
    await withRedis((redis) => redis.hSet(this.tagsKey, fields));
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
