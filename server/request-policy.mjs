/**
 * What the public server refuses or normalises before Next sees a request: the site's own rules
 * about addresses and methods, not HTTP parsing (Node's parser and Fastify do that).
 */

/** The methods the site answers: pages and files (GET, HEAD), forms and webhooks (POST). */
export const SITE_METHODS = ['GET', 'HEAD', 'POST'];

/** Methods Fastify routes that no part of the site answers: a 405 naming SITE_METHODS. */
export const REFUSED_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'];

/**
 * The origin form (`/path?query`) of a request target. An absolute-form target
 * (`GET http://other.example/path`) is what a client sends to a proxy; this server is the origin, so
 * it serves the path on its own site, and never lets Next read another host out of the target.
 * @param {string} target
 */
export function originForm(target) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/**
 * A GET or HEAD that announces a body. Such a body means nothing (RFC 9110 §9.3.1), and a server
 * and the proxy in front of it that frame it differently are how requests get smuggled: it is
 * refused and the connection closed.
 * @param {string} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function bodyOnBodilessMethod(method, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Addresses no page can have, answered before Next sees them: a target that is not a path (`*`),
 * malformed percent-encoding (Next's router would throw a 500), a NUL byte or a path segment longer
 * than a file name may be (Next would try, and fail, to cache the rendered 404 under that name).
 * @param {string} url
 * @returns {{ status: number, message: string } | undefined}
 */
export function refuseAddress(url) {
  if (!url.startsWith('/')) return { status: 400, message: 'Bad request: the address must be a path.' };
  let path;
  try {
    const parsed = new URL(url, 'http://localhost');
    path = decodeURIComponent(parsed.pathname);
    // Next decodes the query too, and answers a 500 when it cannot.
    decodeURIComponent(parsed.search.replace(/\+/g, ' '));
  } catch {
    return { status: 400, message: 'Bad request: the address is not valid URL encoding.' };
  }
  if (path.includes('\0')) return { status: 400, message: 'Bad request: the address contains a NUL byte.' };
  if (path.split('/').some((segment) => Buffer.byteLength(segment) > 200)) {
    return { status: 414, message: 'The address is too long.' };
  }
  return undefined;
}
