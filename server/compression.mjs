/**
 * How the public server compresses answers as they leave (@fastify/compress): Brotli for browsers
 * that take it, gzip for the rest. Brotli at quality 5: a page of the site (about 230 KB of HTML)
 * compresses in a few milliseconds of a thread-pool thread, to 12% of its size.
 */
import { constants as zlib } from 'node:zlib';

export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);

export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
