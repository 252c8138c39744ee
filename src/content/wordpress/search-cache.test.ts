// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSearchCache } from './search-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('search cache', () => {
  it('answers an identical search from memory until it is older than its time to live', async () => {
    const cache = createSearchCache<{ n: number }>({ ttlMs: 100 });
    const read = vi.fn(async () => ({ n: read.mock.calls.length }));
    expect(await cache.get('react|1', read)).toEqual({ n: 1 });
    expect(await cache.get('react|1', read)).toEqual({ n: 1 });
    expect(await cache.get('react|2', read)).toEqual({ n: 2 });
    expect(read).toHaveBeenCalledTimes(2);
    await sleep(150);
    expect(await cache.get('react|1', read)).toEqual({ n: 3 });
  });

  it('shares a read in flight between identical searches', async () => {
    const cache = createSearchCache<{ ok: true }>();
    const read = vi.fn(async () => {
      await sleep(20);
      return { ok: true as const };
    });
    await Promise.all([cache.get('x', read), cache.get('x', read), cache.get('x', read)]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers an older result when WordPress fails, and the failure when there is none', async () => {
    const cache = createSearchCache<{ n: number }>({ ttlMs: 20 });
    await cache.get('kotlin', async () => ({ n: 1 }));
    await sleep(40);
    const failing = async (): Promise<{ n: number }> => {
      throw new Error('WordPress unreachable');
    };
    expect(await cache.get('kotlin', failing)).toEqual({ n: 1 });
    await expect(cache.get('never-searched', failing)).rejects.toThrow('WordPress unreachable');
  });

  it('forgets everything when told (a post was saved), and stays within its size', async () => {
    const cache = createSearchCache<{ text: string }>({ maxSize: 1_000 });
    const read = vi.fn(async () => ({ text: 'x'.repeat(400) }));
    for (const key of ['a', 'b', 'c']) await cache.get(key, read);
    await cache.get('a', read); // evicted: three answers of ~400 characters do not fit in 1,000
    expect(read).toHaveBeenCalledTimes(4);
    cache.clear();
    await cache.get('c', read);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
