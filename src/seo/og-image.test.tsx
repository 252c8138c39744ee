// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import { drawableText, ogImage, titleFontSize } from './og-image';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('Open Graph card', () => {
  it('renders a 1200x630 PNG with the local fonts, for short and very long titles', async () => {
    const cards = [
      { title: 'Innovation Simplified!', label: 'IT services & solutions' },
      {
        title: 'Hospital Management System: OPD, wards, pharmacy and billing for a 150-bed hospital',
        label: 'Portfolio',
      },
      { title: 'word '.repeat(60), label: 'Blog' },
    ];
    for (const [index, card] of cards.entries()) {
      const response = await ogImage(card);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      // A card with text is far from a blank canvas.
      expect(bytes.length).toBeGreaterThan(20_000);
      // OG_PREVIEW_DIR=/tmp/og saves the cards to look at.
      if (process.env.OG_PREVIEW_DIR)
        await writeFile(`${process.env.OG_PREVIEW_DIR}/card-${index}.png`, bytes);
    }
  }, 30_000);

  it('draws only what its local fonts cover, so rendering never reaches for fonts on the internet', async () => {
    expect(drawableText('Café – “Pune” ā…')).toBe('Café – “Pune” a…');
    expect(drawableText('मराठी UI ✓ 🚀')).toBe('UI');
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      throw new Error('offline');
    }) as typeof fetch;
    try {
      const response = await ogImage({ title: 'मराठी इंटरफेस – Typography ✓ 🚀', label: 'ब्लॉग' });
      expect(Buffer.from(await response.arrayBuffer()).length).toBeGreaterThan(20_000);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(fetched).toEqual([]);
  }, 30_000);

  it('sets long titles smaller so three lines fit', () => {
    expect(titleFontSize('About')).toBeGreaterThan(
      titleFontSize('Building Multilingual Websites for Indian Audiences'),
    );
    expect(titleFontSize('x'.repeat(100))).toBeLessThan(titleFontSize('x'.repeat(60)));
  });
});
