import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The brand's fonts as static TrueType files (how they were made: README.md beside this file), for
 * the renderers that take neither woff2 nor variable fonts: the Open Graph cards and the service
 * brochures. Both fonts are under the SIL Open Font License, which allows embedding them in documents.
 */
export type BrandFonts = { display: Buffer; body: Buffer; bodyBold: Buffer };

const folder = path.join(process.cwd(), 'src/seo/fonts');
let fonts: Promise<BrandFonts> | undefined;

/** Space Grotesk 700 for titles, Inter 400 and 600 for text; read once per process. */
export function brandFonts(): Promise<BrandFonts> {
  fonts ??= Promise.all(
    ['space-grotesk-latin-700.ttf', 'inter-latin-400.ttf', 'inter-latin-600.ttf'].map((file) =>
      readFile(path.join(folder, file)),
    ),
  ).then(([display, body, bodyBold]) => ({ display: display!, body: body!, bodyBold: bodyBold! }));
  return fonts;
}

/** The Latin subset the font files cover. */
const drawable = /[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u2000-\u206f\u20ac\u2122\u2212]/;

/**
 * Text the brand's font files can draw: accents the fonts lack are dropped from their letter
 * ('ā' -> 'a'), other scripts and emoji are left out, so no renderer draws a missing glyph or fetches
 * another font for it.
 */
export function drawableText(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => (drawable.test(ch) ? ch : ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    .filter((ch) => drawable.test(ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
