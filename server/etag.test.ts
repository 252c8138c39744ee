import { describe, expect, it } from 'vitest';
import { appendVary, encodingEtag, requestEtags } from './etag.mjs';

describe('validators per encoding', () => {
  it('gives the Brotli, gzip and plain forms of a page different ETags', () => {
    expect(encodingEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodingEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(encodingEtag('W/"abc"', 'br')).toBe('W/"abc-br"');
    expect(encodingEtag('"abc"', undefined)).toBe('"abc"');
  });

  it("hands Next the validators of the form it is about to send, as Next's plain ETag, never another encoding's", () => {
    expect(requestEtags('"abc-br"', 'br')).toBe('"abc"');
    expect(requestEtags('"abc-br"', 'gzip')).toBeUndefined();
    expect(requestEtags('"abc-br"', undefined)).toBeUndefined();
    expect(requestEtags('"abc"', undefined)).toBe('"abc"');
    // A plain validator names a form that was sent unencoded (an image, a small body): it is again.
    expect(requestEtags('"abc"', 'br')).toBe('"abc"');
    expect(requestEtags('"old-gzip", "abc-br"', 'br')).toBe('"abc"');
    expect(requestEtags('*', 'br')).toBe('*');
    expect(requestEtags(undefined, 'br')).toBeUndefined();
  });

  it("adds Accept-Encoding to Next's Vary instead of replacing it", () => {
    expect(appendVary('rsc, next-router-state-tree', 'Accept-Encoding')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    );
    expect(appendVary('accept-encoding', 'Accept-Encoding')).toBe('accept-encoding');
    expect(appendVary(undefined, 'Accept-Encoding')).toBe('Accept-Encoding');
    expect(appendVary('*', 'Accept-Encoding')).toBe('*');
  });
});
