#!/usr/bin/env node
/**
 * The benchmark's baseline: a plain node:http server that answers each path with a fixed HTML body
 * (the prerendered pages fetched from the site), in its own process like the site server.
 * Usage: node static-html-server.mjs <pages.json: {"/path": "<html>..."}> <port>
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [pagesFile, portArg] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8'))).map(([p, html]) => [p, Buffer.from(html)]),
);

const server = http.createServer((req, res) => {
  const body = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body);
});
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('ready') ?? console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
