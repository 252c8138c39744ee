// A throwaway MariaDB server for tests: Debian's mariadb-server binaries, its own data folder in a
// temp dir, 127.0.0.1 only, run as the current user; stopped (and its folder removed) by stop(), and
// by a watchdog when the Node process ends any other way.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { captureOutput, killGroupSync, stopGroup } from './process.mjs';

/**
 * @typedef {object} MariaDB
 * @property {string} host      `127.0.0.1:<port>`, as wp-config.php's DB_HOST takes it
 * @property {number} port
 * @property {string} name      the database (utf8mb4, utf8mb4_unicode_ci)
 * @property {string} user      an account with every right on that database only
 * @property {string} password
 * @property {string} version   e.g. 10.11.19-MariaDB-0+deb12u1
 * @property {() => Promise<void>} stop
 */

/** The server binary and the data folder initialiser, on PATH or in Debian's sbin. */
function binaries() {
  const find = (/** @type {string[]} */ names) =>
    names
      .flatMap((name) =>
        ['/usr/sbin', '/usr/bin', ...(process.env.PATH ?? '').split(':')].map((d) => path.join(d, name)),
      )
      .find((file) => fs.existsSync(file));
  const server = find(['mariadbd', 'mysqld']);
  const installDb = find(['mariadb-install-db', 'mysql_install_db']);
  const client = find(['mariadb', 'mysql']);
  if (!server || !installDb || !client)
    throw new Error('MariaDB is not installed (apt-get install mariadb-server; its service need not run)');
  return { server, installDb, client };
}

/** A free TCP port on 127.0.0.1, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts MariaDB on 127.0.0.1 with a fresh data folder and creates one database and its account.
 * @param {object} [options]
 * @param {number} [options.port]  default: a free port
 * @param {string} [options.name]  the database's name (wordpress)
 * @param {(msg: string) => void} [options.log]
 * @returns {Promise<MariaDB>}
 */
export async function startMariaDB({ port, name = 'wordpress', log = () => {} } = {}) {
  const { server, installDb, client } = binaries();
  port ??= /** @type {number} */ (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadb.sock');
  // A temp folder of its own: a starting server deletes every `#sql*` file in its tmpdir, so servers
  // sharing /tmp delete each other's temporary tables (a parallel data folder install then fails).
  const tmpDir = path.join(dir, 'tmp');
  fs.mkdirSync(tmpDir);
  // The server's administrator is the system user who starts it, signed in by the socket alone.
  const admin = os.userInfo().username;
  // mariadbd refuses to run as root unless told to; elsewhere it runs as whoever starts it.
  const asUser = process.getuid?.() === 0 ? ['--user=root'] : [];
  // Small and quick rather than durable: the data lives for one test run.
  const tuning = [
    '--innodb-buffer-pool-size=64M',
    '--innodb-log-file-size=16M',
    '--innodb-flush-log-at-trx-commit=2',
    '--skip-log-bin',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
  ];
  const installed = spawnSync(
    installDb,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--tmpdir=${tmpDir}`,
      '--auth-root-authentication-method=socket',
      `--auth-root-socket-user=${admin}`,
      '--skip-test-db',
      '--skip-name-resolve',
      ...asUser,
      ...tuning,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (installed.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `mariadb-install-db failed (${installed.status}):\n${installed.stdout}\n${installed.stderr}`,
    );
  }

  const child = spawn(
    server,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--tmpdir=${tmpDir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--skip-networking=0',
      '--skip-name-resolve',
      `--pid-file=${path.join(dir, 'mariadb.pid')}`,
      ...asUser,
      ...tuning,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { tail } = captureOutput(child, path.join(dir, 'mariadb.log'));
  // The watchdog ends the server and removes its folder when this process ends, however it ends
  // (its pipe closes then).
  const watchdogScript =
    'read _; kill -TERM "$1"; i=0; while kill -0 "$1" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i+1)); done; rm -rf "$2"';
  const watchdog = spawn('sh', ['-c', watchdogScript, 'watchdog', String(child.pid), dir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.unref();
  /** @type {import('node:net').Socket} */ (/** @type {unknown} */ (watchdog.stdin)).unref();
  const onExit = () => {
    killGroupSync(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  /**
   * Runs SQL as the server's administrator.
   * @param {string} sql
   */
  const query = (sql) =>
    spawnSync(
      client,
      ['--no-defaults', `--socket=${socket}`, `--user=${admin}`, '--batch', '--skip-column-names', '-e', sql],
      {
        encoding: 'utf8',
        timeout: 30_000,
      },
    );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    watchdog.kill('SIGKILL');
    await stopGroup(child, 10_000);
    process.off('exit', onExit);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 60_000;
    let version = '';
    while (!version) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`mariadbd exited (${child.exitCode ?? child.signalCode}):\n${tail()}`);
      if (Date.now() > deadline) throw new Error(`MariaDB was not ready within 60 s:\n${tail()}`);
      const r = query('SELECT VERSION()');
      if (r.status === 0) version = r.stdout.trim();
      else await sleep(100);
    }
    const password = crypto.randomBytes(18).toString('base64url');
    const user = 'wordpress';
    const created = query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
       CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${password}';
       GRANT ALL PRIVILEGES ON \`${name}\`.* TO '${user}'@'127.0.0.1';`,
    );
    if (created.status !== 0) throw new Error(`creating the database failed:\n${created.stderr}`);
    log(`MariaDB ${version} on 127.0.0.1:${port} (data in ${dataDir})`);
    return { host: `127.0.0.1:${port}`, port, name, user, password, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
