// Builds one WordPress instance ("site") inside a data directory:
//   <dataDir>/site/     document root: core files hard-linked (copied when linking fails) + generated wp-config.php + wp-content
//   <dataDir>/private/  never served: SQLite database (unless the site uses MySQL), uploaded résumés, credentials, salts
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CORE_DIR, coreVersion as readCoreVersion, WORDPRESS_DIR } from './core.mjs';
import { unzipSync } from 'fflate';

const require = createRequire(import.meta.url);
const SITE_MARKER = '.agency-site-core';

/** Directory of the installed @wp-playground/cli package (it bundles the SQLite integration plugin). */
export function playgroundCliDir() {
  try {
    return path.dirname(require.resolve('@wp-playground/cli/package.json'));
  } catch {
    throw new Error(
      '@wp-playground/cli is not installed (npm install @wp-playground/cli@3.1.56); it provides the SQLite integration plugin',
    );
  }
}

/** Document-root files no visitor needs; removed from every site on each start. */
export const PUBLIC_ONLY_FILES = [
  'readme.html',
  'license.txt',
  'wp-config-sample.php',
  'wp-content/plugins/sqlite-database-integration/readme.txt',
];

/**
 * Mirrors a tree with hard links (copies where linking fails).
 * @param {string} src
 * @param {string} dst
 */
function linkTree(src, dst) {
  fs.mkdirSync(dst, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const s = path.join(src, entry.name);
    const d = path.join(dst, entry.name);
    if (entry.isDirectory()) linkTree(s, d);
    else {
      fs.rmSync(d, { force: true });
      try {
        fs.linkSync(s, d);
      } catch {
        fs.copyFileSync(s, d);
      }
    }
  }
}

/**
 * Extracts the entries of a ZIP file whose names start with `prefix` into `destDir`, prefix stripped.
 * Entries that would land outside `destDir` are refused.
 * @param {string} zipFile
 * @param {string} destDir
 * @param {string} prefix
 */
function extractZip(zipFile, destDir, prefix) {
  const root = path.resolve(destDir);
  const entries = unzipSync(fs.readFileSync(zipFile), { filter: (file) => file.name.startsWith(prefix) });
  for (const [name, data] of Object.entries(entries)) {
    const rel = name.slice(prefix.length);
    if (!rel) continue;
    const target = path.resolve(root, rel);
    if (!target.startsWith(root + path.sep)) throw new Error(`${zipFile}: unsafe entry ${name}`);
    if (name.endsWith('/')) {
      fs.mkdirSync(target, { recursive: true });
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
  }
}

/**
 * @param {string} src
 * @param {string} dst
 */
function copyTree(src, dst) {
  fs.rmSync(dst, { recursive: true, force: true });
  fs.cpSync(src, dst, { recursive: true, dereference: true });
}

/** Writes a new file (unlinking first: the path may be a hard link shared with the core directory). */
/**
 * @param {string} file
 * @param {string | Uint8Array} data
 */
function writeFresh(file, data) {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, data);
}

/** A PHP single-quoted string literal of `v`. */
const phpString = (/** @type {unknown} */ v) => `'${String(v).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A JSON file's content, or `fallback` when it is missing or not JSON.
 * @param {string} file
 * @param {unknown} fallback
 * @returns {unknown}
 */
function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/** WORDPRESS_SEED_POSTS: how many posts the demo blog holds (0 or unset: the curated ones only). */
function seedPosts() {
  const value = process.env.WORDPRESS_SEED_POSTS ?? '';
  if (value === '') return 0;
  if (!/^\d{1,6}$/.test(value))
    throw new Error(`WORDPRESS_SEED_POSTS must be a whole number, got "${value}"`);
  return Number(value);
}

/** WORDPRESS_SUBMISSIONS_PER_MINUTE: form submissions WordPress stores per minute at most (60). */
function submissionsPerMinute() {
  const value = process.env.WORDPRESS_SUBMISSIONS_PER_MINUTE ?? '';
  if (value === '') return 60;
  if (!/^[1-9]\d{0,5}$/.test(value))
    throw new Error(`WORDPRESS_SUBMISSIONS_PER_MINUTE must be a positive whole number, got "${value}"`);
  return Number(value);
}

/**
 * PHP defines of the mail and retention settings, from the environment: SMTP_HOST, SMTP_PORT,
 * SMTP_USER, SMTP_PASSWORD, SMTP_FROM, AGENCY_NOTIFY_EMAIL, AGENCY_RETENTION_DAYS; and
 * AGENCY_TEST_HOOKS when WORDPRESS_TEST_HOOKS=1 (integration tests only).
 */
function mailAndRetention() {
  const env = process.env;
  const retention = env.AGENCY_RETENTION_DAYS ?? '';
  if (retention !== '' && !/^[1-9]\d{0,4}$/.test(retention))
    throw new Error(`AGENCY_RETENTION_DAYS must be a positive whole number of days, got "${retention}"`);
  const port = env.SMTP_PORT ?? '';
  if (port !== '' && !/^[1-9]\d{0,4}$/.test(port))
    throw new Error(`SMTP_PORT must be a port number, got "${port}"`);
  /** @type {Array<[string, string | number | boolean]>} */
  const defines = [
    ['AGENCY_SMTP_HOST', env.SMTP_HOST ?? ''],
    ['AGENCY_SMTP_PORT', port === '' ? 0 : Number(port)],
    ['AGENCY_SMTP_USER', env.SMTP_USER ?? ''],
    ['AGENCY_SMTP_PASSWORD', env.SMTP_PASSWORD ?? ''],
    ['AGENCY_SMTP_FROM', env.SMTP_FROM ?? ''],
    ['AGENCY_NOTIFY_EMAIL', env.AGENCY_NOTIFY_EMAIL ?? ''],
    ['AGENCY_RETENTION_DAYS', retention === '' ? 180 : Number(retention)],
    ['AGENCY_TEST_HOOKS', env.WORDPRESS_TEST_HOOKS === '1'],
  ];
  return defines
    .map(([name, value]) => {
      const php = typeof value === 'string' ? phpString(value) : String(value);
      return `if ( ! defined( '${name}' ) ) { define( '${name}', ${php} ); }`;
    })
    .join('\n');
}

/** 24 letters/digits, the shape WordPress gives application passwords. */
function randomToken(length = 24) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const bytes = crypto.randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Closes the private folder to other users of the machine: folders 0700, files 0600 (the database,
 * résumés and credentials). Run on each start and once the runner is up, for files PHP created.
 * @param {string} dir
 */
export function lockPrivate(dir) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) lockPrivate(p);
    else if (entry.isFile()) fs.chmodSync(p, 0o600);
  }
}

/**
 * Credentials persisted in <dataDir>/private/credentials.json so restarts return the same values:
 * the site's account (read and submit only), the administrator, with an application password
 * for tools, and an account with WordPress's Editor role (sign-in and application password), as the
 * agency's content editors have, for tests that edit content, and an account with the HR role
 * (sign-in only), which reads job applications and contact messages (each added to a file written
 * before it existed).
 * @param {string} privateDir
 * @returns {{ user: string, appPassword: string, adminUser: string, adminPassword: string, adminAppPassword: string, editorUser: string, editorPassword: string, editorAppPassword: string, hrUser: string, hrPassword: string }}
 */
export function ensureCredentials(privateDir) {
  const file = path.join(privateDir, 'credentials.json');
  const existing = /** @type {Partial<ReturnType<typeof ensureCredentials>> | null} */ (readJson(file, null));
  if (
    existing?.user &&
    existing?.appPassword &&
    existing?.adminAppPassword &&
    existing?.editorAppPassword &&
    existing?.hrPassword
  )
    return /** @type {ReturnType<typeof ensureCredentials>} */ (existing);
  const creds = {
    user: 'agency-site',
    appPassword: randomToken(24),
    adminUser: 'admin',
    adminPassword: randomToken(20),
    adminAppPassword: randomToken(24),
    editorUser: 'editor',
    editorPassword: randomToken(20),
    editorAppPassword: randomToken(24),
    hrUser: 'hr',
    hrPassword: randomToken(20),
    ...existing,
  };
  fs.writeFileSync(file, JSON.stringify(creds, null, 2), { mode: 0o600 });
  return creds;
}

/**
 * WordPress's keys and salts, persisted in <dataDir>/private/salts.json.
 * @param {string} privateDir
 * @returns {Record<string, string>}
 */
function ensureSalts(privateDir) {
  const file = path.join(privateDir, 'salts.json');
  const names = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  const salts = /** @type {Record<string, string>} */ (readJson(file, {}));
  let changed = false;
  for (const n of names)
    if (!salts[n]) {
      salts[n] = crypto.randomBytes(48).toString('base64');
      changed = true;
    }
  if (changed) fs.writeFileSync(file, JSON.stringify(salts, null, 2), { mode: 0o600 });
  return salts;
}

/**
 * Where WordPress keeps its tables: a SQLite file in the private folder through the SQLite drop-in
 * (the embedded default), or a MySQL / MariaDB server, as on a host.
 * @typedef {{ type: 'sqlite' } | { type: 'mysql', host: string, name: string, user: string, password: string }} Database
 */

/** The SQLite default. @type {Database} */
export const SQLITE = { type: 'sqlite' };

/**
 * The wp-config.php lines that name the database.
 * @param {Database} database
 */
function databaseConfig(database) {
  if (database.type === 'mysql')
    return [
      ['DB_NAME', database.name],
      ['DB_USER', database.user],
      ['DB_PASSWORD', database.password],
      ['DB_HOST', database.host],
      ['DB_CHARSET', 'utf8mb4'],
      ['DB_COLLATE', ''],
    ]
      .map(([name, value]) => `agency_define( '${name}', ${phpString(value)} );`)
      .join('\n');
  // The SQLite drop-in ignores the MySQL settings; WordPress still expects them defined.
  return `agency_define( 'DB_NAME', 'wordpress' );
agency_define( 'DB_USER', 'wordpress' );
agency_define( 'DB_PASSWORD', '' );
agency_define( 'DB_HOST', 'localhost' );
agency_define( 'DB_CHARSET', 'utf8mb4' );
agency_define( 'DB_COLLATE', '' );
agency_define( 'DB_DIR', AGENCY_PRIVATE_DIR . '/database/' );
agency_define( 'DB_FILE', '.ht.sqlite' );`;
}

/**
 * Puts the SQLite integration plugin from @wp-playground/cli in wp-content, and its drop-in as
 * wp-content/db.php.
 * @param {string} wpContent
 */
function installSqliteDropIn(wpContent) {
  const sqliteDir = path.join(wpContent, 'plugins', 'sqlite-database-integration');
  const zip = path.join(playgroundCliDir(), 'sqlite-database-integration.zip');
  // ":2" re-extracts copies made before the plugin stopped being patched for core 6.1.
  const zipStamp = `${fs.statSync(zip).size}:${fs.statSync(zip).mtimeMs}:2`;
  const stampFile = path.join(sqliteDir, '.agency-zip');
  if (!fs.existsSync(stampFile) || fs.readFileSync(stampFile, 'utf8') !== zipStamp) {
    fs.rmSync(sqliteDir, { recursive: true, force: true });
    extractZip(zip, sqliteDir, 'plugin-sqlite-database-integration/');
    fs.writeFileSync(stampFile, zipStamp);
  }
  const dropIn = fs
    .readFileSync(path.join(sqliteDir, 'db.copy'), 'utf8')
    .replace("'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'", "__DIR__ . '/plugins/sqlite-database-integration'")
    .replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
  writeFresh(path.join(wpContent, 'db.php'), dropIn);
}

/**
 * Prepares <dataDir>/site and <dataDir>/private for one runner.
 * @param {object} o
 * @param {string} o.dataDir
 * @param {number} o.port
 * @param {'native'|'playground'} o.runner
 * @param {string} [o.revalidateUrl]
 * @param {string} [o.revalidateSecret]
 * @param {string} [o.coreDir]
 * @param {boolean} [o.bare]  a WordPress with nothing of ours (no must-use plugin, no runtime settings),
 *   as a host's is before the agency installs the plugin zip
 * @param {Database} [o.database]
 */
export function prepareSite({
  dataDir,
  port,
  runner,
  revalidateUrl = '',
  revalidateSecret = '',
  coreDir = CORE_DIR,
  bare = false,
  database = SQLITE,
}) {
  const siteDir = path.join(dataDir, 'site');
  const privateDir = path.join(dataDir, 'private');
  if (database.type === 'sqlite')
    fs.mkdirSync(path.join(privateDir, 'database'), { recursive: true, mode: 0o700 });
  fs.mkdirSync(path.join(privateDir, 'applications'), { recursive: true, mode: 0o700 });
  lockPrivate(privateDir);

  const coreVersion = `${coreDir}:${readCoreVersion(coreDir)}`;
  const markerFile = path.join(siteDir, SITE_MARKER);
  if (!fs.existsSync(markerFile) || fs.readFileSync(markerFile, 'utf8').trim() !== coreVersion) {
    // Another core (e.g. after a version bump): drop the previous core's files so none it removed
    // linger; wp-content (uploads, plugins) stays.
    if (fs.existsSync(markerFile)) {
      for (const entry of fs.readdirSync(siteDir, { withFileTypes: true })) {
        if (entry.name !== 'wp-content')
          fs.rmSync(path.join(siteDir, entry.name), { recursive: true, force: true });
      }
    }
    linkTree(coreDir, siteDir);
    // Never use a wp-config.php or database that came with the core directory.
    for (const f of ['wp-config.php', '.htaccess']) fs.rmSync(path.join(siteDir, f), { force: true });
    fs.writeFileSync(markerFile, coreVersion);
  }
  const wpContent = path.join(siteDir, 'wp-content');
  fs.mkdirSync(path.join(wpContent, 'uploads'), { recursive: true });

  if (database.type === 'sqlite') installSqliteDropIn(wpContent);
  // On MySQL WordPress uses its own wpdb: no drop-in.
  else fs.rmSync(path.join(wpContent, 'db.php'), { force: true });
  // Files only a visitor reads, each naming WordPress (or its SQLite plugin) and its version. The
  // native router refuses them; Playground serves whatever is in the document root, so they go
  // (also from a core prepared before core.mjs dropped them).
  for (const f of PUBLIC_ONLY_FILES) fs.rmSync(path.join(siteDir, f), { force: true });

  // Product code: the must-use plugin, copied fresh on every start (Playground cannot follow host symlinks).
  const muDir = path.join(wpContent, 'mu-plugins');
  fs.mkdirSync(muDir, { recursive: true });
  if (bare) {
    for (const ours of ['agency', 'agency-site.php', '0-agency-runtime-config.php'])
      fs.rmSync(path.join(muDir, ours), { recursive: true, force: true });
    fs.rmSync(path.join(wpContent, 'themes', 'agency-headless'), { recursive: true, force: true });
  } else {
    copyTree(path.join(WORDPRESS_DIR, 'mu-plugins', 'agency'), path.join(muDir, 'agency'));
    writeFresh(
      path.join(muDir, 'agency-site.php'),
      fs.readFileSync(path.join(WORDPRESS_DIR, 'mu-plugins', 'agency-site.php')),
    );
    // Our theme (the site is headless; the seed activates it), copied fresh like the must-use plugin.
    copyTree(
      path.join(WORDPRESS_DIR, 'theme', 'agency-headless'),
      path.join(wpContent, 'themes', 'agency-headless'),
    );
  }
  // The seed runs as the administrator: it lives beside the document root, never under it (Playground
  // has no router to deny a path). A data dir from before keeps no copy under wp-content.
  const seedDir = path.join(dataDir, 'seed');
  copyTree(path.join(WORDPRESS_DIR, 'seed'), seedDir);
  for (const script of ['make-images.mjs', 'make-figures.mjs'])
    fs.rmSync(path.join(seedDir, script), { force: true });
  fs.rmSync(path.join(wpContent, 'agency-seed'), { recursive: true, force: true });
  fs.rmSync(path.join(wpContent, 'debug.log'), { force: true });

  const creds = ensureCredentials(privateDir);
  const salts = ensureSalts(privateDir);
  const url = `http://127.0.0.1:${port}`;
  // Paths as PHP sees them: the host paths natively, the mount points inside Playground.
  const phpPrivateDir = runner === 'playground' ? '/agency-private' : privateDir;

  let revalidateHost = '';
  try {
    revalidateHost = revalidateUrl ? new URL(revalidateUrl).hostname : '';
  } catch {
    /* invalid URL: hook stays off */
  }
  const accessibleHosts = [
    'localhost',
    '127.0.0.1',
    'www.google.com',
    'www.recaptcha.net',
    revalidateHost,
  ].filter(Boolean);

  const wpConfig = `<?php
// Generated by wordpress/lib/site.mjs for the ${runner} runner on each start. Do not edit.
function agency_define( $name, $value ) { if ( ! defined( $name ) ) { define( $name, $value ); } }
// What PHP creates (the SQLite database and its journals, private files) is the owner's alone;
// uploads are chmod-ed by WordPress itself to their folder's mode.
umask( 0077 );
agency_define( 'AGENCY_PRIVATE_DIR', ${phpString(phpPrivateDir)} );
${databaseConfig(database)}
${Object.entries(salts)
  .map(([k, v]) => `agency_define( '${k}', ${phpString(v)} );`)
  .join('\n')}
$table_prefix = 'wp_';
agency_define( 'WP_HOME', ${phpString(url)} );
agency_define( 'WP_SITEURL', ${phpString(url)} );
agency_define( 'WP_ENVIRONMENT_TYPE', 'local' );
agency_define( 'WP_HTTP_BLOCK_EXTERNAL', true );
agency_define( 'WP_ACCESSIBLE_HOSTS', ${phpString(accessibleHosts.join(','))} );
agency_define( 'DISABLE_WP_CRON', true );
agency_define( 'AUTOMATIC_UPDATER_DISABLED', true );
agency_define( 'WP_AUTO_UPDATE_CORE', false );
agency_define( 'FS_METHOD', 'direct' );
agency_define( 'WP_DEBUG', false );
agency_define( 'WP_DEBUG_DISPLAY', false );
agency_define( 'WP_DEBUG_LOG', false );
@ini_set( 'display_errors', '0' );
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
`;
  writeFresh(path.join(siteDir, 'wp-config.php'), wpConfig);

  const runtimeConfig = `<?php
// Generated by wordpress/lib/site.mjs on each start: settings passed from startWordPress(). Do not edit.
defined( 'ABSPATH' ) || exit;
if ( ! defined( 'AGENCY_REVALIDATE_URL' ) ) { define( 'AGENCY_REVALIDATE_URL', ${phpString(revalidateUrl)} ); }
if ( ! defined( 'AGENCY_REVALIDATE_SECRET' ) ) { define( 'AGENCY_REVALIDATE_SECRET', ${phpString(revalidateSecret)} ); }
if ( ! defined( 'AGENCY_SEED_POSTS' ) ) { define( 'AGENCY_SEED_POSTS', ${seedPosts()} ); }
if ( ! defined( 'AGENCY_RECAPTCHA_SECRET' ) ) { define( 'AGENCY_RECAPTCHA_SECRET', ${phpString(process.env.WORDPRESS_RECAPTCHA_SECRET || '')} ); }
if ( ! defined( 'AGENCY_RECAPTCHA_VERIFY_URL' ) ) { define( 'AGENCY_RECAPTCHA_VERIFY_URL', ${phpString(process.env.WORDPRESS_RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify')} ); }
if ( ! defined( 'AGENCY_SUBMISSIONS_PER_MINUTE' ) ) { define( 'AGENCY_SUBMISSIONS_PER_MINUTE', ${submissionsPerMinute()} ); }
if ( ! defined( 'AGENCY_TRUSTED_PROXIES' ) ) { define( 'AGENCY_TRUSTED_PROXIES', ${phpString(process.env.WORDPRESS_TRUSTED_PROXIES || '')} ); }
${mailAndRetention()}
`;
  if (!bare) writeFresh(path.join(muDir, '0-agency-runtime-config.php'), runtimeConfig);

  return { siteDir, privateDir, seedDir, url, creds };
}
