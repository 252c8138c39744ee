/**
 * The icon set's control glyphs (24 px grid): arrows, menu, close, play and the like. With the content
 * glyphs they make the set (icon-set.ts): pages draw it through the sprite, the brochure PDF directly.
 */
export type Glyph = { readonly d: string; readonly filled?: boolean };

export const cart: Glyph = {
  d: 'M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.6L21 7H6M9 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
};
export const search: Glyph = { d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.35-4.35' };
export const phone: Glyph = {
  d: 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
};
export const mail: Glyph = {
  d: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
};
export const arrowRight: Glyph = { d: 'M5 12h14M13 6l6 6-6 6' };
export const arrowLeft: Glyph = { d: 'M19 12H5M11 6l-6 6 6 6' };
export const play: Glyph = { d: 'M7 4v16l13-8z', filled: true };
export const menu: Glyph = { d: 'M4 7h16M4 12h16M4 17h10' };
export const close: Glyph = { d: 'M6 6l12 12M18 6 6 18' };
export const chevronDown: Glyph = { d: 'm6 9 6 6 6-6' };
export const chevronLeft: Glyph = { d: 'M15 5l-7 7 7 7' };
export const chevronRight: Glyph = { d: 'M9 5l7 7-7 7' };
export const arrowUp: Glyph = { d: 'M12 19V5M6 11l6-6 6 6' };
export const pause: Glyph = { d: 'M7 5h3v14H7zM14 5h3v14h-3z', filled: true };
