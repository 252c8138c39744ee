/**
 * Next's incremental cache (ISR pages, route handlers, the fetch data cache and its tags), always in
 * use (next.config.ts). It implements only Next's documented `cacheHandler` interface (get, set,
 * revalidateTag, resetRequestCache) and imports nothing of Next: what Next decides from an entry it
 * decides from the entry's documented fields, `lastModified` and `cacheControl` (see asStale()).
 *
 * Where entries live:
 * - memory: one bounded LRU per process, sized in bytes (Next's own memory cache is off);
 * - Redis, with REDIS_URL: responses (pages, route handlers) and tag state, shared by every
 *   instance, so one instance's render serves all and a revalidation on one reaches all. Keys:
 *   `<prefix>cache:<build id>:<Next's key>` (a new build never reads an old build's pages, whose
 *   scripts it no longer has) and one hash `<prefix>tags` with the time each tag went stale and
 *   expired (shared by all builds, so a rolling deploy still sees every revalidation);
 * - the build folder: the responses the build prerendered (server/build-seeds.mjs), read-only.
 * Nothing else is written anywhere. A response whose status is not 200 (the 404 of a made-up
 * address, an error) is never kept, and fetch data stays in memory: every made-up address reads
 * WordPress under a key of its own, and neither may fill a disk or Redis.
 *
 * When Redis is down or slow (see server/redis.mjs) the instance carries on alone: it serves what
 * it holds in memory or the build holds, renders the rest, and applies revalidations to itself.
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '../src/config/environment.mjs';
import { loadSeeds, readSeed } from './build-seeds.mjs';
import { redisPrefix, withRedis } from './redis.mjs';

/** Entries outlive their revalidation time on purpose: a stale page beats an error when WordPress is down. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
/** The one memory copy of entries in this process (next.config.ts turns Next's own off). */
export const MEMORY_BYTES = 64 * 1024 * 1024;
/** Where Next's pages and route handlers name their tags (documented for cache handlers). */
const TAGS_HEADER = 'x-next-cache-tags';
/**
 * Records tag times in the shared hash, each field keeping the later of its time and the one given
 * (another instance may have written a later one while this one could not reach Redis).
 */
const MERGE_TAG_TIMES = `for i = 1, #ARGV, 2 do
  if tonumber(ARGV[i + 1]) > (tonumber(redis.call('HGET', KEYS[1], ARGV[i])) or 0) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return #ARGV / 2`;
/** Entry kinds that are whole responses; the others (fetch data) stay in memory. */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

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
 * About how many bytes a value holds in memory: its strings and buffers.
 * @param {unknown} value
 * @returns {number}
 */
function sizeOf(value) {
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value].reduce((sum, [k, v]) => sum + sizeOf(k) + sizeOf(v), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum, v) => sum + sizeOf(v), 16);
  return 8;
}

/**
 * A response Next may keep: one answered 200 (a page's status is unset unless it is something else).
 * @param {unknown} data
 */
function isGoodResponse(data) {
  const value = /** @type {{ kind?: string, status?: number } | null | undefined} */ (data);
  return Boolean(value && RESPONSE_KINDS.has(value.kind ?? '') && (value.status ?? 200) === 200);
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
  /** Entries by Next's key, bounded by their size. */
  entries: new LRUCache(
    /** @type {LRUCache.Options<string, StoredEntry, unknown>} */ ({
      maxSize: MEMORY_BYTES,
      maxEntrySize: MEMORY_BYTES / 8,
    }),
  ),
  /** @type {Map<string, TagState>} */
  tags: new Map(),
  /**
   * Tag times this process recorded that Redis has not taken yet (it was away): sent with the next
   * call that reaches it, so a revalidation made during an outage still reaches every instance.
   * @type {Map<string, number>} hash field -> time
   */
  unsent: new Map(),
  /**
   * Keys of build seeds whose latest render was not a 200 (a post since deleted): the seed is not
   * served again. Bounded by the build's prerendered responses.
   * @type {Set<string>}
   */
  gone: new Set(),
  /** @type {Map<string, import('./build-seeds.mjs').SeedIndex | undefined>} build folder -> its seeds */
  seeds: new Map(),
};

/**
 * Keeps an entry in the bounded memory copy (one too large for it is left out).
 * @param {string} key  with the build's prefix, as in Redis
 * @param {StoredEntry} entry
 */
function remember(key, entry) {
  const size = sizeOf(entry.value);
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

/** @type {import('./build-seeds.mjs').SeedIndex} */
const NO_SEEDS = { buildId: 'unbuilt', builtAt: 0, seeds: {} };

/** The build this process serves (NEXT_DIST_DIR) and its seeds, if it is a completed build. */
function build() {
  const distDir = path.resolve(import.meta.dirname, '..', serverEnv().NEXT_DIST_DIR);
  if (!local.seeds.has(distDir)) local.seeds.set(distDir, loadSeeds(distDir));
  return { distDir, seeds: local.seeds.get(distDir) };
}

export default class CacheHandler {
  constructor() {
    const { distDir, seeds } = build();
    this.distDir = distDir;
    this.seeds = seeds ?? NO_SEEDS;
    // Only a completed build shares its cache; one without seeds (`next dev`) keeps to its own memory.
    this.shared = Boolean(seeds);
    this.prefix = redisPrefix();
    this.entryPrefix = `${this.prefix}cache:${this.seeds.buildId}:`;
    this.tagsKey = `${this.prefix}tags`;
  }

  /**
   * `command` against the shared Redis (see server/redis.mjs), when this build shares its cache.
   * @template T
   * @param {(client: import('./redis.mjs').RedisClient) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async redis(command) {
    return this.shared ? withRedis(command) : undefined;
  }

  /**
   * The entry under `key`, or null when there is none or a tag revalidation expired it.
   * @param {string} key
   * @param {CacheContext} [ctx]
   * @returns {Promise<StoredEntry | null>}
   */
  async get(key, ctx) {
    const response = ctx?.kind !== 'FETCH';
    const shared = response ? await this.readShared(key) : undefined;
    let entry = shared ?? local.entries.get(this.entryPrefix + key);
    if (!entry && response && !local.gone.has(this.entryPrefix + key)) {
      entry = await readSeed(this.seeds, this.distDir, key);
      if (entry) remember(this.entryPrefix + key, entry);
    }
    if (!entry) return null;
    const tags = tagsOf(entry, ctx);
    if (tags.length > 0) await this.readTagStates(tags);
    const now = Date.now();
    const verdict = tagVerdict(tags, entry.lastModified, now);
    if (verdict === 'expired') return null;
    return verdict === 'stale' ? asStale(entry, ctx, now) : entry;
  }

  /**
   * The response other instances wrote under `key` (kept in memory too), or undefined.
   * @param {string} key
   */
  async readShared(key) {
    const stored = await this.redis((redis) => redis.get(this.entryPrefix + key));
    if (!stored) return undefined;
    try {
      const entry = /** @type {StoredEntry} */ (deserialize(stored));
      remember(this.entryPrefix + key, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  /**
   * Takes in what other instances recorded for `tags`.
   * @param {string[]} tags
   */
  async readTagStates(tags) {
    await this.sendTagStates();
    const fields = tags.flatMap((tag) => [`s:${tag}`, `e:${tag}`]);
    const states = await this.redis((redis) => redis.hmGet(this.tagsKey, fields));
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
   * Keeps what Next rendered or fetched: a 200 response in memory and Redis, fetch data in memory;
   * any other response is dropped everywhere, so the previous one is not served in its place.
   * @param {string} key
   * @param {unknown} data
   * @param {CacheContext} [ctx]
   */
  async set(key, data, ctx = {}) {
    if (!ctx.fetchCache && !isGoodResponse(data)) {
      local.entries.delete(this.entryPrefix + key);
      if (this.seeds.seeds[key]) local.gone.add(this.entryPrefix + key);
      await this.redis((redis) => redis.del(this.entryPrefix + key));
      return;
    }
    /** @type {StoredEntry} */
    const entry = {
      lastModified: Date.now(),
      value: data,
      // A stored lifetime lets any instance serve the entry with the lifetime it was rendered with.
      cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
      tags: ctx.fetchCache ? (ctx.tags ?? []) : undefined,
    };
    remember(this.entryPrefix + key, entry);
    if (ctx.fetchCache) return;
    local.gone.delete(this.entryPrefix + key);
    await this.redis((redis) =>
      redis.set(this.entryPrefix + key, serialize(entry), {
        expiration: { type: 'EX', value: ENTRY_TTL_SECONDS },
      }),
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
    const now = Date.now();
    for (const tag of list) {
      /** @type {TagState} */
      const state = durations
        ? {
            stale: now,
            ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}),
          }
        : { expired: now };
      noteTagState(tag, state);
      const times = /** @type {const} */ ([
        [`s:${tag}`, state.stale],
        [`e:${tag}`, state.expired],
      ]);
      for (const [field, time] of times)
        if (time !== undefined) local.unsent.set(field, Math.max(local.unsent.get(field) ?? 0, time));
    }
    await this.sendTagStates();
  }

  /** Hands Redis the tag times it has not taken yet; they stay queued while it is away. */
  async sendTagStates() {
    if (local.unsent.size === 0) return;
    if (!this.shared || !serverEnv().REDIS_URL) return void local.unsent.clear(); // nobody to tell
    const sending = [...local.unsent];
    const sent = await this.redis((redis) =>
      redis.eval(MERGE_TAG_TIMES, { keys: [this.tagsKey], arguments: sending.flat().map(String) }),
    );
    if (sent === undefined) return;
    for (const [field, time] of sending) if (local.unsent.get(field) === time) local.unsent.delete(field);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
