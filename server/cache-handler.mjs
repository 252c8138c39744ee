/**
 * Next's incremental cache, by Next's documented `cacheHandler` interface only. Redis, when set,
 * shares responses and tag times between instances. Its keys carry the build id, since a new build
 * lacks an old one's scripts; the tag hash does not, so a rolling deploy sees every revalidation.
 * Only 200 responses are shared, so made-up addresses cannot fill Redis.
 */
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { serverEnv } from '../src/config/environment.mjs';
import { loadSeeds, readSeed } from './build-seeds.mjs';
import { redisPrefix, withRedis } from './redis.mjs';

/** Longer than any revalidation time: a stale page beats an error when WordPress is down. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
export const MEMORY_BYTES = 64 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
/** Keeps the later time per field: another instance may have written a later one during an outage. */
const MERGE_TAG_TIMES = `for i = 1, #ARGV, 2 do
  if tonumber(ARGV[i + 1]) > (tonumber(redis.call('HGET', KEYS[1], ARGV[i])) or 0) then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return #ARGV / 2`;
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** @typedef {{ lastModified: number, value: unknown, cacheControl?: CacheControl, tags?: string[] }} StoredEntry */
/** @typedef {{ revalidate?: number | false, expire?: number }} CacheControl */
/** @typedef {{ stale?: number, expired?: number }} TagState */
/** @typedef {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false, fetchCache?: boolean, cacheControl?: CacheControl }} CacheContext */

/**
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
 * A page's status is unset when it is 200.
 * @param {unknown} data
 */
function isGoodResponse(data) {
  const value = /** @type {{ kind?: string, status?: number } | null | undefined} */ (data);
  return Boolean(value && RESPONSE_KINDS.has(value.kind ?? '') && (value.status ?? 200) === 200);
}

/**
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
 * Next's rules: an expired tag hides the entry; a stale one serves it once more while re-rendering.
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
 * Moves `lastModified` back past the revalidation time: the only documented way to make Next serve
 * an entry once and re-render it. Without a revalidation time that is impossible, so null (render).
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
  entries: new LRUCache(
    /** @type {LRUCache.Options<string, StoredEntry, unknown>} */ ({
      maxSize: MEMORY_BYTES,
      maxEntrySize: MEMORY_BYTES / 8,
    }),
  ),
  /** @type {Map<string, TagState>} */
  tags: new Map(),
  /**
   * Tag times Redis has not taken yet, so a revalidation made during an outage still reaches all.
   * @type {Map<string, number>} hash field -> time
   */
  unsent: new Map(),
  /**
   * Seeds whose latest render was not a 200 (a deleted post), so the seed is not served again.
   * @type {Set<string>}
   */
  gone: new Set(),
  /** @type {Map<string, import('./build-seeds.mjs').SeedIndex | undefined>} build folder -> its seeds */
  seeds: new Map(),
};

/**
 * @param {string} key  with the build's prefix, as in Redis
 * @param {StoredEntry} entry
 */
function remember(key, entry) {
  const size = sizeOf(entry.value);
  if (size > MEMORY_BYTES / 8) local.entries.delete(key);
  else local.entries.set(key, entry, { size });
}

/**
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
    // `next dev` has no seeds and must not share its cache.
    this.shared = Boolean(seeds);
    this.prefix = redisPrefix();
    this.entryPrefix = `${this.prefix}cache:${this.seeds.buildId}:`;
    this.tagsKey = `${this.prefix}tags`;
  }

  /**
   * @template T
   * @param {(client: import('./redis.mjs').RedisClient) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async redis(command) {
    return this.shared ? withRedis(command) : undefined;
  }

  /**
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

  /** @param {string} key */
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

  /** @param {string[]} tags */
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
   * A response that is not a 200 is dropped everywhere, so the previous one is not served instead.
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
      // So any instance serves it with the lifetime it was rendered with.
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
   * Like Next's own cache: without durations a tag expires now, otherwise it goes stale now.
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

  resetRequestCache() {}
}
