/**
 * A build made while WordPress does not answer (a fresh machine whose WordPress is still starting,
 * an agency's WordPress down during a deploy) finishes, says so in one line, keeps none of the
 * pages it drew from fallbacks, and the site fills them in from WordPress once it answers. (A build
 * against a WordPress that answers reads 10 s late is the e2e suite's own: scripts/e2e-server.mjs.)
 * Ports: WordPress WORDPRESS_TEST_PORT + 31 (9511), the fault proxy + 32, the site OFFLINE_SITE_PORT or 3540.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeeds } from '@/server/build-seeds.mjs';
import { startFaultProxy, type FaultProxy } from '@/scripts/lib/fault-proxy.mjs';
import { buildIfNeeded, root, stopProcess, waitForHttp } from '@/scripts/lib/site-server.mjs';
import { startWordPress, type WordPressServer } from '@/wordpress/server.mjs';

const WORDPRESS_PORT = (Number(process.env.WORDPRESS_TEST_PORT) || 9480) + 31;
const SITE_PORT = Number(process.env.OFFLINE_SITE_PORT) || 3540;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const DIST_DIR = '.next-offline';

let wp: WordPressServer;
let proxy: FaultProxy;
let server: ChildProcess | undefined;
let dataDir: string;
const said: string[] = [];
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-offline-wp-'));
  wp = await startWordPress({ port: WORDPRESS_PORT, dataDir, log: () => {} });
  proxy = await startFaultProxy({ target: wp.url, port: WORDPRESS_PORT + 1 });
  proxy.state.mode = 'down';
  env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    SITE_URL: siteUrl,
    WORDPRESS_URL: proxy.url,
    WORDPRESS_USER: wp.user,
    WORDPRESS_APP_PASSWORD: wp.appPassword,
    REVALIDATE_SECRET: 'offline-build-secret',
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
  };
  delete env.REDIS_URL;
  // A folder of its own: what an earlier build kept of WordPress would stand in for it.
  fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
  await buildIfNeeded(env, { force: true, wordpressWaitMs: 3_000, log: (line) => said.push(line) });
}, 900_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await proxy?.stop();
  await wp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a build while WordPress does not answer', () => {
  it('finishes, says so in one line, and keeps none of its pages', () => {
    expect(said.filter((line) => line.includes('did not answer within 3 s'))).toHaveLength(1);
    expect(said.at(-1)).toMatch(/^Built in /);
    expect(loadSeeds(path.join(root, DIST_DIR))?.seeds).toEqual({});
  });

  it('serves WordPress’s content once it answers: the home page’s latest posts, the feed and the whole sitemap', async () => {
    proxy.state.mode = 'pass';
    server = spawn(
      process.execPath,
      [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(SITE_PORT)],
      { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitForHttp(`${siteUrl}/robots.txt`);
    const [newest] = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=1`)).json()) as {
      slug: string;
    }[];
    const home = await fetch(`${siteUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(newest!.slug);
    const feed = await fetch(`${siteUrl}/feed.xml`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(newest!.slug);
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(newest!.slug);
    expect(sitemap).toContain('/careers/');
    // Made once, then kept like any page.
    expect((await fetch(`${siteUrl}/`)).headers.get('x-nextjs-cache')).toBe('HIT');
  });
});
