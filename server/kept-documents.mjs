/**
 * A shared page version is the same bytes until its ETag changes, so its first compressed answer is
 * kept and replayed, headers and all, instead of compressing it again for every visitor.
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
 * Canonical, so a new spelling of Accept-Encoding does not compress the page again.
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
 * `replay` runs before the compression plugin's onSend hook, `keep` after it.
 * @param {{ maxBytes?: number }} [options]
 */
export function keptDocuments({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {LRUCache<string, Kept>} */
  const kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length || 1 });
  const replayed = new WeakSet();

  /**
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
    // Drained so the connection to Next can serve the next request.
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
      // Not called when the client went away, so only a complete answer is kept.
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
