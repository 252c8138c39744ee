/**
 * @font-face rules for pages that scripts render in Chromium (case-study screens, the showreel):
 * the site's Inter and Space Grotesk from their packages, Latin and Latin Extended (the rupee sign).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const modules = path.resolve(import.meta.dirname, '../../node_modules');

export const fontFaceCss = [
  [
    'Inter',
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    'U+0000-00FF,U+2000-206F,U+2190-2193,U+2212',
  ],
  [
    'Inter',
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    'U+0100-02FF,U+20A0-20C0,U+2113',
  ],
  [
    'Space Grotesk',
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    'U+0000-00FF,U+2000-206F',
  ],
  [
    'Space Grotesk',
    '@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2',
    'U+0100-02FF,U+20A0-20C0',
  ],
]
  .map(
    ([family, file, range]) =>
      `@font-face{font-family:'${family}';src:url(${pathToFileURL(path.join(modules, /** @type {string} */ (file))).href}) format('woff2');font-weight:100 900;unicode-range:${range}}`,
  )
  .join('\n');
