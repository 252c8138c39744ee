/**
 * How the public server compresses answers as they leave (@fastify/compress): Brotli for browsers
 * that take it, gzip for the rest. Brotli at quality 5: fast enough to make while a visitor waits.
 * A page version that is kept (kept-documents.mjs) is then compressed again at the best quality off
 * the event loop, and later visitors get that smaller copy; the bench's limit pages are compressed
 * the same best way, so the two stay comparable.
 */
import { constants as zlib } from 'node:zlib';

export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);

export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

export const KEPT_BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
