/**
 * The public face of the production server: a small reverse proxy in front of Next's request
 * handler, which listens on a private Unix socket (server/index.mjs). Next's answers are read over
 * HTTP, so nothing here depends on how Next or React write a response.
 *
 * What it adds, for every answer: the security headers, a request id, and compression (Brotli or
 * gzip; Next's own is gzip only). For HTML documents only: the body is held until complete, because
 * their Content-Security-Policy names the hashes of the page's inline scripts (hashes, not nonces,
 * keep pages static). Everything else streams, with backpressure.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pipeline } from 'node:stream';
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib';
import { serverEnv } from '../src/config/environment.mjs';
import { appendVary, encodingEtag, requestEtags } from './etag.mjs';
import {
  brotliBest,
  chooseEncoding,
  COMPRESSIBLE,
  finishBody,
  mayBeDocument,
  MIN_COMPRESS_BYTES,
} from './finish.mjs';
import { log, withRequest } from './log.mjs';
import { boundedMemo } from './memo.mjs';
import { serveBrotliAsset } from './precompressed.mjs';
import { staticSecurityHeaders } from './security-headers.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('./finish.mjs').Encoding} Encoding */
/** @typedef {Awaited<ReturnType<typeof finishBody>>} Finished */
/**
 * What a request is doing now, for the slow-request log, and how to let go of Next's side of it when
 * the client goes away.
 * @typedef {{ phase: string, abandon?: () => void }} Progress
 */

/** A request still unanswered after this long is logged with what it is waiting for. */
const SLOW_MS = 5_000;
/** A request id from the trusted proxy (nginx's $request_id, a UUID) is kept, so both logs agree. */
const REQUEST_ID = /^[\w.:-]{8,80}$/;
/** Headers that describe one connection, never forwarded by a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
];
/**
 * Next tells the browser where a proxy rewrite led (x-middleware-rewrite); nothing in the browser
 * reads it (the client router reads x-nextjs-rewritten-path on its own requests), so it stays inside.
 */
const INTERNAL_ANSWER_HEADERS = ['x-middleware-rewrite'];

/**
 * Addresses no page can have, answered before Next sees them: malformed percent-encoding (Next's
 * router would throw a 500), a NUL byte or a path segment longer than a file name may be (Next would
 * try, and fail, to cache the rendered 404 under that name).
 * @param {string} url
 * @returns {{ status: number, message: string } | undefined}
 */
export function refuseAddress(url) {
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

/**
 * The request listener of the public server, and what its open requests are waiting for (logged
 * when the server stops with requests still open).
 * @param {{ socketPath: string, brotli: Map<string, import('./precompressed.mjs').BrotliAsset> }} options
 *   socketPath: where Next listens; brotli: the build's precompressed assets
 * @returns {{ listener: (req: Request, res: Response) => void, openRequests: () => object[] }}
 */
export function createEdge({ socketPath, brotli }) {
  // Client addresses feed the rate limiters, which read the last X-Forwarded-For hop. Behind a trusted
  // reverse proxy (TRUST_PROXY=1) that hop is the one the proxy appended; otherwise the socket's
  // address replaces whatever the client sent.
  const trustProxy = serverEnv().TRUST_PROXY;
  const securityHeaders = staticSecurityHeaders();
  const agent = new http.Agent({ keepAlive: true });
  /** Finished prerendered documents by URL, ETag and encoding. */
  const finished = /** @type {ReturnType<typeof boundedMemo<Finished>>} */ (boundedMemo(300));
  /** @type {Map<Response, () => object>} */
  const open = new Map();

  /** @type {(req: Request, res: Response) => void} */
  const listener = (req, res) => {
    const forwardedId = trustProxy ? String(req.headers['x-request-id'] ?? '') : '';
    const requestId = REQUEST_ID.test(forwardedId) ? forwardedId : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const context = { requestId, method: req.method, path: (req.url ?? '/').split('?')[0] };
    const watched = watchSlow(req, res);
    open.set(res, watched.state);
    // One listener per response: the stream pipeline adds seven of its own, and Node warns past ten.
    res.once('close', () => {
      open.delete(res);
      watched.closed();
      watched.progress.abandon?.();
    });
    withRequest(context, () => serve(req, res, watched.progress));
  };
  return { listener, openRequests: () => [...open.values()].map((state) => state()) };

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {Progress} progress
   */
  function serve(req, res, progress) {
    const refusal = refuseAddress(req.url ?? '/');
    if (refusal) {
      res.writeHead(refusal.status, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(refusal.message);
      return;
    }
    if (serveBrotliAsset(req, res, brotli)) return;
    forward(req, res, progress);
  }

  /**
   * Sends the request on to Next and answers with what comes back.
   * @param {Request} req
   * @param {Response} res
   * @param {Progress} progress
   */
  function forward(req, res, progress) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = { ...req.headers };
    for (const name of [...HOP_BY_HOP, 'accept-encoding']) delete headers[name];
    // The browser holds the ETag of the form it was sent; Next knows only its plain ETag.
    const conditional = requestEtags(req.headers['if-none-match'], encoding);
    if (conditional) headers['if-none-match'] = conditional;
    else delete headers['if-none-match'];
    // A HEAD for a page is asked as the GET it stands for, so its headers (Content-Length,
    // Content-Encoding, the CSP) are the ones the GET would send.
    const head = req.method === 'HEAD';
    const method = head && mayBeDocument(req.method, req.url ?? '/', req.headers) ? 'GET' : req.method;
    const upstream = http.request({ socketPath, agent, method, path: req.url, headers });
    /** @type {import('node:http').IncomingMessage | undefined} */
    let answered;
    upstream.once('response', (answer) => {
      answered = answer;
      respond(req, res, answer, { encoding, head, progress });
    });
    upstream.once('error', (error) => {
      if (res.destroyed) return;
      log('error', 'Next did not answer', { error });
      if (res.headersSent) return void res.destroy(error);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('The site could not answer this request. Please try again.');
    });
    progress.abandon = () => {
      if (!res.writableFinished) upstream.destroy();
      if (answered && !answered.complete) answered.destroy();
    };
    if (method === req.method) pipeline(req, upstream, () => {});
    else upstream.end();
  }

  /**
   * @param {Request} req
   * @param {Response} res
   * @param {import('node:http').IncomingMessage} answer  Next's
   * @param {{ encoding: Encoding | undefined, head: boolean, progress: Progress }} options
   */
  function respond(req, res, answer, { encoding, head, progress }) {
    const status = answer.statusCode ?? 502;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || HOP_BY_HOP.includes(name) || INTERNAL_ANSWER_HEADERS.includes(name))
        continue;
      res.setHeader(name, value);
    }
    res.statusCode = status;
    const type = String(answer.headers['content-type'] ?? '');
    const compressible = COMPRESSIBLE.test(type);
    if (compressible) res.setHeader('Vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'));
    if (status === 304) {
      // No body to hash: a 304 must not carry the restrictive policy, because the browser would store
      // it with the cached page and block the page's own scripts, styles and images.
      res.removeHeader('Content-Security-Policy');
      const etag = answer.headers.etag;
      if (etag && encoding && req.headers['if-none-match']?.includes(encodingEtag(etag, encoding))) {
        res.setHeader('ETag', encodingEtag(etag, encoding));
      }
      progress.phase = 'sending to the client';
      answer.resume();
      res.end();
      return;
    }
    if (type.startsWith('text/html')) return holdDocument(req, res, answer, { encoding, head, progress });

    progress.phase = 'streaming from Next to the client';
    const length = Number(answer.headers['content-length'] ?? NaN);
    const compress =
      !head &&
      encoding &&
      compressible &&
      !answer.headers['content-encoding'] &&
      status !== 204 &&
      !(length <= MIN_COMPRESS_BYTES);
    if (!compress) {
      if (head) {
        answer.resume();
        res.end();
      } else pipeline(answer, res, () => {});
      return;
    }
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', encoding);
    const etag = answer.headers.etag;
    if (etag) res.setHeader('ETag', encodingEtag(etag, encoding));
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    pipeline(answer, compressor, res, () => {});
  }

  /**
   * Holds an HTML document until it is complete, then sends it with the CSP naming its inline
   * scripts' hashes, compressed.
   * @param {Request} req
   * @param {Response} res
   * @param {import('node:http').IncomingMessage} answer
   * @param {{ encoding: Encoding | undefined, head: boolean, progress: Progress }} options
   */
  async function holdDocument(req, res, answer, { encoding, head, progress }) {
    progress.phase = 'Next (rendering the document)';
    /** @type {Buffer[]} */
    const chunks = [];
    try {
      for await (const chunk of answer) chunks.push(chunk);
    } catch (error) {
      log('error', 'the document broke off', { error });
      return void res.destroy();
    }
    const canEncode = answer.headers['content-encoding'] ? undefined : encoding;
    // A prerendered page carries an ETag: the same ETag is the same bytes, so finish it once.
    // Never a private answer (a preview): it is not kept anywhere.
    const shared = !/\b(private|no-store)\b/.test(String(answer.headers['cache-control'] ?? ''));
    const etag = res.statusCode === 200 && shared ? answer.headers.etag : undefined;
    const key = etag ? `${req.url}\n${etag}\n${canEncode ?? ''}` : undefined;
    progress.phase = 'finishing (CSP hashes, compression)';
    let done = key ? finished.get(key) : undefined;
    if (!done) {
      const plain = Buffer.concat(chunks);
      try {
        done = await finishBody(plain, String(answer.headers['content-type']), canEncode);
      } catch (error) {
        log('error', 'could not finish a response', { error });
        return void res.destroy();
      }
      if (key) {
        finished.set(key, done);
        if (done.encoding === 'br') keepBestBrotli(key, plain, done);
      }
    }
    if (res.destroyed) return;
    if (done.csp) res.setHeader('Content-Security-Policy', done.csp);
    if (done.encoding) res.setHeader('Content-Encoding', done.encoding);
    if (answer.headers.etag) res.setHeader('ETag', encodingEtag(answer.headers.etag, done.encoding));
    res.setHeader('Content-Length', done.body.length);
    progress.phase = 'sending to the client';
    res.end(head ? undefined : done.body);
  }

  /**
   * Replaces a kept document's quick Brotli with the best once it is made, off the event loop; the
   * visitors until then get the quick one. The ETag stays: the decoded bytes are the same, and
   * documents are never sent in ranges, the one use that needs a strong ETag's exact bytes.
   * @param {string} key
   * @param {Buffer} plain
   * @param {Finished} quick
   */
  function keepBestBrotli(key, plain, quick) {
    brotliBest(plain).then(
      (body) => {
        if (finished.get(key) === quick) finished.set(key, { ...quick, body });
      },
      (error) => log('warn', 'could not recompress a document; the quick form stays', { error }),
    );
  }
}

/**
 * Logs a request that takes longer than SLOW_MS: once while it is still open (with the phase it is
 * stuck in, so a hang shows before any client gives up), again at four times that, and when it ends
 * (`closed`, called by the response's one close listener).
 * @param {Request} req
 * @param {Response} res
 * @returns {{ progress: Progress, state: () => object, closed: () => void }}
 */
function watchSlow(req, res) {
  const started = performance.now();
  /** @type {Progress} */
  const progress = { phase: 'waiting for Next to answer (render, cache or upstream read)' };
  const state = () => ({
    url: req.url,
    method: req.method,
    waitingFor: progress.phase,
    headersSent: res.headersSent,
    bytesWritten: req.socket?.bytesWritten,
    clientConnected: !req.socket?.destroyed,
    conditional: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']),
    range: req.headers.range,
  });
  const timers = [SLOW_MS, 4 * SLOW_MS].map((ms) => {
    const timer = setTimeout(() => log('warn', 'request slow, still open', { ...state(), ms }), ms);
    timer.unref();
    return timer;
  });
  const closed = () => {
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
  };
  return { progress, closed, state: () => ({ ...state(), ms: Math.round(performance.now() - started) }) };
}
