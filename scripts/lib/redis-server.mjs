/** A throwaway redis-server for tests: loopback only, no persistence. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REDIS_BIN = process.env.REDIS_SERVER_BIN || 'redis-server';

/**
 * An open port is not enough: Redis answers PING only once it is ready.
 * @param {number} port
 * @param {number} [timeoutMs]
 */
export async function waitForRedis(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pong = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server on 127.0.0.1:${port} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {{ port: number }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startRedis({ port }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agency-redis-'));
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ];
  const child = spawn(REDIS_BIN, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = new Promise((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`cannot start ${REDIS_BIN}: ${error.message} (apt-get install redis-server)`)),
    );
    exited.then((code) =>
      reject(new Error(`redis-server exited with ${code} before it was ready (port ${port} in use?)`)),
    );
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([waitForRedis(port), failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  failed.catch(() => {}); // a later exit is stop() or the test's business
  // A child that is ready has a pid; 0 would signal our own process group, so never stand in for it.
  if (child.pid === undefined) throw new Error('redis-server answered but has no pid');
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, stop };
}
