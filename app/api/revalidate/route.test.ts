// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { resetServerEnvForTests } from '@/src/config/env';

const cache = vi.hoisted(() => ({ tags: [] as [string, unknown][], paths: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => cache.tags.push([tag, profile]),
  revalidatePath: (path: string) => cache.paths.push(path),
}));

const later = vi.hoisted(() => ({ tasks: [] as (() => Promise<void>)[] }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => Promise<void>) => later.tasks.push(task),
}));

const { POST } = await import('./route');

const SECRET = 's3cret-for-tests';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

describe('POST /api/revalidate', () => {
  const saved = process.env.REVALIDATE_SECRET;
  beforeAll(() => {
    process.env.REVALIDATE_SECRET = SECRET;
    resetServerEnvForTests();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.REVALIDATE_SECRET;
    else process.env.REVALIDATE_SECRET = saved;
    resetServerEnvForTests();
  });
  beforeEach(() => {
    cache.tags.length = 0;
    cache.paths.length = 0;
    later.tasks.length = 0;
  });

  it('expires the same tags again 3 s, 10 s and 30 s later, for a page that was mid-regeneration', async () => {
    vi.useFakeTimers();
    try {
      await post({ secret: SECRET, type: 'post', slug: 'hello-world', id: 5 });
      expect(cache.tags).toHaveLength(2);
      expect(later.tasks).toHaveLength(1);
      const done = later.tasks[0]!();
      await vi.advanceTimersByTimeAsync(2_999);
      expect(cache.tags).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(cache.tags).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(7_000);
      expect(cache.tags).toHaveLength(6);
      await vi.advanceTimersByTimeAsync(20_000);
      await done;
      expect(cache.tags.map(([t]) => t)).toEqual(Array(4).fill(['posts', 'post:hello-world']).flat());
      expect(cache.paths.filter((p) => p === '/feed.xml')).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('expires the post tags at once with the secret in the header, and logs the save', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const response = await post(
      { type: 'post', slug: 'hello-world', id: 5 },
      { 'x-revalidate-secret': SECRET },
    );
    expect(response.status).toBe(200);
    expect(cache.tags).toEqual([
      ['posts', { expire: 0 }],
      ['post:hello-world', { expire: 0 }],
    ]);
    expect(cache.paths).toEqual(['/sitemap.xml', '/feed.xml']);
    // When an editor's change does not show, the log tells whether WordPress's call arrived.
    expect(info.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('content changed in WordPress; pages refreshed type=post slug=hello-world'),
    ]);
    info.mockRestore();
  });

  it('accepts the secret in the body, as the must-use plugin also sends it', async () => {
    const response = await post({ secret: SECRET, type: 'term', slug: 'react', id: 9 });
    expect(response.status).toBe(200);
    expect(cache.tags.map(([t]) => t)).toEqual(['tags', 'categories', 'posts']);
  });

  it('revalidates careers', async () => {
    await post({ secret: SECRET, type: 'career', slug: 'php-developer', id: 3 });
    expect(cache.tags.map(([t]) => t)).toEqual(['careers', 'career:php-developer']);
  });

  it('expires the old address too when a post or career was renamed or unpublished under another slug', async () => {
    await post({ secret: SECRET, type: 'post', slug: 'new-name', previousSlug: 'old-name', id: 9 });
    expect(cache.tags.map(([t]) => t)).toEqual(['posts', 'post:new-name', 'post:old-name']);
    cache.tags.length = 0;
    await post({ secret: SECRET, type: 'career', slug: 'php-lead', previousSlug: 'php-developer', id: 3 });
    expect(cache.tags.map(([t]) => t)).toEqual(['careers', 'career:php-lead', 'career:php-developer']);
    cache.tags.length = 0;
    await post({ secret: SECRET, type: 'post', slug: 'same', previousSlug: 'same', id: 9 });
    expect(cache.tags.map(([t]) => t)).toEqual(['posts', 'post:same']);
  });

  it('answers 401 for a wrong or missing secret and revalidates nothing', async () => {
    expect((await post({ type: 'post', slug: 'x' }, { 'x-revalidate-secret': 'nope' })).status).toBe(401);
    expect((await post({ type: 'post', slug: 'x' })).status).toBe(401);
    expect((await post('not json')).status).toBe(401);
    expect(cache.tags).toEqual([]);
  });

  it('answers 401, not a crash, when the body names a secret that is not a string', async () => {
    for (const secret of [{ toString: 1 }, { valueOf: 1, toString: null }, [SECRET], 1, null]) {
      const response = await post(`{"type":"post","secret":${JSON.stringify(secret)}}`);
      expect(response.status, JSON.stringify(secret)).toBe(401);
    }
    expect((await post('{"type":"post","secret":{"toString":1}}')).status).toBe(401);
    expect(cache.tags).toEqual([]);
  });

  it('refuses a wrong header secret and an oversized body without reading the body', async () => {
    const body = () => new ReadableStream<Uint8Array>({ pull: (c) => c.enqueue(new Uint8Array(64 * 1024)) });
    const endless = (headers: Record<string, string>) =>
      new NextRequest('http://127.0.0.1/api/revalidate', {
        method: 'POST',
        body: body(),
        headers,
        duplex: 'half',
      } as ConstructorParameters<typeof NextRequest>[1]);
    const wrongSecret = endless({ 'x-revalidate-secret': 'nope' });
    expect((await POST(wrongSecret)).status).toBe(401);
    expect(wrongSecret.bodyUsed).toBe(false);
    expect((await POST(endless({ 'x-revalidate-secret': SECRET }))).status).toBe(413);
    expect((await POST(endless({}))).status).toBe(413);
    expect(cache.tags).toEqual([]);
  });

  it('answers 400 with a message for a bad body', async () => {
    const headers = { 'x-revalidate-secret': SECRET };
    const wrongType = await post({ type: 'attachment', slug: 'x' }, headers);
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toMatch(/type/);
    expect((await post('{"type":', headers)).status).toBe(400);
    expect((await post({ type: 'post', slug: '../../etc' }, headers)).status).toBe(400);
    expect((await post({ type: 'post', slug: 'ok', previousSlug: '../x' }, headers)).status).toBe(400);
    expect(cache.tags).toEqual([]);
  });
});
