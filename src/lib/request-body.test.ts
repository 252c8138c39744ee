// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBodyCapped, REFUSED_BODY_READ_BYTES } from './request-body';

/** A streamed body with no Content-Length, counting how many chunks the reader pulled. */
function streamed(chunks: number, chunkBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });
  const request = new Request('http://site.test/', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBodyCapped', () => {
  it('returns the whole body when it fits', async () => {
    const body = await readBodyCapped(new Request('http://site.test/', { method: 'POST', body: 'hello' }), 5);
    expect(new TextDecoder().decode(body!)).toBe('hello');
  });

  it('refuses a body declared over the cap only once it has arrived, so the sender reads the refusal', async () => {
    const { request, pulled } = streamed(8, 1024);
    request.headers.set('content-length', String(8 * 1024));
    expect(await readBodyCapped(request, 100)).toBeNull();
    expect(pulled()).toBe(8);
  });

  it('refuses a stream that passes the cap once it has arrived, keeping nothing past the cap', async () => {
    const { request, pulled } = streamed(64, 1024);
    expect(await readBodyCapped(request, 4096)).toBeNull();
    expect(pulled()).toBe(64);
  });

  it('abandons at once a body declared far over the cap, and a stream as soon as it is', async () => {
    const declared = new Request('http://site.test/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(100 + REFUSED_BODY_READ_BYTES + 1) },
    });
    expect(await readBodyCapped(declared, 100)).toBeNull();
    const chunk = 1024 * 1024;
    const { request, pulled } = streamed(64, chunk);
    expect(await readBodyCapped(request, 4096)).toBeNull();
    expect(pulled()).toBe(Math.ceil((4096 + REFUSED_BODY_READ_BYTES + 1) / chunk));
  });
});
