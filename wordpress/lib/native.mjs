// Native runner: Debian's php8.2-cli + php8.2-sqlite3, PHP's built-in server with our router.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WORDPRESS_DIR } from './core.mjs';
import { captureOutput, killGroupSync, stopGroup, waitForSeeded } from './process.mjs';

const PHP_INI = [
  'memory_limit=512M',
  'upload_max_filesize=32M',
  'post_max_size=40M',
  'max_execution_time=120',
  'display_errors=0',
  'log_errors=1',
  'error_reporting=E_ALL & ~E_DEPRECATED & ~E_STRICT & ~E_NOTICE',
  'opcache.enable=1',
  'opcache.enable_cli=1',
  'opcache.validate_timestamps=1',
];
/** php -d flags; compiled scripts are cached in <dataDir>/opcache across processes and restarts. */
const iniArgs = (/** @type {string} */ dataDir) => {
  const cache = path.join(dataDir, 'opcache');
  fs.mkdirSync(cache, { recursive: true });
  return [...PHP_INI, `opcache.file_cache=${cache}`].flatMap((d) => ['-d', d]);
};

/**
 * True when a usable PHP is on PATH: with pdo_sqlite for the SQLite drop-in, mysqli for MySQL.
 * @param {'sqlite'|'mysql'} [database]
 */
export function hasNativePhp(database = 'sqlite') {
  const extension = database === 'mysql' ? 'mysqli' : 'pdo_sqlite';
  const r = spawnSync('php', ['-r', `echo extension_loaded("${extension}") ? "ok" : "no";`], {
    encoding: 'utf8',
  });
  return r.status === 0 && r.stdout.trim() === 'ok';
}

/**
 * Runs the seed's run.php (outside the document root) with `args`; its last line of output is a JSON result.
 * @param {string} siteDir
 * @param {string} seedDir
 * @param {string} dataDir
 * @param {string[]} args
 * @param {(msg: string) => void} log
 */
function runPhpScript(siteDir, seedDir, dataDir, args, log) {
  const script = path.join(seedDir, 'run.php');
  const r = spawnSync('php', [...iniArgs(dataDir), script, ...args], {
    cwd: siteDir,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, AGENCY_WP_ROOT: siteDir },
  });
  const lastLine = r.stdout.trim().split('\n').pop() ?? '';
  let result;
  try {
    result = JSON.parse(lastLine);
  } catch {
    /* below */
  }
  if (r.status !== 0 || !result?.ok) {
    throw new Error(
      `php run.php ${args.join(' ')} failed (${r.status}): ${result?.error ?? ''}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`,
    );
  }
  // The seed's warnings and failed queries (WordPress logs a failed query and carries on).
  if (!args.length && r.stderr) fs.appendFileSync(path.join(dataDir, 'seed.log'), r.stderr);
  log?.(`${args[0] ?? 'seed'}: ${lastLine}`);
  return result;
}

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {string} o.seedDir
 * @param {string} o.dataDir
 * @param {number} o.port
 * @param {string} o.url
 * @param {'sqlite'|'mysql'} o.database
 * @param {(msg: string) => void} o.log
 * @param {boolean} [o.bare]  install WordPress only: no demo seed (nothing of ours is there to run it)
 */
export async function startNative({ siteDir, seedDir, dataDir, port, url, database, log, bare = false }) {
  // A restart skips the install step; if the database turns out not to be installed, install and seed
  // again. A MySQL database is always asked (`install` does nothing when WordPress is installed).
  const dbFile = path.join(dataDir, 'private', 'database', '.ht.sqlite');
  let seeded = false;
  if (bare) {
    runPhpScript(siteDir, seedDir, dataDir, ['install'], log);
    seeded = true;
  } else if (database === 'sqlite' && fs.existsSync(dbFile)) {
    try {
      runPhpScript(siteDir, seedDir, dataDir, [], log);
      seeded = true;
    } catch {
      /* not installed yet */
    }
  }
  if (!seeded) {
    runPhpScript(siteDir, seedDir, dataDir, ['install'], log);
    runPhpScript(siteDir, seedDir, dataDir, [], log);
  }
  const router = path.join(WORDPRESS_DIR, 'router.php');
  const child = spawn('php', [...iniArgs(dataDir), '-S', `127.0.0.1:${port}`, '-t', siteDir, router], {
    cwd: siteDir,
    detached: true, // own process group: stop() ends the server and its workers together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: process.env.WORDPRESS_PHP_WORKERS || '4' },
  });
  const { tail } = captureOutput(child, path.join(dataDir, 'php-server.log'), (line) => {
    if (process.env.WORDPRESS_DEBUG) log(`php: ${line}`);
  });
  const onExit = () => killGroupSync(child);
  process.once('exit', onExit);
  try {
    await waitForSeeded({ url, child, tail, bare });
  } catch (error) {
    await stopGroup(child);
    process.off('exit', onExit);
    throw error;
  }
  return {
    pid: child.pid,
    async stop() {
      await stopGroup(child);
      process.off('exit', onExit);
    },
  };
}
