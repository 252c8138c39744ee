/**
 * Answers are compressed at a quality fast enough to make while a visitor waits; a kept page version
 * is remade at the best quality off the event loop (kept-documents.mjs).
 */
import { constants as zlib } from 'node:zlib';

export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);

export const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

export const KEPT_BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } };
