// Prepares WordPress core 6.1 from Debian packages into wordpress/.runtime/core/ (cached, idempotent).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORDPRESS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RUNTIME_DIR = path.join(WORDPRESS_DIR, '.runtime');
export const CORE_DIR = path.join(RUNTIME_DIR, 'core');
const MARKER = '.agency-core-ready';
const DEB_PACKAGES = ['wordpress', 'libjs-cropper', 'libjs-underscore', 'php-getid3'];
const SYSTEM_CA_FILES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/cert.pem'];

/** @returns {boolean} */
export function isCorePrepared(coreDir = CORE_DIR) {
  return fs.existsSync(path.join(coreDir, MARKER)) && fs.existsSync(path.join(coreDir, 'wp-includes', 'version.php'));
}

/** The WordPress version of a core directory, e.g. "6.1.9". */
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
    if (!fs.existsSync(path.join(dir, 'wp-includes', 'version.php'))) throw new Error(`WORDPRESS_CORE_DIR=${dir} is not a WordPress directory`);
    return dir;
  }
  return prepareCore({ log });
}

/**
 * Downloads the Debian packages with apt, extracts them with dpkg and copies WordPress with symlinks resolved.
 * @param {{ coreDir?: string, log?: (msg: string) => void }} [opts]
 * @returns {string} the core directory
 */
export function prepareCore({ coreDir = CORE_DIR, log = () => {} } = {}) {
  if (isCorePrepared(coreDir)) return coreDir;
  log(`preparing WordPress core in ${coreDir}`);
  const apt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' });
  if (apt.error || apt.status !== 0) {
    throw new Error('Preparing WordPress core needs Debian/Ubuntu apt-get and dpkg. Elsewhere set WORDPRESS_CORE_DIR to an unpacked WordPress 6.1 directory.');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-core-'));
  try {
    // apt-get download writes into the working directory; _apt cannot always write to a temp dir, that is only a warning.
    fs.chmodSync(tmp, 0o777);
    execFileSync('apt-get', ['download', ...DEB_PACKAGES], { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'] });
    const debs = fs.readdirSync(tmp).filter((f) => f.endsWith('.deb'));
    if (debs.length !== DEB_PACKAGES.length) throw new Error(`expected ${DEB_PACKAGES.length} .deb files, got ${debs.join(', ')}`);
    const root = path.join(tmp, 'root');
    fs.mkdirSync(root);
    for (const deb of debs) execFileSync('dpkg', ['-x', path.join(tmp, deb), root], { stdio: ['ignore', 'ignore', 'pipe'] });
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
    if (systemCa) fs.copyFileSync(systemCa, path.join(staging, 'wp-includes', 'certificates', 'ca-bundle.crt'));
    fs.rmSync(path.join(staging, 'wp-config.php'), { force: true });
    const version = fs.readFileSync(path.join(staging, 'wp-includes', 'version.php'), 'utf8').match(/\$wp_version = '([^']+)'/)?.[1];
    fs.writeFileSync(path.join(staging, MARKER), `${version}\n`);
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
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  prepareCore({ log: console.log });
  console.log(CORE_DIR);
}
