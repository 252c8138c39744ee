// Playground runner: WordPress Playground CLI (PHP as WebAssembly in Node), for machines without PHP.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureOutput, killGroupSync, stopGroup, waitForSeeded } from './process.mjs';
import { playgroundCliDir } from './site.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {object} o
 * @param {string} o.siteDir     mounted as /wordpress (core files + our wp-config.php + wp-content)
 * @param {string} o.privateDir  mounted as /agency-private (database, résumés, credentials)
 * @param {string} o.seedDir     mounted as /agency-seed, outside /wordpress: no URL reaches it
 * @param {string} o.dataDir
 * @param {number} o.port
 * @param {string} o.url
 * @param {(msg: string) => void} o.log
 */
export async function startPlayground({ siteDir, privateDir, seedDir, dataDir, port, url, log }) {
  // The blueprint pins the versions (it overrides --php/--wp) and runs the idempotent seed.
  // Playground re-runs it on every start and answers HTTP before it finishes: readiness waits for the seed.
  const blueprint = {
    $schema: 'https://playground.wordpress.net/blueprint-schema.json',
    preferredVersions: { php: '8.2', wp: '6.8' },
    steps: [
      {
        step: 'runPHP',
        // Playground preloads a script that answers /phpinfo.php with phpinfo(): the server's
        // versions, paths and settings, to anyone. It is removed before the site is served.
        code: "<?php @unlink( '/internal/shared/preload/phpinfo.php' ); define( 'AGENCY_WP_ROOT', '/wordpress' ); require '/agency-seed/run.php';",
      },
    ],
  };
  const blueprintFile = path.join(dataDir, 'blueprint.json');
  fs.writeFileSync(blueprintFile, JSON.stringify(blueprint, null, 2));

  const cli = path.join(playgroundCliDir(), 'wp-playground.js');
  const args = [
    '--require',
    path.join(HERE, 'listen-localhost.cjs'),
    cli,
    'server',
    `--port=${port}`,
    `--site-url=${url}`,
    '--php=8.2',
    '--wordpress-install-mode=install-from-existing-files-if-needed',
    `--mount-before-install=${siteDir}:/wordpress`,
    `--mount-before-install=${privateDir}:/agency-private`,
    `--mount-before-install=${seedDir}:/agency-seed`,
    // Playground turns WP_DEBUG_LOG on and writes wp-content/debug.log, a public URL here (no router):
    // PHP's log goes to the private folder instead.
    '--define',
    'WP_DEBUG_LOG',
    '/agency-private/debug.log',
    '--skip-sqlite-setup',
    `--blueprint=${blueprintFile}`,
    `--workers=${process.env.WORDPRESS_PLAYGROUND_WORKERS || '2'}`,
    `--verbosity=${process.env.WORDPRESS_DEBUG ? 'debug' : 'normal'}`,
  ];
  const child = spawn(process.execPath, args, {
    cwd: dataDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const { tail } = captureOutput(child, path.join(dataDir, 'playground.log'), (line) => {
    if (process.env.WORDPRESS_DEBUG) log(`playground: ${line}`);
  });
  const onExit = () => killGroupSync(child);
  process.once('exit', onExit);
  try {
    await waitForSeeded({ url, child, tail, timeoutMs: 300_000 });
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
