/**
 * Compressed pages, kept. A shared page version (an HTML 200 with an ETag, neither private nor
 * no-store) is the same bytes until its ETag changes, and @fastify/compress would compress it again
 * for every visitor (a few milliseconds of CPU each for a page of this site). The first compressed
 * answer is kept as the plugin made it, by ETag and the request's Accept-Encoding, and later requests
 * that ask the same way are answered with it: the plugin's choice of encoding and its headers are
 * replayed, never made here. Keyed by ETag, not by address, so query strings share one copy.
 *
 * A kept Brotli copy is then made again at the best quality in Node's thread pool (too slow to make
 * while a visitor waits, smaller for every visitor after): the decoded bytes, and so the ETag, stay
 * the same.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress } from 'node:zlib';
import { pipeline, Transform } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { ENCODINGS, KEPT_BROTLI_OPTIONS } from './compression.mjs';

const compressBest = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** @typedef {{ body: Buffer, encoding: string, vary: string }} Kept */
/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

/**
 * The key of the answer `reply` gives to `request`, when it is a shared page version.
 * @param {Request} request
 * @param {Reply} reply
 */
function keyOf(request, reply) {
  if (request.method !== 'GET' || reply.statusCode !== 200) return undefined;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return undefined;
  if (/\b(private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? ''))) return undefined;
  const etag = reply.getHeader('etag');
  return typeof etag === 'string'
    ? `${etag}\n${acceptedEncodings(request.headers['accept-encoding'])}`
    : undefined;
}

/**
 * Which of the plugin's encodings a client accepts, as a short canonical key. Keying by the raw
 * header would let every new spelling of Accept-Encoding compress the page again; a kept copy is in
 * one of the accepted encodings, so replaying it is always an answer the client can read.
 * @param {string | string[] | undefined} header
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return ENCODINGS.filter((name) => accepted.has(name) || accepted.has('*')).join(',');
}

/**
 * Two onSend hooks: `replay` runs before the compression plugin's (registered on the instance),
 * `keep` after it (added to each route once the plugin has added its own).
 * @param {{ maxBytes?: number }} [options]
 */
export function keptDocuments({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {LRUCache<string, Kept>} */
  const kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length || 1 });
  /** Replies answered from a kept copy, which `keep` must leave alone. */
  const replayed = new WeakSet();

  /**
   * Keeps `entry`, and for Brotli its best-quality remake once it is made (unless the entry was
   * replaced or dropped meanwhile; a failure leaves the quick copy).
   * @param {string} key
   * @param {Kept} entry
   */
  const store = (key, entry) => {
    kept.set(key, entry);
    if (entry.encoding !== 'br') return;
    decompress(entry.body)
      .then((plain) => compressBest(plain, KEPT_BROTLI_OPTIONS))
      .then(
        (body) => {
          if (kept.get(key) === entry && body.length < entry.body.length) kept.set(key, { ...entry, body });
        },
        () => {},
      );
  };

  /** @type {import('fastify').onSendAsyncHookHandler} */
  const replay = async (request, reply, payload) => {
    const key = keyOf(request, reply);
    const copy = key === undefined ? undefined : kept.get(key);
    if (!copy) return payload;
    // Next's bytes are not needed; reading them lets the connection to Next serve the next request.
    if (payload && typeof payload === 'object' && 'resume' in payload)
      /** @type {NodeJS.ReadableStream} */ (payload).resume();
    replayed.add(reply);
    reply.header('content-encoding', copy.encoding).header('vary', copy.vary);
    reply.header('content-length', copy.body.length);
    return copy.body;
  };

  /** @type {import('fastify').onSendAsyncHookHandler} */
  const keep = async (request, reply, payload) => {
    const encoding = reply.getHeader('content-encoding');
    const key = keyOf(request, reply);
    if (key === undefined || replayed.has(reply) || typeof encoding !== 'string' || !payload) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (Buffer.isBuffer(payload)) {
      store(key, { body: payload, encoding, vary });
      return payload;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    const copy = new Transform({
      transform(chunk, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      // Only a complete answer is kept (not one whose client went away).
      flush(done) {
        store(key, { body: Buffer.concat(chunks), encoding, vary });
        done();
      },
    });
    pipeline(/** @type {NodeJS.ReadableStream} */ (payload), copy, () => {});
    return copy;
  };

  return { replay, keep };
}
