#!/usr/bin/env node
/**
 * `node tools/crawl.mjs --url http://127.0.0.1:3000`: crawls every sitemap page and every image
 * variant they reference (4 connections, 20 s timeout) and prints pages and images separately.
 *   --cold-images DIR   empties DIR/cache/images first (the served build's image cache)
 *   --while-building    runs `next build` of this checkout into .next-crawl-load at the same time,
 *                       the way a second app building on the same machine competes for the cores
 *   --json              one JSON object on stdout
 * Exit 1 when a page or image timed out or answered 5xx.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { crawl, formatCrawl } from '../scripts/lib/crawl.mjs';
import { root } from '../scripts/lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'cold-images': { type: 'string' },
    'while-building': { type: 'boolean', default: false },
    connections: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
  },
});
/** @param {string} msg */
const say = (msg) => console.error(`[crawl] ${msg}`);

if (values['cold-images'])
  rmSync(path.join(root, values['cold-images'], 'cache/images'), { recursive: true, force: true });

/** @type {import('node:child_process').ChildProcess | undefined} */
let build;
if (values['while-building']) {
  const distDir = '.next-crawl-load';
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  build = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
    stdio: 'ignore',
  });
  // Let the build reach its compile phase (both cores busy) before the crawl starts.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  say(`next build running alongside (pid ${build.pid})`);
}

let report;
try {
  report = await crawl({ baseUrl: values.url, connections: Number(values.connections), timeoutMs: 20_000 });
} finally {
  const stillBuilding = build && build.exitCode === null;
  if (build && stillBuilding) {
    build.kill('SIGTERM');
    await new Promise((resolve) => build?.once('exit', resolve));
  }
  if (build) {
    say(
      stillBuilding ? 'the build was still running when the crawl ended' : 'the build ended during the crawl',
    );
    rmSync(path.join(root, '.next-crawl-load'), { recursive: true, force: true });
  }
}
const ok = report.failed.length === 0;
const result = { ok, url: values.url, whileBuilding: values['while-building'], ...report };
console.log(values.json ? JSON.stringify(result) : formatCrawl(result));
process.exit(ok ? 0 : 1);
