// Prepares WordPress core 6.8 from Debian 13 (trixie) packages into wordpress/.runtime/core/ (cached, idempotent).
// The packages come from the mirror the machine's apt already uses, through a project-local apt
// configuration under wordpress/.runtime/apt/; the machine's own apt sources and state are never changed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORDPRESS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RUNTIME_DIR = path.join(WORDPRESS_DIR, '.runtime');
export const CORE_DIR = path.join(RUNTIME_DIR, 'core');
export const APT_DIR = path.join(RUNTIME_DIR, 'apt');
/** The Debian release the core comes from and the WordPress branch it must carry. */
export const CORE_SUITE = 'trixie';
export const CORE_BRANCH = '6.8';
const MARKER = '.agency-core-ready';
// wordpress plus the packages its wp-includes symlinks point into (cropper, lodash, underscore, getID3).
const DEB_PACKAGES = ['wordpress', 'libjs-cropper', 'libjs-lodash', 'libjs-underscore', 'php-getid3'];
const DEBIAN_KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';
const SYSTEM_CA_FILES = [
  '/etc/ssl/certs/ca-certificates.crt',
  '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/cert.pem',
];

/** The marker's content for a core of this suite and version, e.g. "trixie 6.8.12". */
const markerText = (/** @type {string} */ version) => `${CORE_SUITE} ${version}\n`;

/** True when coreDir holds a finished core of CORE_SUITE and CORE_BRANCH (a core from another release is stale). */
/** @param {string} [coreDir] */
export function isCorePrepared(coreDir = CORE_DIR) {
  const markerFile = path.join(coreDir, MARKER);
  if (!fs.existsSync(markerFile) || !fs.existsSync(path.join(coreDir, 'wp-includes', 'version.php')))
    return false;
  const version = coreVersion(coreDir);
  return version.startsWith(`${CORE_BRANCH}.`) && fs.readFileSync(markerFile, 'utf8') === markerText(version);
}

/** The WordPress version of a core directory, e.g. "6.8.12". */
/** @param {string} [coreDir] */
export function coreVersion(coreDir = CORE_DIR) {
  const source = fs.readFileSync(path.join(coreDir, 'wp-includes', 'version.php'), 'utf8');
  return source.match(/\$wp_version = '([^']+)'/)?.[1] ?? 'unknown';
}

/**
 * The core directory to use: WORDPRESS_CORE_DIR (an unpacked WordPress, used as is) or
 * wordpress/.runtime/core prepared from Debian packages.
 * @param {(msg: string) => void} [log]
 */
export function resolveCore(log) {
  const custom = process.env.WORDPRESS_CORE_DIR;
  if (custom) {
    const dir = path.resolve(custom);
    if (!fs.existsSync(path.join(dir, 'wp-includes', 'version.php')))
      throw new Error(`WORDPRESS_CORE_DIR=${dir} is not a WordPress directory`);
    return dir;
  }
  return prepareCore({ log });
}

/**
 * The `deb` entries of the machine's apt sources, from deb822 `*.sources` files and one-line
 * `sources.list` / `*.list` files.
 * @param {string} [etcApt]
 * @returns {{ uri: string, suites: string[] }[]}
 */
export function machineAptSources(etcApt = '/etc/apt') {
  /** @type {{ uri: string, suites: string[] }[]} */
  const entries = [];
  const partsDir = path.join(etcApt, 'sources.list.d');
  const parts = fs.existsSync(partsDir)
    ? fs
        .readdirSync(partsDir)
        .sort()
        .map((f) => path.join(partsDir, f))
    : [];
  for (const file of [path.join(etcApt, 'sources.list'), ...parts]) {
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (file.endsWith('.sources')) {
      for (const stanza of text.split(/\n\s*\n/)) {
        /** @type {Record<string, string>} */
        const fields = {};
        let key = '';
        for (const line of stanza.split('\n')) {
          if (line.startsWith('#')) continue;
          const m = line.match(/^([A-Za-z0-9-]+):\s*(.*)$/);
          if (m) {
            key = (m[1] ?? '').toLowerCase();
            fields[key] = m[2] ?? '';
          } else if (/^\s/.test(line) && key) fields[key] += ` ${line.trim()}`;
        }
        if (!(fields.types ?? '').split(/\s+/).includes('deb') || /^(no|false)$/i.test(fields.enabled ?? ''))
          continue;
        for (const uri of (fields.uris ?? '').split(/\s+/).filter(Boolean))
          entries.push({ uri, suites: (fields.suites ?? '').split(/\s+/).filter(Boolean) });
      }
    } else if (file.endsWith('.list') || file === path.join(etcApt, 'sources.list')) {
      for (const line of text.split('\n')) {
        const m = line.match(/^\s*deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)/);
        if (m?.[1] && m[2]) entries.push({ uri: m[1], suites: [m[2]] });
      }
    }
  }
  return entries;
}

/**
 * The Debian archive and security mirrors the machine's apt already uses: the archive is the first
 * Debian entry with a plain release suite (e.g. "bookworm"), security the first with a "-security" suite.
 * @param {string} [etcApt]
 * @returns {{ archive: string, security: string | null }}
 */
export function machineDebianMirrors(etcApt = '/etc/apt') {
  const entries = machineAptSources(etcApt).filter((e) => /^(https?|ftp|file):/.test(e.uri));
  const debian = entries.filter((e) => /debian/i.test(e.uri));
  const archive = debian.find((e) => e.suites.some((s) => /^[a-z]+$/.test(s)));
  if (!archive)
    throw new Error(
      `no Debian archive found in the machine's apt sources (${etcApt}); set WORDPRESS_CORE_DIR to an unpacked WordPress ${CORE_BRANCH}`,
    );
  const security = debian.find((e) => e.suites.some((s) => s.endsWith('-security')));
  return {
    archive: archive.uri.replace(/\/+$/, ''),
    security: security ? security.uri.replace(/\/+$/, '') : null,
  };
}

/**
 * apt options that confine apt to the project-local configuration in aptDir.
 * @param {string} aptDir
 */
function aptOptions(aptDir) {
  return [
    ['Dir::Etc::SourceList', path.join(aptDir, 'sources.list')],
    ['Dir::Etc::SourceParts', '/dev/null'],
    ['Dir::Etc::Preferences', '/dev/null'],
    ['Dir::Etc::PreferencesParts', '/dev/null'],
    ['Dir::State::Lists', path.join(aptDir, 'lists')],
    ['Dir::State::Status', path.join(aptDir, 'status')],
    ['Dir::State::extended_states', path.join(aptDir, 'extended_states')],
    ['Dir::Cache', path.join(aptDir, 'cache')],
    ['Acquire::Languages', 'none'],
  ].flatMap(([k, v]) => ['-o', `${k}=${v}`]);
}

/**
 * Writes the project-local apt configuration for CORE_SUITE and refreshes its package lists.
 * Release files are verified against the machine's Debian keyring.
 * @returns {string[]} the apt options to pass to apt-get / apt-cache
 */
export function prepareLocalApt({ aptDir = APT_DIR, etcApt = '/etc/apt', keyring = DEBIAN_KEYRING } = {}) {
  if (!fs.existsSync(keyring))
    throw new Error(
      `${keyring} is missing (package debian-archive-keyring); it verifies the ${CORE_SUITE} Release files`,
    );
  const { archive, security } = machineDebianMirrors(etcApt);
  for (const dir of ['lists/partial', 'cache/archives/partial'])
    fs.mkdirSync(path.join(aptDir, dir), { recursive: true });
  fs.writeFileSync(path.join(aptDir, 'status'), '');
  fs.writeFileSync(path.join(aptDir, 'extended_states'), '');
  const lines = [`deb [signed-by=${keyring}] ${archive} ${CORE_SUITE} main`];
  if (security) lines.push(`deb [signed-by=${keyring}] ${security} ${CORE_SUITE}-security main`);
  fs.writeFileSync(
    path.join(aptDir, 'sources.list'),
    `# Generated by wordpress/lib/core.mjs: the machine's Debian mirrors, suite ${CORE_SUITE}.\n${lines.join('\n')}\n`,
  );
  const options = aptOptions(aptDir);
  const r = spawnSync('apt-get', [...options, 'update'], { encoding: 'utf8' });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (/NO_PUBKEY|EXPKEYSIG|BADSIG|not signed|GPG error|verification failed/i.test(output)) {
    throw new Error(
      `apt could not verify the ${CORE_SUITE} Release files with ${keyring}: ` +
        `it needs a debian-archive-keyring that knows Debian 12 or 13's archive keys.\n${output.slice(-2000)}`,
    );
  }
  if (r.error || r.status !== 0)
    throw new Error(
      `apt-get update for ${CORE_SUITE} failed (${r.error?.message ?? r.status}):\n${output.slice(-2000)}`,
    );
  return options;
}

/**
 * Downloads the Debian packages with a project-local apt configuration, extracts them with dpkg and
 * copies WordPress with symlinks resolved.
 * @param {{ coreDir?: string, aptDir?: string, log?: (msg: string) => void }} [opts]
 * @returns {string} the core directory
 */
export function prepareCore({ coreDir = CORE_DIR, aptDir = APT_DIR, log = () => {} } = {}) {
  if (isCorePrepared(coreDir)) return coreDir;
  log(`preparing WordPress ${CORE_BRANCH} core (Debian ${CORE_SUITE}) in ${coreDir}`);
  const apt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  if (apt.error || apt.status !== 0) {
    throw new Error(
      `Preparing WordPress core needs Debian with apt-get and dpkg. Elsewhere set WORDPRESS_CORE_DIR to an unpacked WordPress ${CORE_BRANCH} directory.`,
    );
  }
  // One preparation at a time per apt directory: apt refuses a second `update` on the same lists.
  const release = lockDir(`${aptDir}.lock`);
  if (isCorePrepared(coreDir)) {
    release();
    return coreDir;
  } // another process finished while we waited
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-core-'));
  try {
    const aptOpts = prepareLocalApt({ aptDir });
    // apt-get download writes into the working directory; _apt cannot always write to a temp dir, that is only a warning.
    fs.chmodSync(tmp, 0o777);
    execFileSync('apt-get', [...aptOpts, 'download', ...DEB_PACKAGES], {
      cwd: tmp,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const debs = fs.readdirSync(tmp).filter((f) => f.endsWith('.deb'));
    if (debs.length !== DEB_PACKAGES.length)
      throw new Error(`expected ${DEB_PACKAGES.length} .deb files, got ${debs.join(', ')}`);
    const root = path.join(tmp, 'root');
    fs.mkdirSync(root);
    for (const deb of debs)
      execFileSync('dpkg', ['-x', path.join(tmp, deb), root], { stdio: ['ignore', 'ignore', 'pipe'] });
    const src = path.join(root, 'usr', 'share', 'wordpress');
    // Links that point outside the extracted tree: .htaccess (dropped) and the CA bundle (replaced below).
    fs.rmSync(path.join(src, '.htaccess'), { force: true });
    const caLink = path.join(src, 'wp-includes', 'certificates', 'ca-bundle.crt');
    fs.rmSync(caLink, { force: true });
    const staging = `${coreDir}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(coreDir), { recursive: true });
    fs.cpSync(src, staging, { recursive: true, dereference: true });
    const systemCa = SYSTEM_CA_FILES.find((f) => fs.existsSync(f));
    if (systemCa)
      fs.copyFileSync(systemCa, path.join(staging, 'wp-includes', 'certificates', 'ca-bundle.crt'));
    fs.rmSync(path.join(staging, 'wp-config.php'), { force: true });
    const version = coreVersion(staging);
    if (!version.startsWith(`${CORE_BRANCH}.`)) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`Debian ${CORE_SUITE} provided WordPress ${version}, expected ${CORE_BRANCH}.x`);
    }
    fs.writeFileSync(path.join(staging, MARKER), markerText(version));
    if (isCorePrepared(coreDir)) {
      fs.rmSync(staging, { recursive: true, force: true }); // another process finished first
    } else {
      fs.rmSync(coreDir, { recursive: true, force: true });
      try {
        fs.renameSync(staging, coreDir);
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (!isCorePrepared(coreDir)) throw error;
      }
    }
    log(`WordPress ${version} core ready`);
    return coreDir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    release();
  }
}

/**
 * Takes an exclusive lock (a file holding our pid), waiting while a live process holds it; a lock
 * left by a dead process is taken over. Returns the function that releases it.
 * @param {string} lockFile
 * @param {number} [timeoutMs]
 * @returns {() => void}
 */
function lockDir(lockFile, timeoutMs = 600_000) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(lockFile, 'utf8')) || 0;
    let alive = holder > 0;
    try {
      if (alive) process.kill(holder, 0);
    } catch (error) {
      alive = /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
    }
    if (!alive) {
      fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${lockFile} is still held by process ${holder}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  prepareCore({ log: console.log });
  console.log(CORE_DIR);
}
