#!/usr/bin/env node
/**
 * The benchmark's static pages: a plain node:http server that answers each path with a fixed HTML
 * body, in its own process like the site server. Two uses: the throughput baseline (the prerendered
 * pages fetched from the site) and the physical-limit pages Lighthouse measures (the same pages
 * without scripts or font preloads); for those, `origin` passes every other path (CSS, fonts,
 * images) through to the site unchanged.
 * Usage: node static-html-server.mjs <pages.json: {"/path": "<html>..."}> <port> [origin]
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { KEPT_BROTLI_OPTIONS } from '../../server/compression.mjs';

const [pagesFile = '', portArg, origin] = process.argv.slice(2);
/** @type {Record<string, string>} */
const pageHtml = JSON.parse(readFileSync(pagesFile, 'utf8'));
const brotliAsync = promisify(brotliCompress);
/**
 * Each body plain and brotli-compressed as the site compresses a page (server/compression.mjs), so
 * a browser gets the bytes it would from the site.
 */
const pages = new Map(
  await Promise.all(
    Object.entries(pageHtml).map(async ([p, html]) => {
      const plain = Buffer.from(html);
      return /** @type {const} */ ([p, { plain, br: await brotliAsync(plain, KEPT_BROTLI_OPTIONS) }]);
    }),
  ),
);

/**
 * Streams the request to `origin` and its answer back, status and headers as they are.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function passThrough(req, res) {
  const target = new URL(req.url ?? '/', origin);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (page) {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = br ? page.br : page.plain;
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      })
      .end(body);
    return;
  }
  if (origin) {
    passThrough(req, res);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
});
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('ready') ?? console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
