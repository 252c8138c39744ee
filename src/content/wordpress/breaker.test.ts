// @vitest-environment node
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_EVERY_MS, wordpressSilent } from './breaker';
import { wpGet, WordPressError } from './client';

const schema = z.array(z.object({ id: z.number() }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }));
const silence = () =>
  vi.fn(async (_url: string | URL | Request) => {
    throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  });
const asked = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);

describe('a render while WordPress is silent', () => {
  it('waits for one read only: the next ones answer their last good data without asking', async () => {
    vi.stubGlobal('fetch', answer(200, [{ id: 1 }]));
    const kept = await wpGet('posts', schema, { page: 1 });

    const hanging = silence();
    vi.stubGlobal('fetch', hanging);
    expect(await wpGet('posts', schema, { page: 1 })).toEqual(kept); // this one waited its timeout
    expect(wordpressSilent()).toBe(true);
    expect(await wpGet('posts', schema, { page: 1 })).toEqual(kept);
    expect(hanging).toHaveBeenCalledTimes(1);

    // A read with nothing kept still asks (its page has nothing better), and so does an editor's
    // preview: it must never show an older draft.
    await expect(wpGet('posts', schema, { page: 2 })).rejects.toBeInstanceOf(WordPressError);
    await expect(wpGet('posts', schema, { page: 1 }, { noStore: true })).rejects.toBeInstanceOf(
      WordPressError,
    );
    expect(hanging).toHaveBeenCalledTimes(3);
  });

  it('is over once the background probe gets any answer, and reads ask WordPress again', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silence());
    await expect(wpGet('posts', schema)).rejects.toBeInstanceOf(WordPressError);
    expect(wordpressSilent()).toBe(true);

    const stillSilent = silence();
    vi.stubGlobal('fetch', stillSilent);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(asked(stillSilent)).toEqual(['/wp-json/agency/v1/health']);
    expect(wordpressSilent()).toBe(true);

    // Back, if unwell: an error status is an answer, and comes fast.
    const back = answer(503, { code: 'db_down' });
    vi.stubGlobal('fetch', back);
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(asked(back)).toEqual(['/wp-json/agency/v1/health']);
    expect(wordpressSilent()).toBe(false);

    const live = answer(200, [{ id: 7 }]);
    vi.stubGlobal('fetch', live);
    expect((await wpGet('posts', schema)).data).toEqual([{ id: 7 }]);
    expect(asked(live)).toEqual(['/wp-json/wp/v2/posts']);
  });

  it('is not opened by an error status: WordPress answered', async () => {
    vi.stubGlobal('fetch', answer(500, { code: 'internal_server_error' }));
    await expect(wpGet('posts', schema)).rejects.toMatchObject({ status: 500 });
    expect(wordpressSilent()).toBe(false);
  });
});
