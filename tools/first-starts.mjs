#!/usr/bin/env node
/**
 * The newcomer's first contact, repeated: a fresh clone of this repository's HEAD, `npm install`,
 * then `npm start` on two cores (taskset -c 0,1) while another process keeps a core busy, until
 * the site answers or the start fails; then the next round, from nothing again.
 *
 *   node tools/first-starts.mjs [--runs 5] [--runner playground|native] [--timeout-min 15]
 *
 * Each round uses its own ports on 127.0.0.1 and its own temporary folder (removed after). Prints
 * one line a round and a closing 'N passed, N failed'. Bounded: every start is stopped at its
 * timeout, the busy process with it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    runner: { type: 'string', default: 'playground' },
    'timeout-min': { type: 'string', default: '15' },
  },
});
const runs = Number(values.runs);
const timeoutMs = Number(values['timeout-min']) * 60_000;

/** @typedef {{ ok: boolean, why?: string, ready?: string, code?: number | null }} Outcome */

/**
 * Runs `command` in `cwd`, its output kept in `logFile`: to its end, or (with `until`) until its
 * output matches, then stops it with its whole process group.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, logFile: string, until?: RegExp, limitMs: number }} options
 * @returns {Promise<Outcome>}
 */
function runLogged(command, args, { cwd, env, logFile, until, limitMs }) {
  return new Promise((resolve) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let seen = '';
    const stop = (/** @type {Outcome} */ result) => {
      clearTimeout(timer);
      try {
        if (child.pid) process.kill(-child.pid, 'SIGINT');
      } catch {
        /* gone */
      }
      setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 20_000).unref();
      resolve(result);
    };
    const timer = setTimeout(
      () => stop({ ok: false, why: `no answer within ${limitMs / 60_000} min` }),
      limitMs,
    );
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        fs.writeSync(out, chunk);
        seen = (seen + chunk.toString()).slice(-4000);
        const ready = until && until.exec(seen);
        if (ready) stop({ ok: true, ready: ready[1] });
      });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fs.closeSync(out);
      resolve({ ok: !until && code === 0, why: `exited with ${code}`, code });
    });
  });
}

let passed = 0;
let failed = 0;
for (let round = 1; round <= runs; round += 1) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-first-start-'));
  const clone = path.join(dir, 'site');
  const logFile = path.join(os.tmpdir(), `agency-first-start-${round}.log`);
  fs.rmSync(logFile, { force: true });
  spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(3700 + round),
    WORDPRESS_PORT: String(9700 + round * 2),
    WORDPRESS_RUNNER: values.runner,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.WORDPRESS_URL;
  const started = Date.now();
  // The other work of a busy machine: one core kept busy for as long as the round may take.
  const busy = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  const install = await runLogged('taskset', ['-c', '0,1', 'npm', 'install', '--no-audit', '--no-fund'], {
    cwd: clone,
    env,
    logFile,
    limitMs: timeoutMs,
  });
  const installSeconds = Math.round((Date.now() - started) / 1000);
  const start = install.ok
    ? await runLogged('taskset', ['-c', '0,1', 'npm', 'start'], {
        cwd: clone,
        env,
        logFile,
        until: /Ready in ([\d.]+) s/,
        limitMs: timeoutMs,
      })
    : install;
  busy.kill('SIGKILL');
  if (start.ok) passed += 1;
  else failed += 1;
  console.log(
    `round ${round}: ${start.ok ? `up (npm install ${installSeconds} s, npm start ready in ${start.ready} s)` : `FAILED: ${start.why} (log ${logFile})`}`,
  );
  // The stopped start's WordPress and site release their ports before the folder goes.
  await new Promise((resolve) => setTimeout(resolve, 25_000));
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
