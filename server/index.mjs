#!/usr/bin/env node
/**
 * Production server: Next on a private Unix socket behind the public server (server/edge.mjs).
 * Usage: node server/index.mjs --hostname 127.0.0.1 --port 3000
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { serverEnv } from '../src/config/environment.mjs';
import { createEdge } from './edge.mjs';
import { log, structureConsole, withRequest } from './log.mjs';
import { servedConfig } from './next-runtime.mjs';
import { connectRedis } from './redis.mjs';

structureConsole();
// A malformed variable stops the server here, naming it.
const env = serverEnv();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    hostname: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: env.PORT ?? '3000' },
  },
});

// An unreachable Redis does not stop the server: each instance then runs on its own.
const redis = await connectRedis();
const redisHost = env.REDIS_URL ? new URL(env.REDIS_URL).host : '';
if (redis === 'ready') console.log(`Shared cache and rate limits: Redis at ${redisHost}`);
if (redis === 'unreachable')
  console.warn(`Redis at ${redisHost} does not answer yet; starting on this instance's own cache`);

process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(servedConfig(root, env.NEXT_DIST_DIR));
// Next's proxy step builds request URLs on "localhost"; any other hostname makes each rewrite look
// external, so Next would proxy the site to itself.
const app = next({ dev: false, dir: root, hostname: 'localhost', port: Number(values.port) });
const handle = app.getRequestHandler();
await app.prepare();

// Next's socket lives in a folder only this user can open.
const socketDir = mkdtempSync(path.join(os.tmpdir(), 'agency-next-'));
const socketPath = path.join(socketDir, 'next.sock');
const inner = http.createServer((req, res) => {
  const requestId = String(req.headers['x-request-id'] ?? '');
  const context = { requestId, method: req.method, path: (req.url ?? '/').split('?')[0] };
  withRequest(context, () => handle(req, res)).catch((/** @type {unknown} */ error) => {
    log('error', 'Next failed to answer', { error });
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// The edge keeps its connections to Next open; only it can reach this socket.
inner.keepAliveTimeout = 0;
await new Promise((resolve) => inner.listen(socketPath, () => resolve(undefined)));

const edge = await createEdge({ socketPath, staticDir: path.join(root, env.NEXT_DIST_DIR, 'static') });
await edge.app.listen({ port: Number(values.port), host: values.hostname });
// Where the app calls itself (src/revalidation/repeats.ts).
const selfHost = ['0.0.0.0', '::', ''].includes(values.hostname ?? '') ? '127.0.0.1' : values.hostname;
process.env.SITE_SELF_URL = `http://${selfHost?.includes(':') ? `[${selfHost}]` : selfHost}:${values.port}`;
console.log(`Site listening on http://${values.hostname}:${values.port}`);

const SHUTDOWN_GRACE_MS = 10_000;
const shutdown = () => {
  edge.app.close().then(() =>
    inner.close(() => {
      rmSync(socketDir, { recursive: true, force: true });
      process.exit(0);
    }),
  );
  setTimeout(() => {
    const open = edge.openRequests();
    if (open.length) log('warn', 'stopping with requests still open', { open });
    edge.app.server.closeAllConnections();
    inner.closeAllConnections();
  }, SHUTDOWN_GRACE_MS).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
