// @vitest-environment node
import { channel } from 'node:diagnostics_channel';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const logged = vi.hoisted(() => [] as string[]);
vi.mock('@/server/log.mjs', () => ({ log: (_level: string, message: string) => logged.push(message) }));
// React's per-request cache as a server render has it: one value per function for the render under
// way (see `render` below), none outside a render.
const renders = vi.hoisted(() => ({ current: undefined as Map<unknown, unknown> | undefined }));
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache:
    <T>(fn: () => T) =>
    (): T => {
      const scope = renders.current;
      if (!scope) return fn();
      if (!scope.has(fn)) scope.set(fn, fn());
      return scope.get(fn) as T;
    },
}));
// The setup file loaded the breaker with the real logger: load it again, with the mocks above (and
// with a configuration of its own, which the setup file's resets do not reach).
vi.resetModules();
const { resetServerEnvForTests } = await import('@/src/config/environment.mjs');
const { SILENT_READ_TIMEOUT_MS, wordpressSilent } = await import('./breaker');
const { wpGet, WordPressError } = await import('./client');
const NOT_ANSWERING = 'WordPress is not answering; pages render from last good answers until it does';
const ANSWERS_AGAIN = 'WordPress answers again';

const schema = z.array(z.object({ id: z.number() }));
// Each test reads addresses of its own: the last good answers remember what they wrote.
let run = 0;
beforeEach(() => {
  run += 1;
  logged.length = 0;
  resetServerEnvForTests(); // this test's build folder, made by the setup file
  // Time is faked, timers included: none of them is ever run, so recovery cannot hang on one.
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const timeout = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * A fake WordPress behind fetch: answers with `status`, or stays silent (every read times out at
 * once), or holds the reads of `heldPages` until `timeOutHeld` (reads that time out later).
 */
function fakeWordPress() {
  const held: (() => void)[] = [];
  const wordpress = {
    silent: false,
    heldPages: new Set<number>(),
    /** Pages Next's data cache answers in WordPress's place. */
    cachedPages: new Set<number>(),
    status: 200,
    body: [{ id: 1 }] as unknown,
    asked: [] as string[],
    timeOutHeld: () => held.splice(0).forEach((reject) => reject()),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const { pathname, searchParams } = new URL(String(url));
      wordpress.asked.push(`${pathname}?page=${searchParams.get('page')}`);
      if (wordpress.silent) throw timeout();
      const page = Number(searchParams.get('page'));
      if (wordpress.heldPages.has(page))
        return new Promise<Response>((_, reject) => held.push(() => reject(timeout())));
      // An answer over the network is reported as Node's fetch reports it; a cache's is not.
      if (!wordpress.cachedPages.has(page))
        channel('undici:request:headers').publish({
          request: { origin: new URL(String(url)).origin },
          response: { statusCode: wordpress.status },
        });
      return new Response(JSON.stringify(wordpress.body), { status: wordpress.status });
    }),
  );
  return wordpress;
}
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const read = (page = 1) => wpGet('posts', schema, { page, run });
/** Runs `reads` as one server render does (its reads share React's per-request cache). */
async function render<T>(reads: () => Promise<T>): Promise<T> {
  renders.current = new Map();
  try {
    return await reads();
  } finally {
    renders.current = undefined;
  }
}

/** The timeouts reads were sent with, in order. */
function timeouts() {
  const asked: number[] = [];
  const original = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    asked.push(ms);
    return original(ms);
  });
  return asked;
}

describe('the WordPress breaker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens on the first read that gets no answer; then reads wait a short time, and a render only once', async () => {
    const wordpress = fakeWordPress();
    const waited = timeouts();
    const kept = await read();
    wordpress.silent = true;
    expect(await read()).toEqual(kept); // this one waited its whole timeout
    expect(wordpressSilent()).toBe(true);
    expect(logged).toEqual([NOT_ANSWERING, expect.stringContaining('last good answer')]);
    expect(waited).toEqual([8_000, 8_000]);

    // A render asks again, for a short time; once it has heard nothing, its other reads do not ask.
    wordpress.asked.length = 0;
    waited.length = 0;
    const answers = await render(async () => [await read(), await read(), await read()]);
    expect(answers).toEqual([kept, kept, kept]);
    expect(wordpress.asked).toHaveLength(1);
    expect(waited).toEqual([SILENT_READ_TIMEOUT_MS]);

    // A read with nothing kept still asks (its page has nothing better), and so does an editor's
    // preview: it must never show an older draft.
    wordpress.asked.length = 0;
    await expect(read(2)).rejects.toBeInstanceOf(WordPressError);
    await expect(wpGet('posts', schema, { page: 1, run }, { noStore: true })).rejects.toBeInstanceOf(
      WordPressError,
    );
    expect(wordpress.asked).toEqual(['/wp-json/wp/v2/posts?page=2', '/wp-json/wp/v2/posts?page=1']);
    expect(logged.filter((line) => line === NOT_ANSWERING)).toHaveLength(1);
  });

  it('the first render after WordPress answers again shows what it answers, however soon', async () => {
    const wordpress = fakeWordPress();
    await Promise.all([1, 2, 3].map((page) => read(page)));
    wordpress.silent = true;
    await render(() => Promise.all([1, 2, 3].map((page) => read(page))));
    expect(wordpressSilent()).toBe(true);
    // WordPress is back and an editor changed the posts; the next render comes a moment later.
    wordpress.silent = false;
    wordpress.body = [{ id: 2 }];
    later(10);
    const live = await render(() => Promise.all([1, 2, 3].map((page) => read(page))));
    expect(live.map((answer) => answer.data)).toEqual([[{ id: 2 }], [{ id: 2 }], [{ id: 2 }]]);
    expect(wordpressSilent()).toBe(false);
    expect(logged.filter((line) => line === ANSWERS_AGAIN)).toHaveLength(1);
  });

  it('closes on any answer: an error status, or the answer to a read that had nothing kept', async () => {
    const wordpress = fakeWordPress();
    await read();
    wordpress.silent = true;
    await read();
    wordpress.silent = false;
    wordpress.status = 503; // back, if unwell: an error status is an answer, and comes fast
    expect((await read()).data).toEqual([{ id: 1 }]); // the last good answer in its place
    expect(wordpressSilent()).toBe(false);

    wordpress.status = 200;
    wordpress.silent = true;
    await read();
    expect(wordpressSilent()).toBe(true);
    wordpress.silent = false;
    await read(3); // nothing kept: it asks, and is answered
    expect(wordpressSilent()).toBe(false);
  });

  it('is not opened again by a read sent while WordPress was silent that times out after it answered', async () => {
    const wordpress = fakeWordPress();
    await read();
    wordpress.silent = true;
    await read();
    wordpress.silent = false;
    wordpress.heldPages.add(1);
    const held = read(); // sent into the silence
    wordpress.heldPages.clear();
    later(2_000);
    await read(); // answered
    expect(wordpressSilent()).toBe(false);
    later(1);
    wordpress.timeOutHeld();
    expect((await held).data).toEqual([{ id: 1 }]);
    expect(wordpressSilent()).toBe(false);
    expect(logged.filter((line) => line === NOT_ANSWERING)).toHaveLength(1);

    wordpress.silent = true; // a read sent now that gets no answer still opens it
    await read();
    expect(wordpressSilent()).toBe(true);
  });

  it("is not closed by an answer Next's data cache gives in WordPress's place", async () => {
    const wordpress = fakeWordPress();
    const waited = timeouts();
    await Promise.all([read(1), read(2)]);
    wordpress.silent = true;
    await read(1);
    wordpress.silent = false;
    wordpress.cachedPages.add(1);
    await render(() => read(1)); // answered from the data cache: WordPress said nothing
    expect(wordpressSilent()).toBe(true);
    waited.length = 0;
    wordpress.silent = true;
    await render(() => read(2)); // so the next render still waits only the short time
    expect(waited).toEqual([SILENT_READ_TIMEOUT_MS]);
  });

  it('is not opened by an error status: WordPress answered', async () => {
    const wordpress = fakeWordPress();
    wordpress.status = 500;
    await expect(read()).rejects.toMatchObject({ status: 500 });
    expect(wordpressSilent()).toBe(false);
    expect(logged).toEqual([]);
  });
});
