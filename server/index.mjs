#!/usr/bin/env node
/**
 * Production server: Next's request handler behind a thin layer that adds security headers, hashes
 * the inline scripts of each HTML response into its Content-Security-Policy, and compresses text.
 * Usage: node server/index.mjs --hostname 127.0.0.1 --port 3000
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import pLimit from 'p-limit';
import { contentSecurityPolicy, staticSecurityHeaders } from './security-headers.mjs';
import { chooseEncoding, finishBody, mayBeDocument } from './finish.mjs';
import { boundedMemo } from './memo.mjs';
import { brotliAssets, serveBrotliAsset } from './precompressed.mjs';
import { connectRedis, redisUrlFrom } from './redis.mjs';
import { log, structureConsole, withRequest } from './log.mjs';
import { appendVary, encodingEtag, requestEtags } from './etag.mjs';

structureConsole();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    hostname: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env.PORT || '3000' },
  },
});

// Several instances share their cache and rate limits through REDIS_URL (docs/deploy.md). A malformed
// value stops the server here; an unreachable Redis does not (each instance then runs on its own).
const redisUrl = redisUrlFrom();
const redis = await connectRedis();
const redisHost = redisUrl ? new URL(redisUrl).host : '';
if (redis === 'ready') console.log(`Shared cache and rate limits: Redis at ${redisHost}`);
if (redis === 'unreachable')
  console.warn(`Redis at ${redisHost} does not answer yet; starting on this instance's own cache`);

// Next names its own origin with this host when it decides whether a proxy rewrite stays inside the
// app, and its proxy step always builds request URLs on "localhost"; any other name (the address we
// listen on) makes each rewrite look external, so Next would proxy the site to itself.
const app = next({ dev: false, dir: root, hostname: 'localhost', port: Number(values.port) });
const handle = app.getRequestHandler();
await app.prepare();

const securityHeaders = staticSecurityHeaders();
const brotli = await brotliAssets(path.join(root, process.env.NEXT_DIST_DIR || '.next'));

/** @typedef {Awaited<ReturnType<typeof finishBody>>} Finished */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(statusCode: number, ...rest: unknown[]) => Response} WriteHead */
/** @typedef {(error?: Error | null) => void} Callback */

/** Finished prerendered documents by URL, ETag and encoding: { csp, body, encoding }. */
const finished = /** @type {ReturnType<typeof boundedMemo<Finished>>} */ (boundedMemo(300));

/**
 * Addresses no page can have, answered before Next sees them: malformed percent-encoding (Next's
 * router would throw a 500), a NUL byte or a path segment longer than a file name may be (Next would
 * try, and fail, to cache the rendered 404 under that name).
 * @param {string} url
 * @returns {{ status: number, message: string } | undefined}
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

// Client addresses feed the rate limiters, which read the last X-Forwarded-For hop. Behind a trusted
// reverse proxy (TRUST_PROXY=1) that hop is the one the proxy appended; otherwise the socket's address
// replaces whatever the client sent.
const trustProxy = process.env.TRUST_PROXY === '1';

/** A request still unanswered after this long is logged with what it is waiting for. */
const SLOW_MS = 5_000;
/** A request id from the trusted proxy (nginx's $request_id, a UUID) is kept, so both logs agree. */
const REQUEST_ID = /^[\w.:-]{8,80}$/;

/**
 * What a request is doing now, for the slow-request log: queued for an image slot, in Next (render,
 * cache or upstream), finishing (CSP hashes, compression) or being sent to a slow client.
 * @typedef {{ phase: string }} Progress
 */

const server = http.createServer((req, res) => {
  const forwardedId = trustProxy ? String(req.headers['x-request-id'] ?? '') : '';
  const requestId = REQUEST_ID.test(forwardedId) ? forwardedId : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const context = { requestId, method: req.method, path: (req.url ?? '/').split('?')[0] };
  withRequest(context, () => serve(req, res, watchSlow(req, res)));
});

/**
 * Logs a request that takes longer than SLOW_MS: once while it is still open (with the phase it is
 * stuck in, so a hang shows before any client gives up), and again when it ends.
 * @param {Request} req
 * @param {Response} res
 * @returns {Progress}
 */
function watchSlow(req, res) {
  const started = performance.now();
  /** @type {Progress} */
  const progress = { phase: 'Next (render, cache or upstream read)' };
  // What the answer had reached, for a request that is still open: nothing sent, headers only, or a
  // body in flight, and whether the client is still connected.
  const state = () => ({
    url: req.url,
    method: req.method,
    waitingFor: progress.phase,
    headersSent: res.headersSent,
    bytesWritten: req.socket?.bytesWritten,
    clientConnected: !req.socket?.destroyed,
    accept: req.headers.accept,
    acceptEncoding: req.headers['accept-encoding'],
    conditional: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']),
    range: req.headers.range,
  });
  const timers = [SLOW_MS, 4 * SLOW_MS].map((ms) => {
    const timer = setTimeout(() => log('warn', 'request slow, still open', { ...state(), ms }), ms);
    timer.unref();
    return timer;
  });
  res.once('close', () => {
    for (const timer of timers) clearTimeout(timer);
    const ms = Math.round(performance.now() - started);
    if (ms > SLOW_MS) {
      log('warn', 'request slow', {
        url: req.url,
        ms,
        status: res.statusCode,
        lastPhase: progress.phase,
        completed: res.writableFinished,
      });
    }
  });
  res.once('finish', () => (progress.phase = 'done'));
  return progress;
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {Progress} progress
 */
function serve(req, res, progress) {
  if (!trustProxy) {
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  }
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const refusal = refuseAddress(req.url ?? '/');
  if (refusal) {
    res.writeHead(refusal.status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(refusal.message);
    return;
  }
  if ((req.url ?? '').startsWith('/_next/image')) return optimiseImage(req, res, progress);
  if (serveBrotliAsset(req, res, brotli)) return;
  if (!mayBeDocument(req.method, req.url ?? '/', req.headers))
    return handle(req, streamedAnswer(res, progress));
  return bufferDocument(req, res, progress);
}

/**
 * A streamed answer keeps the restrictive policy of every response, unless it turns out to be a page
 * (a missing file's 404): that gets the page policy, without hashes, so its inline scripts stay blocked.
 * @param {Response} res
 * @param {Progress} progress
 */
function streamedAnswer(res, progress) {
  const writeHead = /** @type {WriteHead} */ (res.writeHead.bind(res));
  /** @type {WriteHead} */
  const policyWriteHead = (statusCode, ...rest) => {
    progress.phase = 'streaming the answer (headers sent)';
    const headers = headersIn(rest);
    if (String(headers?.['content-type'] ?? res.getHeader('content-type') ?? '').startsWith('text/html')) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy());
    }
    hideInternalHeaders(res, headers);
    return writeHead(statusCode, ...rest);
  };
  res.writeHead = /** @type {Response['writeHead']} */ (policyWriteHead);
  return res;
}

/**
 * Next tells the browser where a proxy rewrite led (x-middleware-rewrite); nothing in the browser
 * reads it (the client router reads x-nextjs-rewritten-path on its own requests), so it stays inside.
 * @param {Response} res
 * @param {import('node:http').OutgoingHttpHeaders} [headers]
 */
function hideInternalHeaders(res, headers) {
  if (headers) delete headers['x-middleware-rewrite'];
  res.removeHeader('x-middleware-rewrite');
}

/**
 * The headers object among writeHead's arguments after the status (a status message may come first).
 * @param {unknown[]} rest
 * @returns {import('node:http').OutgoingHttpHeaders | undefined}
 */
function headersIn(rest) {
  return /** @type {import('node:http').OutgoingHttpHeaders | undefined} */ (
    rest.find((r) => r && typeof r === 'object')
  );
}

/**
 * Image variants are made (resized and re-encoded) on first request and cached. That work is CPU
 * heavy and runs on libuv's thread pool (4 threads), which also compresses pages and reads files; at
 * most two variants are made at once, so a crawler asking for hundreds of them never takes every
 * thread and core from pages. A variant already in the cache is answered in milliseconds.
 */
const imageQueue = pLimit(2);
/** A slot is given back after this long even if the answer has not ended, so one stuck request cannot block the rest. */
const IMAGE_SLOT_MS = 15_000;
/**
 * @param {Request} req
 * @param {Response} res
 * @param {Progress} progress
 */
function optimiseImage(req, res, progress) {
  progress.phase = `queued for an image slot (${imageQueue.activeCount} busy, ${imageQueue.pendingCount} waiting)`;
  return imageQueue(
    () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          progress.phase = 'Next image optimizer (upstream read, resize, encode)';
          const timer = setTimeout(() => {
            log('warn', 'image still unanswered, queue slot released', { url: req.url, ms: IMAGE_SLOT_MS });
            resolve();
          }, IMAGE_SLOT_MS);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          res.once('close', done);
          res.once('finish', done);
          Promise.resolve(handle(req, res))
            .catch((error) => {
              log('error', 'image failed', { url: req.url, error });
              if (!res.headersSent) res.writeHead(500);
              res.end();
            })
            .finally(done);
        })
      ),
  );
}

/**
 * Holds an HTML document back until it is complete, then sends it with the CSP naming its inline
 * scripts' hashes, compressed. A HEAD is rendered as the GET it stands for, so its headers
 * (Content-Length, Content-Encoding) are the ones the GET would send.
 * @param {Request} req
 * @param {Response} res
 * @param {Progress} progress
 */
function bufferDocument(req, res, progress) {
  const isHead = req.method === 'HEAD';
  if (isHead) req.method = 'GET';
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  // Next compares If-None-Match with the plain ETag; the browser holds the one of the form it got.
  const conditional = requestEtags(req.headers['if-none-match'], encoding);
  if (conditional) req.headers['if-none-match'] = conditional;
  else delete req.headers['if-none-match'];
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {{ statusCode: number, rest: unknown[] } | null} */
  let head = null;
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  /** @type {WriteHead} */
  const holdHead = (statusCode, ...rest) => {
    head = { statusCode, rest };
    return res;
  };
  res.writeHead = /** @type {Response['writeHead']} */ (holdHead);
  res.flushHeaders = () => {};
  /**
   * @param {string | Uint8Array | undefined} chunk
   * @param {BufferEncoding | Callback} [enc]
   * @param {Callback} [cb]
   */
  const collect = (chunk, enc, cb) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8'));
    else if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    if (typeof enc === 'function') enc();
    else if (typeof cb === 'function') cb();
    return true;
  };
  res.write = /** @type {Response['write']} */ (collect);
  /**
   * @param {string | Uint8Array | Callback} [chunk]
   * @param {BufferEncoding | Callback} [enc]
   * @param {Callback} [cb]
   */
  const finish = (chunk, enc, cb) => {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined];
    if (typeof enc === 'function') [cb, enc] = [enc, undefined];
    if (chunk && typeof chunk !== 'function') collect(chunk, enc);
    if (head) {
      const { statusCode, rest } = head;
      const headers = headersIn(rest);
      if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
      res.statusCode = statusCode;
    }
    // A freshly rendered redirect arrives with its Location header twice; one is the HTTP answer.
    const location = res.getHeader('location');
    if (Array.isArray(location) && location[0] !== undefined) res.setHeader('location', location[0]);
    const type = String(res.getHeader('content-type') ?? '');
    const canEncode = encoding && !res.getHeader('content-encoding') ? encoding : undefined;
    // A prerendered page carries an ETag: the same ETag is the same bytes, so finish it once.
    // Never a private answer (a draft-mode preview): it is not kept anywhere.
    const shared = !/\b(private|no-store)\b/.test(String(res.getHeader('cache-control') ?? ''));
    const etag = res.statusCode === 200 && shared ? res.getHeader('etag') : undefined;
    const key = etag ? `${req.url}\n${etag}\n${canEncode ?? ''}` : undefined;
    progress.phase = 'finishing (CSP hashes, compression)';
    /** @param {Finished} done */
    const send = (done) => {
      if (done.csp) res.setHeader('Content-Security-Policy', done.csp);
      // A 304 has no body to hash: it must not carry the non-page policy, because the browser would
      // store it with the cached page and block the page's own scripts, styles and images.
      else if (res.statusCode === 304) res.removeHeader('Content-Security-Policy');
      if (done.encoding) res.setHeader('Content-Encoding', done.encoding);
      res.setHeader('Vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'));
      const sentEtag = res.getHeader('etag');
      if (typeof sentEtag === 'string') {
        res.setHeader('ETag', encodingEtag(sentEtag, res.statusCode === 304 ? encoding : done.encoding));
      }
      hideInternalHeaders(res);
      if (res.getHeader('transfer-encoding')) res.removeHeader('transfer-encoding');
      res.setHeader('Content-Length', done.body.length);
      progress.phase = 'sending to the client';
      writeHead(res.statusCode);
      if (isHead) end(cb);
      else end(done.body, cb);
    };
    const memoised = key ? finished.get(key) : undefined;
    if (memoised) {
      send(memoised);
      return res;
    }
    finishBody(Buffer.concat(chunks), type, canEncode).then(
      (done) => {
        if (key) finished.set(key, done);
        send(done);
      },
      (error) => {
        log('error', 'could not finish a response', { error });
        res.destroy(error);
      },
    );
    return res;
  };
  res.end = /** @type {Response['end']} */ (finish);
  return handle(req, res);
}

server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), values.hostname, () => {
  console.log(`Site listening on http://${values.hostname}:${values.port}`);
});
const shutdown = () => server.close(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
