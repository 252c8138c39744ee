/** The site's own rules about addresses and methods; HTTP parsing is Node's and Fastify's. */

export const SITE_METHODS = ['GET', 'HEAD', 'POST'];

/** Answered 405, naming SITE_METHODS. */
export const REFUSED_METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'QUERY'];

/**
 * This server is the origin, not a proxy: an absolute-form target is served as a path on this site,
 * so Next never reads another host out of it.
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
 * Such a body means nothing (RFC 9110 §9.3.1), and a proxy and server that frame it differently are
 * how requests get smuggled.
 * @param {string} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function bodyOnBodilessMethod(method, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Addresses no page can have. Next would answer malformed encoding with a 500, and fail to cache a
 * 404 under a segment longer than a file name may be.
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
