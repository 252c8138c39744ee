#!/usr/bin/env node
// Measures the embedded WordPress: fresh start (empty data dir), restart, and latency of
// GET /wp-json/wp/v2/posts?_embed. Honours WORDPRESS_RUNNER. Usage: node wordpress/measure.mjs [port]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startWordPress } from './server.mjs';

const port = Number(process.argv[2]) || 9470;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-measure-'));
const log = () => {};
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

try {
  let t = performance.now();
  let wp = await startWordPress({ port, dataDir, log });
  const fresh = performance.now() - t;
  await wp.stop();
  t = performance.now();
  wp = await startWordPress({ port, dataDir, log });
  const restart = performance.now() - t;

  const times = [];
  for (let i = 0; i < 21; i++) {
    const s = performance.now();
    const res = await fetch(`${wp.url}/wp-json/wp/v2/posts?_embed`);
    await res.arrayBuffer();
    if (i > 0) times.push(performance.now() - s); // the first request warms caches
  }
  times.sort((a, b) => a - b);
  const parallel = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, () =>
      fetch(`${wp.url}/wp-json/wp/v2/posts?_embed&per_page=10`).then((r) => r.arrayBuffer()),
    ),
  );
  const parallelMs = performance.now() - parallel;
  await wp.stop();
  console.log(
    JSON.stringify(
      {
        runner: wp.runner,
        cpus: os.cpus().length,
        loadavg: os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' '),
        freshStart: seconds(fresh),
        restart: seconds(restart),
        postsEmbedMedianMs: Math.round(times[Math.floor(times.length / 2)] ?? NaN),
        postsEmbedP90Ms: Math.round(times[Math.floor(times.length * 0.9)] ?? NaN),
        eightParallelRequestsMs: Math.round(parallelMs),
      },
      null,
      2,
    ),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
