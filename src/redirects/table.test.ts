// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRedirects, redirectFor } from './table';

/** A WordPress that answers the redirect list it is given, counting the reads. */
function serve(rules: unknown[] | 'down') {
  const fetch = vi.fn(async () =>
    rules === 'down'
      ? Promise.reject(new Error('connect ECONNREFUSED'))
      : Response.json({ redirects: rules }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the redirect table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('agency.redirect-table')];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first read, then answers from the table until it is 4 s old', async () => {
    const fetch = serve([{ from: '/old', to: '/new', status: 301 }]);
    expect((await redirectFor('/old/'))?.to).toBe('/new');
    expect(await redirectFor('/other')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an aged table answers at once and is read again behind the request', async () => {
    serve([{ from: '/old', to: '/new', status: 301 }]);
    await redirectFor('/old');
    const fetch = serve([{ from: '/old', to: '/newer', status: 301 }]);
    vi.setSystemTime(Date.now() + 5_000);
    expect((await redirectFor('/old'))?.to).toBe('/new');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(async () => expect((await redirectFor('/old'))?.to).toBe('/newer'));
  });

  it('after the webhook, the next request waits for the editors’ new rules', async () => {
    serve([{ from: '/old', to: '/new', status: 301 }]);
    await redirectFor('/old');
    serve([{ from: '/old', to: '', status: 410 }]);
    forgetRedirects();
    expect((await redirectFor('/old'))?.status).toBe(410);
  });

  it('WordPress down keeps the last table and is asked again soon: 1 s after a failure, then 2 s, then 4 s', async () => {
    serve([{ from: '/old', to: '/new', status: 301 }]);
    await redirectFor('/old');
    const fetch = serve('down');
    forgetRedirects();
    expect((await redirectFor('/old'))?.to).toBe('/new');
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [pause, reads] of [
      [1_000, 2],
      [2_000, 3],
      [4_000, 4],
    ] as const) {
      vi.setSystemTime(Date.now() + pause - 100);
      await redirectFor('/old');
      expect(fetch).toHaveBeenCalledTimes(reads - 1);
      vi.setSystemTime(Date.now() + 200);
      await redirectFor('/old');
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(reads));
      // Failed and logged, so the next pause counts from now.
      await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(reads));
    }
  });

  it('a WordPress that takes over a second to answer (the WebAssembly runner) still gives its table', async () => {
    vi.useRealTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => resolve(Response.json({ redirects: [{ from: '/old', to: '/new', status: 301 }] })),
              1_200,
            );
            init.signal?.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(init.signal?.reason);
            });
          }),
      ),
    );
    expect((await redirectFor('/old'))?.to).toBe('/new');
  });

  it('a visitor waits at most 1.5 s for a WordPress that hangs, and its late answer applies when it comes', async () => {
    vi.useRealTimers();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const asked = Date.now();
    expect(await redirectFor('/old')).toBeUndefined();
    expect(Date.now() - asked).toBeLessThan(3_000);
    answer(Response.json({ redirects: [{ from: '/old', to: '/new', status: 301 }] }));
    await vi.waitFor(async () => expect((await redirectFor('/old'))?.to).toBe('/new'));
  });

  it('a WordPress too busy to answer right after an editor saved shows the new rule a second later', async () => {
    serve([{ from: '/old', to: '/new', status: 301 }]);
    await redirectFor('/old');
    serve('down');
    forgetRedirects();
    expect((await redirectFor('/old'))?.to).toBe('/new');
    serve([{ from: '/old', to: '/newer', status: 301 }]);
    vi.setSystemTime(Date.now() + 1_500);
    await redirectFor('/old');
    await vi.waitFor(async () => expect((await redirectFor('/old'))?.to).toBe('/newer'));
  });
});
