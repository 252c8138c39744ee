/**
 * How the production server finishes a response. Only HTML documents are held back whole, because
 * their Content-Security-Policy names the hashes of the inline scripts in the body; everything else
 * (RSC payloads, JSON, feeds, images, build assets) streams (server/edge.mjs).
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs';

/** @typedef {'br' | 'gzip'} Encoding */

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Addresses that never answer with an HTML document. */
const NOT_A_DOCUMENT =
  /^\/(_next\/|api\/)|\.(xml|txt|json|js|css|map|ico|svg|png|jpe?g|gif|webp|avif|mp4|webm|pdf|woff2?|zip)$/i;

/**
 * True when the answer to this request may be an HTML document, so a HEAD for it is asked of Next as
 * a GET (its CSP and length come from the body). Client-side navigations ask for the RSC payload (the
 * `rsc` header) of the same address; those are never documents.
 * @param {string | undefined} method
 * @param {string} url
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function mayBeDocument(method, url, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined) return false;
  const pathname = url.split('?')[0] ?? '';
  return !NOT_A_DOCUMENT.test(pathname);
}

/**
 * The compression a client accepts, Brotli first.
 * @param {string} [acceptEncoding]
 * @returns {Encoding | undefined}
 */
export function chooseEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** Content types worth compressing; smaller bodies than MIN_COMPRESS_BYTES are sent as they are. */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/;

export const MIN_COMPRESS_BYTES = 1024;

/**
 * The finished form of a buffered body: for an HTML document its CSP; the body compressed off the
 * event loop (zlib's thread pool) when that is worth it.
 * @param {Buffer} body
 * @param {string} type  the Content-Type
 * @param {Encoding | undefined} encoding
 * @returns {Promise<{ csp: string | undefined, body: Buffer, encoding: Encoding | undefined }>}
 */
export async function finishBody(body, type, encoding) {
  /** @type {string | undefined} */
  let csp;
  if (type.startsWith('text/html')) {
    csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')) });
  }
  if (!encoding || body.length <= MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(type))
    return { csp, body, encoding: undefined };
  const compressed =
    encoding === 'br'
      ? await brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(body, { level: 6 });
  return { csp, body: compressed, encoding };
}

/**
 * Brotli at its best quality, for a document that is kept and sent many times: 8-12% smaller than
 * quality 5 on the site's pages (the home page 27.3 -> 23.9 KB, /contact 19.7 -> 17.6 KB) for
 * 100-200 ms of a thread-pool thread, too slow to make a visitor wait for.
 * @param {Buffer} body
 */
export const brotliBest = (body) =>
  brotliAsync(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
