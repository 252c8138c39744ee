import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INLINE_DRAWING_MAX_BYTES, inlineDrawing } from './inline-drawing';

const decoded = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));

describe('inlineDrawing', () => {
  it("writes one of the site's own small drawings into the page as it is on disk", () => {
    const uri = inlineDrawing('/services/web-development.svg');
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(decoded(uri!)).toBe(readFileSync('public/services/web-development.svg', 'utf8').trim());
  });

  it('leaves a drawing larger than the limit to be fetched', () => {
    const wordmark = '/clients/alder-and-finch.svg';
    expect(readFileSync(`public${wordmark}`).length).toBeGreaterThan(INLINE_DRAWING_MAX_BYTES);
    expect(inlineDrawing(wordmark)).toBeNull();
  });

  it('reads nothing but SVG files under public/', () => {
    for (const src of [
      '/portfolio/octans-hero.webp',
      '/../package.json',
      '/services/../../.env.svg',
      'https://example.com/a.svg',
      '/services/no-such-drawing.svg',
      '/Services/Web-Development.svg',
    ]) {
      expect(inlineDrawing(src), src).toBeNull();
    }
  });
});
