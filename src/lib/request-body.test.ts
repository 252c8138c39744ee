// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBodyCapped } from './request-body';

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

  it('refuses a declared length over the cap without reading', async () => {
    const request = new Request('http://site.test/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '1000000' },
    });
    expect(await readBodyCapped(request, 100)).toBeNull();
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading a stream as soon as it passes the cap', async () => {
    const { request, pulled } = streamed(1000, 1024);
    expect(await readBodyCapped(request, 4096)).toBeNull();
    expect(pulled()).toBeLessThan(10);
  });
});
