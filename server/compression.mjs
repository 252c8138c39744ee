/**
 * How the public server compresses answers as they leave (@fastify/compress): Brotli for browsers
 * that take it, gzip for the rest. Brotli at quality 5: fast enough to make while a visitor waits;
 * the bench's limit pages are compressed the same way, so the two stay comparable.
 */
import { constants as zlib } from 'node:zlib';

export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);

export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
