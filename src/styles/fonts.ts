import localFont from 'next/font/local';
import './font-fallbacks.css';

/**
 * Self-hosted variable fonts (next/font/google would need the internet at build time).
 *
 * Neither family is preloaded: a preload makes the browser fetch the font alongside the CSS, and the
 * largest text then waited for it (0.7-0.9 s later on a throttled phone). Without it the text paints
 * at once in the metric-matched fallback (font-fallbacks.css: Arial or Liberation Sans with
 * size-adjust and ascent/descent overrides, so the swap moves nothing) and the brand font replaces
 * it when it arrives.
 */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '100 900',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});

export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-display',
  display: 'swap',
  weight: '300 700',
  preload: false,
  adjustFontFallback: false,
  fallback: ['Space Grotesk Fallback'],
});
