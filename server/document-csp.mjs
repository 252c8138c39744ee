/**
 * The one step of the public server that no kept library does: an HTML document's
 * Content-Security-Policy names the SHA-256 hashes of the inline scripts in its body (hashes, not
 * nonces, keep pages static). The same ETag is the same bytes, so a page's policy is worked out once
 * per version and remembered by ETag, whatever address or query string asked for it; its body then
 * streams on untouched. Everything else about the answer (compression, validators, ranges) is the
 * libraries'.
 */
import { LRUCache } from 'lru-cache';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs';

/**
 * The policy of one HTML document.
 * @param {string} html
 */
export function documentPolicy(html) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}

/**
 * The whole body of an answer as bytes.
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
 * An onSend hook that gives HTML documents their policy. Other answers keep the restrictive default
 * (security-headers.mjs), except a 304 and a HEAD whose page is not known yet: they carry none, since
 * a browser would store a restrictive policy with the cached page and block its scripts.
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
    // A private answer (a preview) is never remembered: nothing about it is kept anywhere.
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
