import { iconGlyphs } from './icon-set';

/**
 * The icon set as one SVG sprite, a `<symbol>` per glyph with the drawing attributes it needs. Pages
 * reference it (`<use href="icons.svg#name">`), so a glyph's path is sent once and cached rather than
 * written into every page's HTML and again into its hydration payload. `icons.svg` beside this file is
 * its output (sprite.test.ts keeps the two equal); the glyph modules stay the source.
 */
export function iconSprite(): string {
  const symbols = Object.entries(iconGlyphs).map(([name, glyph]) => {
    const paint = glyph.filled
      ? 'fill="currentColor"'
      : 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';
    return `  <symbol id="${name}" viewBox="0 0 24 24"><path d="${glyph.d}" ${paint}/></symbol>`;
  });
  // Next reads a picture's size when it is imported: the root carries the grid's.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\n${symbols.join('\n')}\n</svg>\n`;
}
