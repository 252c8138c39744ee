import localFont from 'next/font/local';
import './font-fallbacks.css';

/**
 * Self-hosted variable fonts (next/font/google would need the internet at build time), cut by
 * tools/subset-fonts.mjs (`npm run fonts`) to Latin, weights 400-700 and the default OpenType
 * features, about two thirds of the full files. Characters outside the range (an editor's Cyrillic
 * name, say) take the fallback face, as the unicode-range tells the browser. next/font takes only
 * literals here, so the range is written out; fonts.test.ts holds it equal to the script's.
 *
 * Neither family is preloaded, and both use font-display: optional. A preload made the browser
 * fetch the fonts alongside the page, and the largest text waited for them on a slow phone. With
 * swap, a font arriving after the first paint re-wrapped headings and menus however closely the
 * fallback's metrics matched (a post's title lost a line at 390 px, CLS 0.028). With optional, text
 * paints in the metric-matched fallback (font-fallbacks.css) unless the brand font arrives within
 * the browser's ~100 ms block period, and never swaps afterwards: a first visit on a slow link
 * keeps the fallback, and every later page load takes the brand font from the cache.
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
  preload: false,
  adjustFontFallback: false,
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
  preload: false,
  adjustFontFallback: false,
  fallback: ['Space Grotesk Fallback'],
});
