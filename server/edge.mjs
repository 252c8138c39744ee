/**
 * The public server in front of Next. HTTP is the libraries'; ours are the security headers, the
 * request id, which forwarding headers Next may believe, and the rules about addresses and methods.
 */
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { serverEnv } from '../src/config/environment.mjs';
import { BROTLI_OPTIONS, ENCODINGS } from './compression.mjs';
import { documentPolicies } from './document-csp.mjs';
import { IMAGE_PATH, imageQueue } from './image-queue.mjs';
import { keptDocuments } from './kept-documents.mjs';
import { log, withRequest } from './log.mjs';
import {
  bodyOnBodilessMethod,
  originForm,
  REFUSED_METHODS,
  refuseAddress,
  SITE_METHODS,
} from './request-policy.mjs';
import { staticSecurityHeaders } from './security-headers.mjs';
import {
  clientErrorHandler,
  guardProtocol,
  httpOptions,
  KEEP_ALIVE_TIMEOUT_MS,
  malformedRequest,
  REQUEST_TIMEOUT_MS,
} from './protocol.mjs';
import { openRequests } from './slow-requests.mjs';

/** A trusted proxy's request id is kept, so both logs agree. */
const REQUEST_ID = /^[\w.:-]{8,80}$/;
const STATIC_PREFIX = '/_next/static/';
/** Only a trusted proxy may set these; without one the server writes its own. */
const FORWARDING = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
];
/** undici refuses to send these. */
const HOP_BY_HOP = ['keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'expect', 'http2-settings'];
/** x-middleware-rewrite would reveal where a rewrite led; the client router does not need it. */
const INTERNAL_ANSWER_HEADERS = ['connection', 'keep-alive', 'x-middleware-rewrite'];
const NEXT_FAILED = 'The site could not answer this request. Please try again.';
const IMAGES_BUSY = 'Images are being prepared for many requests. Please try again shortly.';
const OVER_CAP = 'Too many connections from your address. Please try again shortly.';

/**
 * @param {import('fastify').FastifyReply<import('fastify').RouteGenericInterface, import('fastify').RawServerBase>} reply
 * @param {number} status
 * @param {string} text
 */
function plainAnswer(reply, status, text) {
  return reply
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(text);
}

/**
 * @param {{ socketPath: string, staticDir: string, trustProxy?: boolean, perAddress?: number, images?: { concurrency?: number, backlog?: number } }} options
 *   perAddress: MAX_CONNECTIONS_PER_ADDRESS; images: the image queue's bounds
 */
export async function createEdge({
  socketPath,
  staticDir,
  trustProxy = serverEnv().TRUST_PROXY,
  perAddress = serverEnv().MAX_CONNECTIONS_PER_ADDRESS,
  images: imageBounds,
}) {
  const securityHeaders = staticSecurityHeaders();
  const open = openRequests();
  const images = imageQueue(imageBounds);
  const app = Fastify({
    logger: false,
    http: httpOptions,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler: clientErrorHandler(securityHeaders),
    return503OnClosing: false,
    rewriteUrl: (req) => originForm(req.url ?? '/'),
    requestIdHeader: false,
    genReqId: (req) => {
      const forwarded = trustProxy ? String(req.headers['x-request-id'] ?? '') : '';
      return REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
    },
    routerOptions: { maxParamLength: 8192 },
    frameworkErrors: (_error, request, reply) => {
      const refusal = refuseAddress(request.raw.url ?? '/') ?? {
        status: 400,
        message: 'Bad request: the address is not valid.',
      };
      reply.headers({ ...securityHeaders, 'x-request-id': request.id });
      plainAnswer(reply, refusal.status, refusal.message);
    },
  });

  const protocol = guardProtocol(app.server, {
    perAddress,
    trustProxy,
    securityHeaders,
    allow: SITE_METHODS.join(', '),
  });

  // Bodies are never parsed here: Next reads them (and caps them) itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers({ ...securityHeaders, 'x-request-id': request.id });
    const context = { requestId: request.id, method: request.method, path: request.url.split('?')[0] };
    withRequest(context, () => {
      const fromNext = !request.url.startsWith(STATIC_PREFIX);
      open.watch(request.raw, reply.raw, fromNext ? 'waiting for Next to answer' : 'reading a build file');
      const malformed = malformedRequest(request.raw);
      if (malformed) {
        reply.header('connection', 'close');
        plainAnswer(reply, 400, malformed);
        return;
      }
      if (protocol.overCap(request.raw, reply.raw)) {
        reply.header('connection', 'close').header('retry-after', '5');
        plainAnswer(reply, 503, OVER_CAP);
        return;
      }
      if (bodyOnBodilessMethod(request.method, request.headers)) {
        reply.header('connection', 'close');
        plainAnswer(reply, 400, `Bad request: a ${request.method} request cannot carry a body.`);
        return;
      }
      const refusal = refuseAddress(request.url);
      if (refusal) plainAnswer(reply, refusal.status, refusal.message);
      else done();
    });
  });
  // Node closes idle connections only once, when closing starts; one still answering then would hold
  // the close open for its whole keep-alive time.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });

  const documents = keptDocuments();
  app.addHook('onSend', documentPolicies());
  app.addHook('onSend', documents.replay);

  await app.register(compress, {
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    // Request bodies reach Next as they were sent.
    globalDecompression: false,
  });
  // Route onSend hooks run after the instance's, so this one runs after compression.
  app.addHook('onRoute', (route) => {
    route.onSend = [route.onSend ?? []].flat().concat(documents.keep);
  });
  await app.register(replyFrom, {
    base: `unix+http://${encodeURIComponent(socketPath)}/`,
    // No time limit of its own: a slow render is logged (slow-requests.mjs), not cut off.
    undici: { connections: 128, headersTimeout: 0, bodyTimeout: 0 },
    disableRequestLogging: true,
  });
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: STATIC_PREFIX,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // The Brotli copies are served as their original's encoding, never as files of their own.
    allowedPath: (pathName) => !pathName.endsWith('.br'),
  });

  app.route({
    method: SITE_METHODS,
    url: '/*',
    exposeHeadRoute: false,
    async handler(request, reply) {
      const progress = open.progress(reply.raw);
      if (request.url.startsWith(`${IMAGE_PATH}?`)) {
        if (progress) progress.phase = 'waiting for an image turn';
        const gone = new AbortController();
        reply.raw.once('close', () => gone.abort());
        const release = await images.enter(gone.signal);
        // Beyond the backlog (or the client left while waiting: then nobody reads this).
        if (!release) return plainAnswer(reply.header('retry-after', '10'), 503, IMAGES_BUSY);
        reply.raw.once('close', release);
        if (progress) progress.phase = 'waiting for Next to answer';
      }
      return reply.from(request.url, {
        // A form post or a slow page sent twice is worse than an error.
        retryDelay: () => null,
        rewriteRequestHeaders(req, headers) {
          /** @type {Record<string, string | string[] | undefined>} */
          const forwarded = { ...headers, host: req.headers.host ?? 'localhost', 'x-request-id': req.id };
          for (const name of HOP_BY_HOP) delete forwarded[name];
          if (!trustProxy) {
            for (const name of FORWARDING) delete forwarded[name];
            // The client's address feeds the rate limiters (src/lib/client-address.ts).
            forwarded['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
            forwarded['x-forwarded-host'] = forwarded.host;
            forwarded['x-forwarded-proto'] = 'http';
          }
          return forwarded;
        },
        rewriteHeaders(headers) {
          if (progress) progress.phase = 'sending to the client';
          const kept = { ...headers };
          for (const name of INTERNAL_ANSWER_HEADERS) delete kept[name];
          // Next can send Location twice; a client may join both into one address.
          if (Array.isArray(kept.location)) kept.location = kept.location[0];
          // An answer that sets a cookie is one visitor's: no shared cache (nor the kept documents)
          // may give it to another, whatever the route said.
          if (
            kept['set-cookie'] !== undefined &&
            !/\b(private|no-store)\b/.test(String(kept['cache-control'] ?? ''))
          )
            kept['cache-control'] = 'private, no-store';
          return kept;
        },
        onError(failed, { error }) {
          log('error', 'Next did not answer', { error });
          plainAnswer(failed, 502, NEXT_FAILED);
        },
      });
    },
  });
  app.route({
    method: REFUSED_METHODS,
    url: '/*',
    handler: (_request, reply) =>
      plainAnswer(reply.header('allow', SITE_METHODS.join(', ')), 405, 'This method is not allowed here.'),
  });
  app.route({
    method: ['POST', ...REFUSED_METHODS],
    url: `${STATIC_PREFIX}*`,
    handler: (_request, reply) =>
      plainAnswer(reply.header('allow', 'GET, HEAD'), 405, 'Build files can only be read.'),
  });
  app.setNotFoundHandler((request, reply) =>
    SITE_METHODS.includes(request.method)
      ? plainAnswer(reply, 404, 'Not found.')
      : plainAnswer(reply.header('allow', SITE_METHODS.join(', ')), 405, 'This method is not allowed here.'),
  );
  app.setErrorHandler((error, _request, reply) => {
    const status =
      typeof error === 'object' && error && 'statusCode' in error && Number(error.statusCode) < 500
        ? Number(error.statusCode)
        : 500;
    if (status >= 500) log('error', 'could not answer a request', { error });
    plainAnswer(reply, status, status >= 500 ? NEXT_FAILED : 'Bad request.');
  });

  return { app, openRequests: () => open.list() };
}
