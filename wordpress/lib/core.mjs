// Prepares WordPress core from Debian packages into wordpress/.runtime/ (cached, idempotent): the
// product's 6.8 from Debian 13 (trixie), and the newest release the archive carries (unstable), which
// the integration suite also runs on so that a host's automatic update does not surprise us.
// The packages come from the mirror the machine's apt already uses, through a project-local apt
// configuration under wordpress/.runtime/; the machine's own apt sources and state are never changed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORDPRESS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RUNTIME_DIR = path.join(WORDPRESS_DIR, '.runtime');
export const CORE_DIR = path.join(RUNTIME_DIR, 'core');
export const APT_DIR = path.join(RUNTIME_DIR, 'apt');

/**
 * @typedef {object} CoreRelease
 * @property {string} suite        the Debian suite the packages come from
 * @property {string} branch       the WordPress branch it must carry ('6.8'), or '' for whatever the suite carries
 * @property {boolean} security    the suite has a `-security` suite to take fixes from
 * @property {string} dir          where the prepared core is cached
 * @property {string} aptDir       its project-local apt configuration and package lists
 * @property {string} dirVariable  environment variable naming an unpacked WordPress to use instead
 */

/** @type {{ default: CoreRelease, newest: CoreRelease }} */
export const CORE_RELEASES = {
  default: {
    suite: 'trixie',
    branch: '6.8',
    security: true,
    dir: CORE_DIR,
    aptDir: APT_DIR,
    dirVariable: 'WORDPRESS_CORE_DIR',
  },
  // Unstable carries the newest WordPress first (testing follows it); it has no security suite.
  newest: {
    suite: 'sid',
    branch: '',
    security: false,
    dir: path.join(RUNTIME_DIR, 'core-sid'),
    aptDir: path.join(RUNTIME_DIR, 'apt-sid'),
    dirVariable: 'WORDPRESS_NEWEST_CORE_DIR',
  },
};
const MARKER = '.agency-core-ready';
// Besides wordpress, the packages its symlinks point into: those of its dependencies that ship
// JavaScript or PHP libraries (cropper, lodash, underscore, getID3; newer releases add more).
const LIBRARY_PACKAGE = /^(libjs-|libphp-|php-getid3$)/;
const DEBIAN_KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';
const SYSTEM_CA_FILES = [
  '/etc/ssl/certs/ca-certificates.crt',
  '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/cert.pem',
];

/**
 * The marker's content for a core of this suite and version, e.g. "trixie 6.8.12 links-resolved".
 * A core marked without "links-resolved" may have been copied with its symlinks kept (Node 24's
 * cpSync did so) and lost their targets: it is prepared again.
 */
const markerText = (/** @type {CoreRelease} */ release, /** @type {string} */ version) =>
  `${release.suite} ${version} links-resolved\n`;

/** Whether a version belongs to the release's branch (any version when it names none). */
const onBranch = (/** @type {CoreRelease} */ release, /** @type {string} */ version) =>
  release.branch ? version.startsWith(`${release.branch}.`) : /^\d+\.\d+/.test(version);

/**
 * True when coreDir holds a finished core of the release's suite and branch (a core from another
 * release is stale).
 * @param {string} [coreDir]
 * @param {CoreRelease} [release]
 */
export function isCorePrepared(coreDir = CORE_DIR, release = CORE_RELEASES.default) {
  const markerFile = path.join(coreDir, MARKER);
  if (!fs.existsSync(markerFile) || !fs.existsSync(path.join(coreDir, 'wp-includes', 'version.php')))
    return false;
  const version = coreVersion(coreDir);
  return onBranch(release, version) && fs.readFileSync(markerFile, 'utf8') === markerText(release, version);
}

/** The WordPress version of a core directory, e.g. "6.8.12". */
/** @param {string} [coreDir] */
export function coreVersion(coreDir = CORE_DIR) {
  const source = fs.readFileSync(path.join(coreDir, 'wp-includes', 'version.php'), 'utf8');
  return source.match(/\$wp_version = '([^']+)'/)?.[1] ?? 'unknown';
}

/**
 * The core directory to use: the release's variable (WORDPRESS_CORE_DIR, an unpacked WordPress, used
 * as is) or its folder under wordpress/.runtime/ prepared from Debian packages.
 * @param {(msg: string) => void} [log]
 * @param {CoreRelease} [release]
 */
export function resolveCore(log, release = CORE_RELEASES.default) {
  const custom = process.env[release.dirVariable];
  if (custom) {
    const dir = path.resolve(custom);
    if (!fs.existsSync(path.join(dir, 'wp-includes', 'version.php')))
      throw new Error(`${release.dirVariable}=${dir} is not a WordPress directory`);
    return dir;
  }
  return prepareCore({ release, log });
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
      `no Debian archive found in the machine's apt sources (${etcApt}); set WORDPRESS_CORE_DIR to an unpacked WordPress`,
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
 * Writes the project-local apt configuration for the release's suite and refreshes its package lists.
 * Release files are verified against the machine's Debian keyring.
 * @param {{ release?: CoreRelease, etcApt?: string, keyring?: string }} [opts]
 * @returns {string[]} the apt options to pass to apt-get / apt-cache
 */
export function prepareLocalApt({
  release = CORE_RELEASES.default,
  etcApt = '/etc/apt',
  keyring = DEBIAN_KEYRING,
} = {}) {
  const { suite, aptDir } = release;
  if (!fs.existsSync(keyring))
    throw new Error(
      `${keyring} is missing (package debian-archive-keyring); it verifies the ${suite} Release files`,
    );
  const { archive, security } = machineDebianMirrors(etcApt);
  for (const dir of ['lists/partial', 'cache/archives/partial'])
    fs.mkdirSync(path.join(aptDir, dir), { recursive: true });
  fs.writeFileSync(path.join(aptDir, 'status'), '');
  fs.writeFileSync(path.join(aptDir, 'extended_states'), '');
  const lines = [`deb [signed-by=${keyring}] ${archive} ${suite} main`];
  if (security && release.security)
    lines.push(`deb [signed-by=${keyring}] ${security} ${suite}-security main`);
  fs.writeFileSync(
    path.join(aptDir, 'sources.list'),
    `# Generated by wordpress/lib/core.mjs: the machine's Debian mirrors, suite ${suite}.\n${lines.join('\n')}\n`,
  );
  const options = aptOptions(aptDir);
  const r = spawnSync('apt-get', [...options, 'update'], { encoding: 'utf8' });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (/NO_PUBKEY|EXPKEYSIG|BADSIG|not signed|GPG error|verification failed/i.test(output)) {
    throw new Error(
      `apt could not verify the ${suite} Release files with ${keyring}: ` +
        `it needs a debian-archive-keyring that knows Debian 12 or 13's archive keys.\n${output.slice(-2000)}`,
    );
  }
  if (r.error || r.status !== 0)
    throw new Error(
      `apt-get update for ${suite} failed (${r.error?.message ?? r.status}):\n${output.slice(-2000)}`,
    );
  return options;
}

/**
 * Downloads the Debian packages with a project-local apt configuration, extracts them with dpkg and
 * copies WordPress with symlinks resolved.
 * @param {{ release?: CoreRelease, coreDir?: string, log?: (msg: string) => void }} [opts]
 * @returns {string} the core directory
 */
export function prepareCore({ release = CORE_RELEASES.default, coreDir = release.dir, log = () => {} } = {}) {
  if (isCorePrepared(coreDir, release)) return coreDir;
  const { suite, branch, aptDir } = release;
  const wanted = branch ? `WordPress ${branch}` : 'the newest WordPress';
  log(`preparing ${wanted} core (Debian ${suite}) in ${coreDir}`);
  const apt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  if (apt.error || apt.status !== 0) {
    throw new Error(
      `Preparing WordPress core needs Debian with apt-get and dpkg. Elsewhere set ${release.dirVariable} to an unpacked ${wanted} directory.`,
    );
  }
  // One preparation at a time per apt directory: apt refuses a second `update` on the same lists.
  const unlock = lockDir(`${aptDir}.lock`);
  if (isCorePrepared(coreDir, release)) {
    unlock();
    return coreDir;
  } // another process finished while we waited
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-core-'));
  try {
    const aptOpts = prepareLocalApt({ release });
    const packages = ['wordpress', ...libraryDependencies(aptOpts)];
    // apt-get download writes into the working directory; _apt cannot always write to a temp dir, that is only a warning.
    fs.chmodSync(tmp, 0o777);
    execFileSync('apt-get', [...aptOpts, 'download', ...packages], {
      cwd: tmp,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const debs = fs.readdirSync(tmp).filter((f) => f.endsWith('.deb'));
    if (debs.length !== packages.length)
      throw new Error(
        `expected ${packages.length} .deb files (${packages.join(', ')}), got ${debs.join(', ')}`,
      );
    const root = path.join(tmp, 'root');
    fs.mkdirSync(root);
    for (const deb of debs)
      execFileSync('dpkg', ['-x', path.join(tmp, deb), root], { stdio: ['ignore', 'ignore', 'pipe'] });
    const src = path.join(root, 'usr', 'share', 'wordpress');
    // Links that point outside the extracted tree: .htaccess (dropped) and the CA bundle (replaced below).
    fs.rmSync(path.join(src, '.htaccess'), { force: true });
    const caLink = path.join(src, 'wp-includes', 'certificates', 'ca-bundle.crt');
    fs.rmSync(caLink, { force: true });
    const dangling = danglingLinks(src);
    if (dangling.length)
      throw new Error(
        `WordPress from Debian ${suite} links to files no downloaded package provides: ${dangling.slice(0, 5).join(', ')}`,
      );
    const staging = `${coreDir}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(coreDir), { recursive: true });
    // coreutils' cp: Node 24's fs.cpSync keeps nested symlinks even with `dereference`, and these
    // point into the temporary folder removed below.
    execFileSync('cp', ['-RL', src, staging], { stdio: ['ignore', 'ignore', 'pipe'] });
    const links = symlinks(staging);
    if (links.length) throw new Error(`the copied core still has symlinks: ${links.slice(0, 5).join(', ')}`);
    const systemCa = SYSTEM_CA_FILES.find((f) => fs.existsSync(f));
    if (systemCa)
      fs.copyFileSync(systemCa, path.join(staging, 'wp-includes', 'certificates', 'ca-bundle.crt'));
    fs.rmSync(path.join(staging, 'wp-config.php'), { force: true });
    // Read only by strangers: they name WordPress and its version (a site removes them again, for
    // cores prepared before this).
    for (const f of ['readme.html', 'license.txt', 'wp-config-sample.php'])
      fs.rmSync(path.join(staging, f), { force: true });
    const version = coreVersion(staging);
    if (!onBranch(release, version)) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`Debian ${suite} provided WordPress ${version}, expected ${branch}.x`);
    }
    fs.writeFileSync(path.join(staging, MARKER), markerText(release, version));
    if (isCorePrepared(coreDir, release)) {
      fs.rmSync(staging, { recursive: true, force: true }); // another process finished first
    } else {
      fs.rmSync(coreDir, { recursive: true, force: true });
      try {
        fs.renameSync(staging, coreDir);
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        if (!isCorePrepared(coreDir, release)) throw error;
      }
    }
    log(`WordPress ${version} core ready`);
    return coreDir;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    unlock();
  }
}

/**
 * The library packages among the dependencies of the suite's wordpress package.
 * @param {string[]} aptOpts
 */
function libraryDependencies(aptOpts) {
  const out = execFileSync(
    'apt-cache',
    [...aptOpts, 'depends', '--no-recommends', '--no-suggests', 'wordpress'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return parseLibraryDependencies(out);
}

/**
 * The library packages named in `apt-cache depends` output (each once, in order).
 * @param {string} output
 */
export function parseLibraryDependencies(output) {
  const names = [...output.matchAll(/^\s*\|?Depends: ([a-z0-9][a-z0-9+.-]*)$/gm)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((name) => LIBRARY_PACKAGE.test(name)))];
}

/**
 * The symlinks under dir, relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function symlinks(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * The symlinks under dir whose targets do not exist, relative to dir.
 * @param {string} dir
 * @returns {string[]}
 */
function danglingLinks(dir) {
  return symlinks(dir).filter((link) => !fs.existsSync(path.join(dir, link)));
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
  // `node wordpress/lib/core.mjs [newest]`
  const release = process.argv[2] === 'newest' ? CORE_RELEASES.newest : CORE_RELEASES.default;
  console.log(prepareCore({ release, log: console.log }));
}
