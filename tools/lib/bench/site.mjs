/**
 * Step 1: the embedded WordPress (127.0.0.1:9420, or WORDPRESS_URL when set) behind a counting proxy
 * (127.0.0.1:9421), and the site built into .next-bench when needed and served on 127.0.0.1:3200 via
 * startSite(): ports and build folder never collide with `npm start` or the e2e tests.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCountingProxy } from '../counting-proxy.mjs';
import { root, startSite } from '../../../scripts/lib/site-server.mjs';
import { DIST_DIR, PROXY_PORT, SITE_PORT, SITE_URL, WORDPRESS_PORT, errorMessage } from './context.mjs';

/**
 * @typedef {object} BenchSite
 * @property {Awaited<ReturnType<typeof startCountingProxy>>} proxy  counts what the site asks of WordPress
 * @property {NodeJS.ProcessEnv} env                         the site server's environment
 * @property {import('../bench-core.mjs').RequestCount | null} buildCount  WordPress requests of the build; null when the build was reused
 * @property {() => Promise<void>} stopSite                  stops the site server (WordPress and the proxy stay)
 */

/**
 * Starts WordPress, the proxy and the site; each is stopped by the context's clean-up.
 * @param {import('./context.mjs').BenchContext} bench
 * @returns {Promise<BenchSite>}
 */
export async function startBenchSite({ opts, say, defer }) {
  const revalidateSecret = randomBytes(24).toString('hex');
  /** @type {{ url: string, user?: string, appPassword?: string }} */
  let upstream;
  if (process.env.WORDPRESS_URL) {
    upstream = {
      url: process.env.WORDPRESS_URL.replace(/\/$/, ''),
      user: process.env.WORDPRESS_USER,
      appPassword: process.env.WORDPRESS_APP_PASSWORD,
    };
    say(`Using WORDPRESS_URL ${upstream.url}`);
  } else {
    const { startWordPress } = await import('../../../wordpress/server.mjs');
    say(`Starting the embedded WordPress on 127.0.0.1:${WORDPRESS_PORT} ...`);
    const wordpress = await startWordPress({
      port: WORDPRESS_PORT,
      dataDir: path.join(root, '.data/bench-wordpress'),
      revalidateUrl: `${SITE_URL}/api/revalidate`,
      revalidateSecret,
      log: say,
    });
    defer(() => wordpress.stop());
    upstream = wordpress;
  }
  const proxy = await startCountingProxy({ target: upstream.url, port: PROXY_PORT });
  defer(() => proxy.close());

  if (opts.rebuild) rmSync(path.join(root, DIST_DIR, 'agency-build.json'), { force: true });
  /** @type {number | undefined} */
  let buildMark;
  /** @type {import('../bench-core.mjs').RequestCount | null} */
  let buildCount = null;
  const siteEnv = {
    WORDPRESS_URL: proxy.url,
    WORDPRESS_USER: upstream.user ?? '',
    WORDPRESS_APP_PASSWORD: upstream.appPassword ?? '',
    REVALIDATE_SECRET: revalidateSecret,
    // The load test's hundreds of connections stand for as many visitors, all from loopback.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  };
  const restoreTsconfig = keepTsconfig();
  let site;
  try {
    site = await startSite({
      port: SITE_PORT,
      distDir: DIST_DIR,
      extraEnv: siteEnv,
      log: (msg) => {
        // startSite reports its build phases; the proxy counts what the build asked of WordPress.
        if (msg.startsWith('Building')) buildMark = proxy.now();
        if (msg.startsWith('Built in') && buildMark !== undefined) buildCount = proxy.countSince(buildMark);
        say(msg);
      },
    });
  } catch (error) {
    restoreTsconfig();
    throw new Error(`The site did not start: ${errorMessage(error)}`, { cause: error });
  }
  restoreTsconfig();
  // The WordPress-requests step replaces the site server with its own; the clean-up stops whichever runs.
  let stopSite = site.stop;
  defer(() => stopSite());
  say(`Site up on ${SITE_URL}`);
  return {
    proxy,
    env: site.env,
    buildCount,
    stopSite: async () => {
      const stop = stopSite;
      stopSite = async () => {};
      await stop();
    },
  };
}

/**
 * `next build` adds its distDir's type folders to tsconfig.json; the returned function puts the file
 * back as it was (mtime too, so the build fingerprint holds), or the bench would dirty the work tree
 * and leave tsc reading generated types of a build that may go stale.
 */
function keepTsconfig() {
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const text = readFileSync(tsconfigPath, 'utf8');
  const stat = statSync(tsconfigPath);
  return () => {
    if (readFileSync(tsconfigPath, 'utf8') === text) return;
    writeFileSync(tsconfigPath, text);
    utimesSync(tsconfigPath, stat.atime, stat.mtime);
  };
}
