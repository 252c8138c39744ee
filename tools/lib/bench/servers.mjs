/** The servers the bench starts beside the site, each in its own process. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx } from '../../../scripts/lib/nginx.mjs';
import { root, waitForHttp } from '../../../scripts/lib/site-server.mjs';
import { makeTestCertificate } from '../../../scripts/lib/tls.mjs';
import { SITE_PORT, SITE_URL } from './context.mjs';

/**
 * The production server (server/index.mjs, as startSite runs it) on the bench build, without
 * rebuilding: the cold-cache step restarts it once per route. Resolves to its stop().
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<() => Promise<void>>}
 */
export async function startProductionServer(env) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(SITE_PORT)],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHttp(`${SITE_URL}/robots.txt`);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * tools/lib/static-html-server.mjs in its own process, answering each path of `pages` with its
 * fixed body; with `origin`, every other path (CSS, fonts, images) is passed through to that server.
 * @param {Record<string, string>} pages  path -> HTML
 * @param {number} port
 * @param {string} [origin]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startStaticServer(pages, port, origin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
  const pagesFile = path.join(dir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'tools/lib/static-html-server.mjs'),
      pagesFile,
      String(port),
      ...(origin ? [origin] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * The shaped link (tools/lib/shaped-link.mjs) in its own process, so the bench's own work (Lighthouse
 * reads its traces in this process) never delays a segment: one listener per target port, all on one
 * link. reset() closes every connection through it, so the next page load opens new ones and meets
 * slow start as a first visit does.
 * @param {import('../shaped-link.mjs').LinkSpec} spec
 * @param {number[]} targets  local ports to carry traffic to
 * @returns {Promise<{ urls: string[], reset: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startShapedLink(spec, targets) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'tools/lib/shaped-link.mjs'), JSON.stringify(spec), ...targets.map(String)],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  /** @type {number[]} */
  let ports;
  try {
    ports = await new Promise((resolve, reject) => {
      child.once('message', (message) => resolve(/** @type {{ ports: number[] }} */ (message).ports));
      child.once('exit', (code) => reject(new Error(`shaped link exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const reset = () =>
    new Promise((resolve) => {
      child.once('message', () => resolve(undefined));
      child.send('reset');
    }).then(() => {});
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), reset, stop };
}

/**
 * The deployment's front (docs/deploy.md): Debian's nginx terminating TLS and HTTP/2, one per
 * upstream (`fronts` maps its port to the local port it passes to), all with one certificate made now
 * for 127.0.0.1. `spki` is what Chromium's --ignore-certificate-errors-spki-list takes to trust that
 * one key.
 * @param {[number, number][]} fronts  [front port, upstream port]
 * @returns {Promise<{ spki: string, stop: () => Promise<void> }>}
 */
export async function startTlsFronts(fronts) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  /** @type {{ stop: () => Promise<void> }[]} */
  const started = [];
  const stop = async () => {
    for (const nginx of started.splice(0)) await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const certificate = makeTestCertificate(dir);
    for (const [port, upstream] of fronts)
      started.push(await startNginx({ port, upstreams: [`127.0.0.1:${upstream}`], tls: certificate }));
    return { spki: certificate.spki, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
