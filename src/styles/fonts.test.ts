// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONTS, UNICODE_RANGE, subset } from '@/tools/subset-fonts.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file));
const webFonts = FONTS.filter((font) => font.format === 'woff2');

describe('the site fonts', () => {
  it.each(FONTS)('$output is what `npm run fonts` makes of its Fontsource file', async (font) => {
    const made = await subset(read(font.source), font);
    expect(Buffer.compare(made, read(font.output))).toBe(0);
  });

  it('each @font-face serves a committed web font and names the range it was cut to', () => {
    const source = read('src/styles/fonts.ts').toString();
    expect(webFonts).toHaveLength(2);
    const ranges = [...source.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']*)'/g)].map((m) => m[1]);
    expect(ranges).toEqual(webFonts.map(() => UNICODE_RANGE));
    for (const { output } of webFonts)
      expect(source).toContain(`src: './${path.relative('src/styles', output)}'`);
  });

  it('each web font is at most 30 KB and smaller than the uncut file', () => {
    for (const { source, output } of webFonts) {
      expect(read(output).length).toBeLessThanOrEqual(30_000);
      expect(read(output).length).toBeLessThan(read(source).length);
    }
  });
});
