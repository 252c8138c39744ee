import 'server-only';
import { LRUCache } from 'lru-cache';
import { blog } from '@/src/config/site';

/**
 * Blog searches kept briefly in this process's memory: an identical search (same term, filters and
 * page) within the minute is answered without asking WordPress, and a search in flight is shared.
 * Searches stay out of Next's data cache and the last good answers, both on disk (or in Redis): every
 * new term would otherwise leave an entry there for weeks. While WordPress fails, a search already
 * made answers its older result. Bounded by count and size; a post saved in WordPress forgets them
 * here at once (the webhook), other instances within the minute.
 */
export type SearchCache<V extends object> = {
  get(key: string, read: () => Promise<V>): Promise<V>;
  clear(): void;
};

export function createSearchCache<V extends object>({
  ttlMs = blog.searchCacheSeconds * 1000,
  max = 500,
  maxSize = 8_000_000,
}: { ttlMs?: number; max?: number; maxSize?: number } = {}): SearchCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max,
    maxSize,
    // Characters of the answer as JSON: near enough its weight in memory, counted once per read.
    sizeCalculation: (value) => Math.max(1, JSON.stringify(value).length),
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
  });
  return {
    async get(key, read) {
      const value = await cache.fetch(key, { context: read });
      // The fetch method always answers or throws; undefined would mean the entry was dropped meanwhile.
      return value ?? read();
    },
    clear: () => cache.clear(),
  };
}
