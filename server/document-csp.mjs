/**
 * An HTML document's CSP names the hashes of its inline scripts. The same ETag is the same bytes, so
 * a page version's policy is worked out once and remembered by ETag, whatever address asked.
 */
import { LRUCache } from 'lru-cache';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs';

/** @param {string} html */
export function documentPolicy(html) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}

/**
 * @param {unknown} payload  a string, Buffer or readable stream
 * @returns {Promise<Buffer>}
 */
async function readBody(payload) {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of /** @type {AsyncIterable<Buffer | string>} */ (payload))
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A 304, or a HEAD of a page not known yet, carries no policy: a browser would store the restrictive
 * default with the cached page and block its scripts.
 * @param {{ max?: number }} [options]  how many page versions to remember
 * @returns {import('fastify').onSendAsyncHookHandler}
 */
export function documentPolicies({ max = 1000 } = {}) {
  /** @type {LRUCache<string, string>} */
  const byEtag = new LRUCache({ max });
  return async function documentPolicyHook(request, reply, payload) {
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return payload;
    }
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const etag = reply.getHeader('etag');
    // Nothing about a private answer (a preview) is kept anywhere.
    const shared = !/\b(private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? ''));
    const key = shared && typeof etag === 'string' ? etag : undefined;
    const known = key === undefined ? undefined : byEtag.get(key);
    if (known) {
      reply.header('content-security-policy', known);
      return payload;
    }
    if (request.method === 'HEAD' || payload === null || payload === undefined) {
      reply.removeHeader('content-security-policy');
      return payload;
    }
    const body = await readBody(payload);
    const policy = documentPolicy(body.toString('utf8'));
    if (key !== undefined) byEtag.set(key, policy);
    reply.header('content-security-policy', policy);
    return body;
  };
}
