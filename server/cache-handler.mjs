/**
 * Next's incremental cache (ISR pages, route handlers, the fetch data cache and its tags) kept in
 * Redis, so every instance behind a proxy serves the same render and a revalidation on one reaches
 * all. next.config.ts selects it only when REDIS_URL is set; otherwise Next's own file-system
 * cache (one instance) stays in charge.
 *
 * Keys: `<prefix>cache:<BUILD_ID>:<Next's key>` (a new build never reads an old build's pages,
 * whose scripts it no longer has) and one hash `<prefix>tags` with the time each tag went stale
 * and expired (shared by all builds, so a rolling deploy still sees every revalidation).
 *
 * When Redis is down or slow (see server/redis.mjs) the instance carries on alone: it serves what
 * it holds in a bounded memory copy, renders the rest, and applies revalidations to itself.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { redisPrefix, withRedis } from './redis.mjs';

/** Entries outlive their revalidation time on purpose: a stale page beats an error when WordPress is down. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
/** Memory kept for running through a Redis outage. */
const LOCAL_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * What is stored per key: Next's cache value and when it was written.
 * @typedef {{ lastModified: number, value: unknown, cacheControl?: unknown, tags?: string[] }} StoredEntry
 */
/** @typedef {{ stale?: number, expired?: number }} TagState */
/**
 * The context Next passes to get() and set(); only the fields read here.
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], fetchCache?: boolean, cacheControl?: unknown }} CacheContext
 */

/**
 * Next's per-process tag state, consulted by its incremental cache to mark entries stale. Mirroring
 * shared tag state into it keeps stale-while-revalidate identical to the built-in cache; if a future
 * Next moves it, expiry below still works and only the 'stale' profile degrades to time-based.
 */
const nextTags = (() => {
  try {
    return createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
      .tagsManifest;
  } catch {
    return undefined;
  }
})();

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
 * Tags an entry answers to: a fetch's own and its page's implicit ones, or a page's header.
 * @param {StoredEntry} entry
 * @param {CacheContext | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(entry, ctx) {
  if (ctx?.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const value = /** @type {{ headers?: Record<string, unknown> } | null | undefined} */ (entry?.value);
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * A tag expired after the entry was written: the entry must not be served.
 * @param {TagState | undefined} state
 * @param {number} lastModified
 * @param {number} now
 */
function isExpired(state, lastModified, now) {
  return typeof state?.expired === 'number' && state.expired <= now && state.expired > lastModified;
}

// Process-wide state: Next constructs a handler per request.
const local = {
  /** @type {Map<string, { entry: StoredEntry, size: number }>} least recently used first */
  entries: new Map(),
  bytes: 0,
  /** @type {Map<string, TagState>} */
  tags: new Map(),
  /** @type {Map<string, string>} serverDistDir -> BUILD_ID */
  buildIds: new Map(),
};

/**
 * Keeps an entry in the bounded memory copy.
 * @param {string} key
 * @param {StoredEntry} entry
 * @param {number} size
 */
function remember(key, entry, size) {
  const previous = local.entries.get(key);
  if (previous) {
    local.bytes -= previous.size;
    local.entries.delete(key);
  }
  if (size > LOCAL_BYTES / 8) return;
  local.entries.set(key, { entry, size });
  local.bytes += size;
  for (const [oldest, { size: s }] of local.entries) {
    if (local.bytes <= LOCAL_BYTES) break;
    local.entries.delete(oldest);
    local.bytes -= s;
  }
}

/** @param {string} key */
function recall(key) {
  const hit = local.entries.get(key);
  if (!hit) return undefined;
  local.entries.delete(key);
  local.entries.set(key, hit);
  return hit.entry;
}

/**
 * Merges a tag's state into ours and Next's (later times win).
 * @param {string} tag
 * @param {TagState} state
 */
function noteTagState(tag, state) {
  /** @type {TagState} */
  const merged = { ...local.tags.get(tag) };
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    if (typeof state[field] === 'number') merged[field] = Math.max(merged[field] ?? 0, state[field]);
  }
  local.tags.set(tag, merged);
  nextTags?.set(tag, { ...nextTags.get(tag), ...merged });
  return merged;
}

/** @param {string | undefined} serverDistDir */
function buildIdFor(serverDistDir) {
  if (!serverDistDir) return 'unknown';
  let id = local.buildIds.get(serverDistDir);
  if (!id) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'unknown';
    }
    local.buildIds.set(serverDistDir, id);
  }
  return id;
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} [ctx] */
  constructor(ctx = {}) {
    this.prefix = redisPrefix();
    this.entryPrefix = `${this.prefix}cache:${buildIdFor(ctx.serverDistDir)}:`;
    this.tagsKey = `${this.prefix}tags`;
  }

  /**
   * @param {string} key
   * @param {CacheContext} [ctx]
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx) {
    const now = Date.now();
    const stored = await withRedis((redis) => redis.get(this.entryPrefix + key));
    if (stored === undefined) return this.getLocal(key, ctx, now); // Redis unavailable
    if (stored === null) return null;
    /** @type {StoredEntry} */
    let entry;
    try {
      entry = /** @type {StoredEntry} */ (deserialize(stored));
    } catch {
      return null;
    }
    const tags = tagsOf(entry, ctx);
    if (tags.length > 0) {
      const fields = tags.flatMap((tag) => [`s:${tag}`, `e:${tag}`]);
      const states = await withRedis((redis) => redis.hmGet(this.tagsKey, fields));
      if (states) {
        tags.forEach((tag, i) => {
          const stale = Number(states[2 * i] ?? NaN);
          const expired = Number(states[2 * i + 1] ?? NaN);
          noteTagState(tag, {
            ...(Number.isFinite(stale) ? { stale } : {}),
            ...(Number.isFinite(expired) ? { expired } : {}),
          });
        });
      }
      if (tags.some((tag) => isExpired(local.tags.get(tag), entry.lastModified, now))) return null;
    }
    remember(key, entry, stored.length);
    return entry;
  }

  /**
   * The memory copy's entry, while Redis is unavailable.
   * @param {string} key
   * @param {CacheContext | undefined} ctx
   * @param {number} now
   */
  getLocal(key, ctx, now) {
    const entry = recall(key);
    if (!entry) return null;
    return tagsOf(entry, ctx).some((tag) => isExpired(local.tags.get(tag), entry.lastModified, now))
      ? null
      : entry;
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

  resetRequestCache() {}
}
