/** fontverter (a dependency of subset-font): converts between font formats. */
declare module 'fontverter' {
  export function convert(buffer: Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  export function detectFormat(buffer: Uint8Array): string;
  const fontverter: { convert: typeof convert; detectFormat: typeof detectFormat };
  export default fontverter;
}
