// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { serverEnv } from '@/src/config/env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wpGet, WordPressError } from './client';

const schema = z.array(z.object({ id: z.number() }));
// Each test has an empty build folder of its own (tests/support/setup-dom.ts).
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'x-wp-totalpages': '3' } }));

describe('a WordPress read while WordPress is down', () => {
  it('renders from the last good answer of that read: no answer, a 5xx or a malformed body', async () => {
    vi.stubGlobal('fetch', answer(200, [{ id: 1 }, { id: 2 }]));
    const good = await wpGet('posts', schema, { page: 1 });
    // No answer comes last: after it, reads stop asking WordPress for a while (./breaker.ts).
    for (const outage of [
      answer(503, { code: 'down' }),
      answer(200, { not: 'a list' }),
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    ]) {
      vi.stubGlobal('fetch', outage);
      expect(await wpGet('posts', schema, { page: 1 })).toEqual(good);
      expect(outage).toHaveBeenCalledOnce();
    }
    expect(good.totalPages).toBe(3);
  });

  it('still fails where no good answer ever came, and never replaces a 404 or a preview read', async () => {
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(wpGet('posts', schema, { page: 99 })).rejects.toBeInstanceOf(WordPressError);
    vi.stubGlobal('fetch', answer(200, [{ id: 5 }]));
    await wpGet('posts', schema, { slug: 'gone' });
    vi.stubGlobal('fetch', answer(404, { code: 'rest_no_route' }));
    await expect(wpGet('posts', schema, { slug: 'gone' })).rejects.toMatchObject({ status: 404 });
    vi.stubGlobal('fetch', answer(200, [{ id: 6 }]));
    await wpGet('posts', schema, { include: 6 }, { noStore: true });
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(wpGet('posts', schema, { include: 6 }, { noStore: true })).rejects.toBeInstanceOf(
      WordPressError,
    );
  });

  it('keeps nothing of a slug no item has, and drops what was kept once the item is gone', async () => {
    const folder = path.join(process.cwd(), serverEnv().NEXT_DIST_DIR, 'cache', 'wordpress-last-good');
    const kept = () => readdirSync(folder, { recursive: true }).length;
    vi.stubGlobal('fetch', answer(200, []));
    await wpGet('tags', schema, { slug: 'no-such-tag' });
    expect(existsSync(folder) ? kept() : 0).toBe(0);
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(wpGet('tags', schema, { slug: 'no-such-tag' })).rejects.toBeInstanceOf(WordPressError);
    // A post unpublished since: its kept answer goes, so an outage cannot bring it back.
    vi.stubGlobal('fetch', answer(200, [{ id: 9 }]));
    await wpGet('posts', schema, { slug: 'unpublished' });
    expect(kept()).toBe(1);
    vi.stubGlobal('fetch', answer(200, []));
    await wpGet('posts', schema, { slug: 'unpublished' });
    expect(kept()).toBe(0);
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(wpGet('posts', schema, { slug: 'unpublished' })).rejects.toBeInstanceOf(WordPressError);
    // An empty list that is not a slug lookup (a tag without posts) is an answer worth keeping.
    vi.stubGlobal('fetch', answer(200, []));
    const empty = await wpGet('posts', schema, { tags: 4 });
    vi.stubGlobal('fetch', answer(503, {}));
    expect(await wpGet('posts', schema, { tags: 4 })).toEqual(empty);
  });
});
