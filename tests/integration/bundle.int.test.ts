/**
 * The deploy bundle (docs/deploy.md) from an empty folder: `npm run bundle`'s script assembles it
 * from the production build (the one made-up-addresses also uses: support/shared-build.ts, built
 * here only if that test has not built it yet), the bundle is moved to a new folder outside the
 * repository and started there with `node server.js` and only a deployment's settings, against a
 * fresh embedded WordPress. Every sitemap page answers 200 with a CSP and in Brotli when asked, as do
 * a script and the feed; the health check is green and a contact message reaches WordPress.
 *
 * Ports (overridable): the bundle BUNDLE_SITE_PORT or 3520; WordPress as in support/shared-build.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapPaths } from '@/scripts/lib/crawl.mjs';
import { root, run, stopProcess } from '@/scripts/lib/site-server.mjs';
import { NOTICE_VERSION } from '@/src/forms/privacy-notice';
import { startWordPress, type WordPressServer } from '@/wordpress/server.mjs';
import { SHARED_WORDPRESS_PORT, sharedBuildEnv } from './support/shared-build';

const PORT = Number(process.env.BUNDLE_SITE_PORT) || 3520;
const siteUrl = `http://127.0.0.1:${PORT}`;
/** Pages fetched at once, as a small crawler does. */
const CRAWL_CONNECTIONS = 4;

let wp: WordPressServer | undefined;
let dataDir: string | undefined;
/** The empty folder outside the repository the bundle is moved to. */
let outside: string | undefined;
let bundle = '';
/** Where the bundle script writes it, inside the repository (gitignored). */
const assembled = path.join(root, 'dist', `bundle-test-${process.pid}`);
let server: ChildProcess | undefined;
let startMs = 0;
const log = (message: string) => console.log(`[bundle] ${message}`);

/** Bytes of every file below `dir` (links not followed). */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(file);
    else if (entry.isFile()) total += fs.statSync(file).size;
  }
  return total;
}

/** Every symbolic link below `dir`. */
function links(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .flatMap((entry) => (entry.isSymbolicLink() ? [path.join(entry.parentPath, entry.name)] : []));
}

/** A GET that accepts Brotli as browsers do; the body is read (and decoded) to the end. */
async function get(pagePath: string) {
  const response = await fetch(`${siteUrl}${pagePath}`, {
    headers: { 'accept-encoding': 'br, gzip' },
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bundle-wp-'));
  wp = await startWordPress({ port: SHARED_WORDPRESS_PORT, dataDir, log: () => {} });
  const buildEnv = sharedBuildEnv(wp, dataDir);

  let started = performance.now();
  await run(process.execPath, ['scripts/bundle.mjs', '--out', assembled], buildEnv);
  log(`npm run bundle (build current or made): ${((performance.now() - started) / 1000).toFixed(1)} s`);

  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bundle-'));
  bundle = path.join(outside, 'site');
  try {
    fs.renameSync(assembled, bundle);
  } catch {
    // Another file system: copied, then removed from the repository.
    fs.cpSync(assembled, bundle, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(assembled, { recursive: true, force: true });
  }
  log(`bundle: ${(folderBytes(bundle) / 1048576).toFixed(1)} MiB in ${bundle}`);

  // Only what a deployment sets: nothing of the test's environment, no build folder setting.
  const deployment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    SITE_URL: buildEnv.SITE_URL,
    WORDPRESS_URL: wp.url,
    WORDPRESS_USER: wp.user,
    WORDPRESS_APP_PASSWORD: wp.appPassword,
    REVALIDATE_SECRET: buildEnv.REVALIDATE_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  started = performance.now();
  server = spawn(process.execPath, ['server.js', '--hostname', '127.0.0.1', '--port', String(PORT)], {
    cwd: bundle,
    env: deployment,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Polled, so nothing (a timer, a promise) outlives the wait.
  for (let up = false; !up;) {
    if (server.exitCode !== null) throw new Error(`the bundle's server exited with ${server.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('the bundle answered no 200 within 120 s');
    try {
      up = (await fetch(`${siteUrl}/`, { signal: AbortSignal.timeout(5_000) })).status === 200;
    } catch {
      /* not listening yet */
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  startMs = Math.round(performance.now() - started);
  log(`node server.js: first 200 after ${startMs} ms`);
}, 1_200_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await wp?.stop();
  for (const dir of [assembled, outside, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the deploy bundle, moved out of the repository', () => {
  it('holds the build, our server and production packages only, every link inside it', () => {
    expect(path.relative(root, bundle).startsWith('..')).toBe(true);
    for (const file of [
      'server.js',
      'package.json',
      '.next/BUILD_ID',
      '.next/static',
      'server/index.mjs',
      'public',
    ])
      expect(fs.existsSync(path.join(bundle, file)), file).toBe(true);
    const { devDependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const devPackages = Object.keys(devDependencies).filter((name) =>
      fs.existsSync(path.join(bundle, 'node_modules', name)),
    );
    expect(devPackages).toEqual([]);
    // Nor the embedded WordPress's runner, a dependency of `npm start` only.
    expect(fs.existsSync(path.join(bundle, 'node_modules/@wp-playground'))).toBe(false);
    const outsideLinks = links(bundle).filter((link) => {
      const target = fs.realpathSync(link);
      return path.relative(bundle, target).startsWith('..');
    });
    expect(outsideLinks).toEqual([]);
  });

  it('serves every sitemap page with 200, a CSP and Brotli, and the health check is green', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const pages = sitemapPaths(sitemap.body);
    expect(pages.length).toBeGreaterThan(50);
    const home = await get('/');
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(script).toBeDefined();

    const started = performance.now();
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: CRAWL_CONNECTIONS }, async () => {
        for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
          const { status, headers } = await get(page);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) problems.push(`${page}: ${status}`);
          if (!/script-src /.test(headers.get('content-security-policy') ?? ''))
            problems.push(`${page}: no CSP`);
          if (headers.get('content-encoding') !== 'br') problems.push(`${page}: not Brotli`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    log(
      `crawled ${pages.length} sitemap pages in ${seconds.toFixed(1)} s: ` +
        `${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}; ${problems.length} problems`,
    );
    expect(problems).toEqual([]);

    for (const extra of [script!, '/feed.xml']) {
      const { status, headers } = await get(extra);
      expect([extra, status, headers.get('content-encoding')]).toEqual([extra, 200, 'br']);
    }
    const health = await get('/api/health');
    expect([health.status, JSON.parse(health.body).status]).toEqual([200, 'ok']);
  }, 300_000);

  it('delivers a contact message to WordPress', async () => {
    const marker = `Sent to the deploy bundle at ${Date.now()}`;
    const response = await fetch(`${siteUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, accept: 'application/json' },
      body: JSON.stringify({
        name: 'Bundle Check',
        email: 'bundle@example.in',
        phone: '',
        message: marker,
        notice_version: NOTICE_VERSION,
      }),
    });
    expect([response.status, (await response.json()).ok]).toEqual([200, true]);
    const auth = Buffer.from(`${wp!.admin.user}:${wp!.admin.appPassword}`).toString('base64');
    const inbox = async () => {
      const received = await fetch(`${wp!.url}/wp-json/agency/v1/submissions?type=contact&per_page=100`, {
        headers: { Authorization: `Basic ${auth}` },
      });
      expect(received.status).toBe(200);
      return JSON.stringify(await received.json());
    };
    await expect.poll(inbox, { timeout: 15_000 }).toContain(marker);
  });

  it('answers the protocol edges as npm start does (server/protocol.mjs): 400, 405, an Upgrade as a plain request', async () => {
    /** What the server sends back on one raw connection, until it closes (or 5 s pass). */
    const raw = (data: string) =>
      new Promise<string[]>((resolve) => {
        const socket = net.connect(PORT, '127.0.0.1');
        let text = '';
        const timer = setTimeout(() => socket.destroy(), 5_000);
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('close', () => {
          clearTimeout(timer);
          resolve([...text.matchAll(/HTTP\/1\.1 \d{3} [^\r]*/g)].map(([line]) => line));
        });
        socket.on('error', () => socket.destroy());
        socket.write(data);
      });
    const get = (headers: string) => `GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`;
    expect(await raw(get('Host: attacker.example\r\n'))).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(await raw('GET /\r\n\r\n')).toEqual(['HTTP/1.1 400 Bad Request']);
    expect(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toEqual([
      'HTTP/1.1 405 Method Not Allowed',
    ]);
    expect(
      await raw(get('Connection: Upgrade\r\nUpgrade: websocket\r\n') + get('Connection: close\r\n')),
    ).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
  });
});
