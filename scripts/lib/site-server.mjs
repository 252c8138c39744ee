/** Shared by `npm start` and the end-to-end tests, so both run the site the same way. */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} StartSiteOptions
 * @property {number} [port]
 * @property {number} [wordpressPort]
 * @property {string} [dataDir]        the embedded WordPress's data folder
 * @property {string} [distDir]
 * @property {boolean} [dev]           `next dev` instead of a production build
 * @property {boolean} [freshData]     empty dataDir first (and build the site against it afresh)
 * @property {Record<string, string | undefined>} [extraEnv]
 * @property {number} [faultProxyPort] the site reads WordPress through a fault-injecting proxy on this port
 * @property {number} [buildDelayMs]   the proxy holds requests of the build this long (a slow WordPress)
 * @property {number} [buildSlowEvery] which of them: every one (1, the default) or every n-th
 * @property {boolean} [serve]         false: build only
 * @property {(message: string) => void} [log]
 */
/**
 * @typedef {object} Site
 * @property {string} siteUrl
 * @property {string | undefined} wordpressUrl
 * @property {NodeJS.ProcessEnv} env
 * @property {import('../../wordpress/server.mjs').WordPressServer | undefined} wordpress  the embedded WordPress, if started
 * @property {import('./fault-proxy.mjs').FaultProxy | undefined} proxy
 * @property {import('node:child_process').ChildProcess | undefined} next
 * @property {() => Promise<void>} stop
 */
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

function newestSourceMtime() {
  const entries = [
    'app',
    'src',
    'components',
    // The app bundles modules of the production server.
    'server',
    'public',
    'next.config.ts',
    'proxy.ts',
    'package-lock.json',
    'tsconfig.json',
  ];
  let newest = 0;
  const walk = (/** @type {string} */ p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p))
        if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) walk(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const e of entries) walk(path.join(root, e));
  return newest;
}

/** @param {NodeJS.ProcessEnv} env */
function buildFingerprint(env) {
  const keys = [
    'WORDPRESS_URL',
    'SITE_URL',
    'CONTACT_EMAIL',
    'CONTACT_PHONE',
    'NEXT_PUBLIC_GA_ID',
    'RECAPTCHA_SITE_KEY',
  ];
  return createHash('sha256')
    .update(JSON.stringify([newestSourceMtime(), ...keys.map((k) => env[k] ?? '')]))
    .digest('hex');
}

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean }} [options]
 * @returns {Promise<void>}
 */
export function run(cmd, args, env, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: quiet ? 'ignore' : 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(args[0] ?? cmd)} exited with ${code ?? signal}`)),
    );
  });
}

/** How long a build waits for WordPress to answer before it builds without it. */
const BUILD_WORDPRESS_WAIT_MS = 90_000;

/**
 * Whether WordPress answers (any status below 500 from our plugin's health endpoint) within `waitMs`:
 * the build reads it for every prerendered page, so it waits for it first.
 * @param {string} wordpressUrl
 * @param {number} waitMs
 */
export async function wordpressAnswers(wordpressUrl, waitMs) {
  try {
    await waitForHttp(`${wordpressUrl.replace(/\/$/, '')}/wp-json/agency/v1/health`, waitMs, 20_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {{ force?: boolean, log?: (message: string) => void, wordpressWaitMs?: number }} [options]
 *   wordpressWaitMs: how long to wait for WordPress before building without it
 */
export async function buildIfNeeded(
  env,
  { force = false, log = console.log, wordpressWaitMs = BUILD_WORDPRESS_WAIT_MS } = {},
) {
  const distDir = env.NEXT_DIST_DIR || '.next';
  const marker = path.join(root, distDir, 'agency-build.json');
  const fingerprint = buildFingerprint(env);
  if (!force && existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).fingerprint === fingerprint) {
    log(`Build in ${distDir} is up to date.`);
    return;
  }
  const started = Date.now();
  const buildEnv = { ...env };
  if (env.WORDPRESS_URL && !(await wordpressAnswers(env.WORDPRESS_URL, wordpressWaitMs))) {
    buildEnv.BUILD_WITHOUT_WORDPRESS = '1';
    log(
      `WordPress at ${env.WORDPRESS_URL} did not answer within ${wordpressWaitMs / 1000} s: building without it; its pages render on their first visit once it answers.`,
    );
  }
  log(`Building the site into ${distDir} against ${env.WORDPRESS_URL} ...`);
  await run(process.execPath, [nextBin, 'build'], buildEnv);
  writeFileSync(marker, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * Against WORDPRESS_URL, or against the embedded WordPress started for the build.
 * @param {{ force?: boolean }} [options]  force: build even when the sources and settings are unchanged
 */
export async function buildSite({ force = false } = {}) {
  if (process.env.WORDPRESS_URL) {
    await buildIfNeeded({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, { force });
  } else {
    // Static pages read WordPress at build time, so the build needs one running.
    const site = await startSite({ serve: false });
    await site.stop();
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Resolves once `url` answers below 500.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @param {number} [askMs]  how long one request may take
 */
export async function waitForHttp(url, timeoutMs = 120_000, askMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(Math.max(1, Math.min(askMs, deadline - Date.now()))),
      });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts WordPress (embedded unless WORDPRESS_URL is set) and the site.
 * @param {StartSiteOptions} [options]
 * @returns {Promise<Site>}
 */
export async function startSite({
  port = Number(process.env.PORT) || 3000,
  wordpressPort = Number(process.env.WORDPRESS_PORT) || 9400,
  dataDir,
  distDir = process.env.NEXT_DIST_DIR || '.next',
  dev = false,
  freshData = false,
  extraEnv = {},
  faultProxyPort,
  buildDelayMs = 0,
  buildSlowEvery = 1,
  serve = true,
  log = console.log,
} = {}) {
  const siteUrl = `http://127.0.0.1:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    SITE_URL: process.env.SITE_URL || siteUrl,
    ...extraEnv,
  };
  env.REVALIDATE_SECRET ||= randomBytes(24).toString('hex');
  // Each local stack (npm start, e2e, bench) keeps its own form outbox beside its build.
  env.OUTBOX_DIR ||= path.join(root, '.data', `outbox-${path.basename(distDir)}`);
  // An empty WORDPRESS_URL forces the embedded WordPress even if the shell sets one.
  if (!env.WORDPRESS_URL) delete env.WORDPRESS_URL;

  /** @type {import('../../wordpress/server.mjs').WordPressServer | undefined} */
  let wordpress;
  if (!env.WORDPRESS_URL) {
    const { startWordPress } = await import('../../wordpress/server.mjs');
    if (freshData && dataDir) {
      const { rmSync } = await import('node:fs');
      rmSync(dataDir, { recursive: true, force: true });
      // What the build folder remembers of the old WordPress would show content the new one lacks.
      for (const kept of ['fetch-cache', 'wordpress-last-good'])
        rmSync(path.join(root, distDir, 'cache', kept), { recursive: true, force: true });
    }
    log(`Starting the embedded WordPress on 127.0.0.1:${wordpressPort} ...`);
    wordpress = await startWordPress({
      port: wordpressPort,
      dataDir,
      revalidateUrl: `${siteUrl}/api/revalidate`,
      revalidateSecret: env.REVALIDATE_SECRET,
      log,
    });
    Object.assign(env, {
      WORDPRESS_URL: wordpress.url,
      WORDPRESS_USER: wordpress.user,
      WORDPRESS_APP_PASSWORD: wordpress.appPassword,
    });
  }
  /** @type {import('./fault-proxy.mjs').FaultProxy | undefined} */
  let proxy;
  if (faultProxyPort) {
    const { startFaultProxy } = await import('./fault-proxy.mjs');
    proxy = await startFaultProxy({ target: env.WORDPRESS_URL ?? '', port: faultProxyPort });
    env.WORDPRESS_URL = proxy.url;
  }

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let next;
  const stop = async () => {
    if (next && next.exitCode === null) {
      next.kill('SIGTERM');
      // Longer than the server's own shutdown grace, yet so WordPress is stopped too before whoever
      // stops us gives up waiting.
      const killer = setTimeout(() => next?.kill('SIGKILL'), 15_000);
      await new Promise((r) => next?.once('exit', r));
      clearTimeout(killer);
    }
    if (proxy) await proxy.stop();
    if (wordpress) await wordpress.stop();
  };

  try {
    // A kept build's pages would show the previous WordPress's content.
    if (proxy && buildDelayMs)
      Object.assign(proxy.state, { mode: 'slow', delayMs: buildDelayMs, slowEvery: buildSlowEvery });
    if (!dev) await buildIfNeeded(env, { log, force: !serve || (freshData && Boolean(wordpress)) });
    if (proxy) proxy.state.mode = 'pass';
    if (!serve) return { siteUrl, wordpressUrl: env.WORDPRESS_URL, env, wordpress, proxy, next, stop };
    const args = dev
      ? [nextBin, 'dev', '--hostname', '127.0.0.1', '--port', String(port)]
      : [path.join(root, 'server/index.mjs'), '--hostname', '127.0.0.1', '--port', String(port)];
    next = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    await waitForHttp(`${siteUrl}/robots.txt`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, wordpressUrl: env.WORDPRESS_URL, env, wordpress, proxy, next, stop };
}
