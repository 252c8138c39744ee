#!/usr/bin/env node
// The embedded WordPress: startWordPress() for scripts and tests, and a CLI (`node wordpress/server.mjs`).
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_RELEASES, coreVersion, resolveCore, RUNTIME_DIR } from './lib/core.mjs';
import { hasNativePhp, startNative } from './lib/native.mjs';
import { lockPrivate, prepareSite, SQLITE } from './lib/site.mjs';

/**
 * Fails early and clearly when something already listens on the port (readiness would talk to it).
 * @param {number} port
 * @returns {Promise<void>}
 */
function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      reject(
        new Error(
          `Cannot start WordPress: 127.0.0.1:${port} is in use (${error.code}). Set WORDPRESS_PORT or pass { port }.`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
  });
}

/**
 * @typedef {object} WordPressServer
 * @property {string} url           e.g. http://127.0.0.1:9400 (REST API at `${url}/wp-json/`)
 * @property {string} user          login of the account the site uses (reads content, submits forms; cannot edit)
 * @property {string} appPassword   its application password (Basic auth `user:appPassword`)
 * @property {{ user: string, appPassword: string }} admin  the administrator's application password,
 *   for tools and tests that edit content; never the site's credential
 * @property {{ user: string, password: string, appPassword: string }} editor  an account with WordPress's
 *   Editor role (sign-in and application password), as the agency's content editors have
 * @property {{ user: string, password: string }} hr  an account with the HR role (sign-in): reads and
 *   manages job applications and contact messages, edits no content
 * @property {'native'|'playground'} runner
 * @property {string} version       the WordPress version, e.g. 6.8.12
 * @property {'sqlite'|'mysql'} database
 * @property {string} dataDir       where the SQLite database, uploads and credentials live
 * @property {() => Promise<void>} stop
 */

/**
 * Starts WordPress on 127.0.0.1 with the must-use plugin and the demo content, and resolves once
 * the REST API answers and the seed is complete.
 * @param {object} [options]
 * @param {number} [options.port]             default WORDPRESS_PORT or 9400
 * @param {string} [options.dataDir]          default wordpress/.runtime/data-<port>
 * @param {string} [options.revalidateUrl]    the site's revalidation endpoint, called when content is saved
 * @param {string} [options.revalidateSecret]
 * @param {import('./lib/site.mjs').Database} [options.database]  default SQLite, or MySQL from WORDPRESS_DB_HOST
 * @param {'default'|'newest'} [options.core]  WordPress 6.8 (default) or the newest release Debian carries
 * @param {boolean} [options.bare]            WordPress alone, as a host installs it: none of our code, no
 *   demo content, only the administrator (native runner only); for tests that install the plugin zip
 * @param {(msg: string) => void} [options.log]
 * @returns {Promise<WordPressServer>}
 */
export async function startWordPress({
  port = Number(process.env.WORDPRESS_PORT) || 9400,
  dataDir,
  revalidateUrl = '',
  revalidateSecret = '',
  bare = false,
  database = databaseFromEnv(),
  core = 'default',
  log = (msg) => console.error(`[wordpress] ${msg}`),
} = {}) {
  const started = performance.now();
  await assertPortFree(port);
  dataDir = path.resolve(dataDir || path.join(RUNTIME_DIR, `data-${port}`));
  fs.mkdirSync(dataDir, { recursive: true });

  const forced = process.env.WORDPRESS_RUNNER;
  if (forced && forced !== 'native' && forced !== 'playground')
    throw new Error(`WORDPRESS_RUNNER must be native or playground, got ${forced}`);
  /** @type {'native'|'playground'} */
  const runner =
    forced === 'native' || forced === 'playground'
      ? forced
      : hasNativePhp(database.type) || database.type === 'mysql'
        ? 'native'
        : 'playground';
  if (runner === 'native' && !hasNativePhp(database.type))
    throw new Error(
      database.type === 'mysql'
        ? 'WordPress on MySQL needs php with mysqli (apt-get install php8.2-cli php8.2-mysql)'
        : 'WORDPRESS_RUNNER=native needs php with pdo_sqlite (apt-get install php8.2-cli php8.2-sqlite3)',
    );
  if (runner === 'playground' && database.type === 'mysql')
    throw new Error(
      'The Playground runner (PHP in WebAssembly) has SQLite only; MySQL needs the native runner',
    );
  if (bare && runner !== 'native')
    throw new Error('A bare WordPress needs the native runner (php with pdo_sqlite on PATH)');

  const coreDir = resolveCore(log, CORE_RELEASES[core]);
  const version = coreVersion(coreDir);
  const { siteDir, privateDir, seedDir, url, creds } = prepareSite({
    dataDir,
    port,
    runner,
    revalidateUrl,
    revalidateSecret,
    coreDir,
    bare,
    database,
  });
  const where = database.type === 'mysql' ? `MySQL ${database.name} on ${database.host}` : 'SQLite';
  log(`starting WordPress ${version} (${where}) with the ${runner} runner on ${url} (data in ${dataDir})`);

  let handle;
  if (runner === 'native') {
    handle = await startNative({ siteDir, seedDir, dataDir, port, url, database: database.type, log, bare });
  } else {
    const { startPlayground } = await import('./lib/playground.mjs');
    handle = await startPlayground({ siteDir, privateDir, seedDir, dataDir, port, url, log });
  }
  lockPrivate(privateDir); // also what PHP created on this start
  log(`ready at ${url} in ${((performance.now() - started) / 1000).toFixed(1)}s`);

  let stopping;
  return {
    url,
    user: creds.user,
    appPassword: creds.appPassword,
    admin: { user: creds.adminUser, appPassword: creds.adminAppPassword },
    editor: { user: creds.editorUser, password: creds.editorPassword, appPassword: creds.editorAppPassword },
    hr: { user: creds.hrUser, password: creds.hrPassword },
    runner,
    version,
    database: database.type,
    dataDir,
    stop: () => (stopping ??= handle.stop()),
  };
}

/**
 * MySQL when WORDPRESS_DB_HOST is set (with WORDPRESS_DB_NAME, WORDPRESS_DB_USER,
 * WORDPRESS_DB_PASSWORD), else the embedded SQLite.
 * @returns {import('./lib/site.mjs').Database}
 */
function databaseFromEnv() {
  const env = process.env;
  if (!env.WORDPRESS_DB_HOST) return SQLITE;
  return {
    type: 'mysql',
    host: env.WORDPRESS_DB_HOST,
    name: env.WORDPRESS_DB_NAME || 'wordpress',
    user: env.WORDPRESS_DB_USER || 'wordpress',
    password: env.WORDPRESS_DB_PASSWORD || '',
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const wp = await startWordPress({ log: (msg) => console.log(`[wordpress] ${msg}`) });
  console.log(`WordPress (${wp.runner}) at ${wp.url}`);
  console.log(`REST API: ${wp.url}/wp-json/   user: ${wp.user}   application password: ${wp.appPassword}`);
  const { adminUser, adminPassword } = JSON.parse(
    fs.readFileSync(path.join(wp.dataDir, 'private', 'credentials.json'), 'utf8'),
  );
  console.log(`wp-admin: ${wp.url}/wp-admin/   user: ${adminUser}   password: ${adminPassword}`);
  let stopping = false;
  const shutdown = async (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`[wordpress] ${signal}: stopping`);
    await wp.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
