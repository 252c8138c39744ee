// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

const cache = vi.hoisted(() => ({ tags: [] as string[], paths: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => cache.tags.push(tag),
  revalidatePath: (path: string) => cache.paths.push(path),
}));

const { POST } = await import('./route');

const refresh = (address: string) =>
  POST(
    new NextRequest('http://127.0.0.1/api/sitemap', {
      method: 'POST',
      headers: { 'x-forwarded-for': address },
    }),
  );

describe('POST /api/sitemap', () => {
  beforeEach(() => {
    cache.tags.length = 0;
    cache.paths.length = 0;
  });

  it('refreshes the sitemap without expiring the pages that show posts, once per cooldown', async () => {
    const response = await refresh('203.0.113.1');
    expect(await response.json()).toMatchObject({ ok: true, refreshed: 'now' });
    expect(cache.tags).toEqual(['post-index']);
    expect(cache.paths).toEqual(['/sitemap.xml']);
    expect(await (await refresh('203.0.113.3')).json()).toMatchObject({ refreshed: 'recently' });
    expect(cache.tags).toHaveLength(1);
  });

  it('limits each client', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await refresh('203.0.113.4')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
