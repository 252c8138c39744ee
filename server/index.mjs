#!/usr/bin/env node
/**
 * Production server: Next's request handler behind a thin layer that adds security headers, hashes
 * the inline scripts of each HTML response into its Content-Security-Policy, and compresses text.
 * Usage: node server/index.mjs --hostname 127.0.0.1 --port 3000
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { contentSecurityPolicy, inlineScriptHashes, staticSecurityHeaders } from './security-headers.mjs';
import { boundedMemo } from './memo.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { hostname: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: process.env.PORT || '3000' } },
});

const app = next({ dev: false, dir: root, hostname: values.hostname, port: Number(values.port) });
const handle = app.getRequestHandler();
await app.prepare();

const securityHeaders = staticSecurityHeaders();
/** Immutable build assets stream straight through; Next already compresses them. */
const BINARY = /\.(mp4|webm|jpe?g|png|gif|webp|avif|ico|pdf|woff2?|zip)(\?|$)/i;
const passThrough = (url) => url.startsWith('/_next/static/') || url.startsWith('/_next/image') || BINARY.test(url);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript)|image\/svg)/;

function chooseEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** Finished prerendered responses by URL, ETag and encoding: { csp, body, encoding }. */
const finished = boundedMemo(300);

function finish(html, type, encoding) {
  const csp = type.startsWith('text/html')
    ? contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html.toString('utf8')) })
    : undefined;
  if (!encoding || html.length <= 1024 || !COMPRESSIBLE.test(type)) return { csp, body: html, encoding: undefined };
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  return { csp, body, encoding };
}

/**
 * Addresses no page can have, answered before Next sees them: malformed percent-encoding (Next's
 * router would throw a 500), a NUL byte or a path segment longer than a file name may be (Next would
 * try, and fail, to cache the rendered 404 under that name).
 */
function refuseAddress(url) {
  let path;
  try {
    path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return { status: 400, message: 'Bad request: the address is not valid URL encoding.' };
  }
  if (path.includes('\0')) return { status: 400, message: 'Bad request: the address contains a NUL byte.' };
  if (path.split('/').some((segment) => Buffer.byteLength(segment) > 200)) {
    return { status: 414, message: 'The address is too long.' };
  }
  return undefined;
}

// Client addresses feed the forms' rate limiter. Only a trusted reverse proxy (TRUST_PROXY=1, e.g. a
// CDN that sets X-Forwarded-For) may name them; otherwise the socket's address is the truth.
const trustProxy = process.env.TRUST_PROXY === '1';

const server = http.createServer((req, res) => {
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
    delete req.headers['x-real-ip'];
  }
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const refusal = refuseAddress(req.url ?? '/');
  if (refusal) {
    res.writeHead(refusal.status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(refusal.message);
    return;
  }
  if (passThrough(req.url ?? '')) {
    // Streamed untouched; should one of these answer with a page (a missing file's 404), that page
    // gets the page policy (without hashes, so its inline scripts stay blocked) instead of 'none'.
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (statusCode, ...rest) => {
      const headers = rest.find((r) => r && typeof r === 'object');
      if (String(headers?.['content-type'] ?? res.getHeader('content-type') ?? '').startsWith('text/html')) {
        res.setHeader('Content-Security-Policy', contentSecurityPolicy());
      }
      return writeHead(statusCode, ...rest);
    };
    return handle(req, res);
  }

  // Buffer the rest: the CSP header must name the hashes of scripts that are in the body.
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  const chunks = [];
  let head = null;
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  res.writeHead = (statusCode, ...rest) => {
    head = [statusCode, ...rest];
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, enc, cb) => {
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8'));
    if (typeof enc === 'function') enc();
    else if (typeof cb === 'function') cb();
    return true;
  };
  res.end = (chunk, enc, cb) => {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined];
    if (chunk) res.write(chunk, enc);
    let body = Buffer.concat(chunks);
    if (head) {
      const [statusCode, ...rest] = head;
      const headers = rest.find((r) => r && typeof r === 'object');
      if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
      res.statusCode = statusCode;
    }
    // A freshly rendered redirect arrives with its Location header twice; one is the HTTP answer.
    const location = res.getHeader('location');
    if (Array.isArray(location)) res.setHeader('location', location[0]);
    const type = String(res.getHeader('content-type') ?? '');
    const canEncode = encoding && req.method !== 'HEAD' && !res.getHeader('content-encoding') ? encoding : undefined;
    // A prerendered page carries an ETag: the same ETag is the same bytes, so finish it once.
    const etag = res.statusCode === 200 && req.method === 'GET' ? res.getHeader('etag') : undefined;
    const key = etag ? `${req.url}\n${etag}\n${canEncode ?? ''}` : undefined;
    let done = key ? finished.get(key) : undefined;
    if (!done) {
      done = finish(body, type, canEncode);
      if (key) finished.set(key, done);
    }
    body = done.body;
    if (done.csp) res.setHeader('Content-Security-Policy', done.csp);
    if (done.encoding) {
      res.setHeader('Content-Encoding', done.encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    if (res.getHeader('transfer-encoding')) res.removeHeader('transfer-encoding');
    if (req.method !== 'HEAD' || !res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
    writeHead(res.statusCode);
    return req.method === 'HEAD' ? end(cb) : end(body, cb);
  };
  return handle(req, res);
});

server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), values.hostname, () => {
  console.log(`Site listening on http://${values.hostname}:${values.port}`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
