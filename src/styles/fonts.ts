import localFont from 'next/font/local';
import './font-fallbacks.css';

/**
 * Self-hosted variable fonts (next/font/google would need the internet at build time), cut by
 * tools/subset-fonts.mjs (`npm run fonts`) to Latin, weights 400-700 and the default OpenType
 * features, about two thirds of the full files. Characters outside the range (an editor's Cyrillic
 * name, say) take the fallback face, as the unicode-range tells the browser. next/font takes only
 * literals here, so the range is written out; fonts.test.ts holds it equal to the script's.
 *
 * Neither family is preloaded, and both use font-display: optional. With swap, a font arriving
 * after the first paint re-wrapped headings and menus however closely the fallback's metrics
 * matched (a post's title lost a line at 390 px, CLS 0.028). With optional, a font that is not in
 * the cache at the first paint is never swapped in: the page keeps the metric-matched fallback
 * (font-fallbacks.css), and the next full page load takes the brand font from the cache. A preload
 * would bring the brand font to a first visit on a fast link, but Chromium holds the first paint
 * for a preloaded optional font: on a slow phone the largest paint came 190-370 ms later.
 * Cost: a visitor's first page, and the pages they reach from it without a full load, show the
 * fallback face.
 */
export const bodyFont = localFont({
  src: './fonts/inter-latin-wght-400-700.woff2',
  variable: '--font-body',
  display: 'optional',
  weight: '400 700',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+20B9,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  adjustFontFallback: false,
  preload: false,
  fallback: ['Inter Fallback'],
});

export const displayFont = localFont({
  src: './fonts/space-grotesk-latin-wght-400-700.woff2',
  variable: '--font-display',
  display: 'optional',
  weight: '400 700',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+20B9,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  adjustFontFallback: false,
  preload: false,
  fallback: ['Space Grotesk Fallback'],
});
