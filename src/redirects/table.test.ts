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

  it('WordPress down keeps the last table: after the webhook it asks again a second later, then only after 30 s', async () => {
    serve([{ from: '/old', to: '/new', status: 301 }]);
    await redirectFor('/old');
    const fetch = serve('down');
    forgetRedirects();
    expect((await redirectFor('/old'))?.to).toBe('/new');
    vi.setSystemTime(Date.now() + 1_500);
    await redirectFor('/old');
    // The retry has failed too (each failure is logged once).
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 20_000);
    await redirectFor('/old');
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 11_000);
    await redirectFor('/old');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
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
