/**
 * What the WordPress integration cases run on. Each case file (`wordpress.int.test.ts`,
 * `submissions.int.test.ts`) runs on the embedded default, WordPress 6.8 on SQLite; a variant file
 * (`*.mariadb.int.test.ts`, `*.newest.int.test.ts`) picks another variant and imports the same file,
 * so each case has one copy. Vitest gives every test file its own modules, so the choice holds for
 * that file only.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startMariaDB, type MariaDB } from './lib/mariadb.mjs';
import type { startWordPress, WordPressServer } from './server.mjs';

type StartOptions = NonNullable<Parameters<typeof startWordPress>[0]>;

export interface Variant {
  label: string;
  database: 'sqlite' | 'mariadb';
  core: 'default' | 'newest';
}

export const VARIANTS = {
  sqlite: { label: 'SQLite', database: 'sqlite', core: 'default' },
  /** What hosts run: Debian's mariadb-server. */
  mariadb: { label: 'MariaDB', database: 'mariadb', core: 'default' },
  /** The newest WordPress the Debian archive carries, on MariaDB: what a host's automatic update brings. */
  newest: { label: 'newest WordPress on MariaDB', database: 'mariadb', core: 'newest' },
} as const satisfies Record<string, Variant>;

let current: Variant = VARIANTS.sqlite;

/**
 * What a case file adds to its ports on this variant: the variants of a case run side by side, each
 * with its own WordPress.
 */
export function variantPortOffset() {
  return current === VARIANTS.mariadb ? 100 : current === VARIANTS.newest ? 200 : 0;
}

/** Chooses the variant of this test file; call before importing the case file. */
export function chooseVariant(name: keyof typeof VARIANTS) {
  current = VARIANTS[name];
}

/**
 * Starts what the variant needs beside WordPress (a MariaDB server) and gives the options that make
 * startWordPress use it. `stop()` ends it; call it after WordPress has stopped.
 */
export async function startVariant() {
  const variant = current;
  let mariadb: MariaDB | undefined;
  if (variant.database === 'mariadb')
    mariadb = await startMariaDB({ port: Number(process.env.WORDPRESS_TEST_MARIADB_PORT) || undefined });
  const options: Pick<StartOptions, 'database' | 'core'> = {
    core: variant.core,
    database: mariadb
      ? {
          type: 'mysql',
          host: mariadb.host,
          name: mariadb.name,
          user: mariadb.user,
          password: mariadb.password,
        }
      : { type: 'sqlite' },
  };
  const database = mariadb ? `MariaDB ${mariadb.version}` : `SQLite ${sqliteVersion()}`;
  return {
    variant,
    options,
    /** One line for the test output: the versions this file ran on. */
    describe: (wp: WordPressServer) =>
      `${variant.label}: WordPress ${wp.version}, ${database}, ${wp.runner === 'native' ? `PHP ${phpVersion()}` : 'Playground'}`,
    stop: async () => mariadb?.stop(),
  };
}

/** The version of the SQLite library in PHP (the native runner's; Playground bundles its own). */
const sqliteVersion = () =>
  spawnSync('php', ['-r', 'echo SQLite3::version()["versionString"];'], { encoding: 'utf8' }).stdout || '?';

const phpVersion = () => spawnSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' }).stdout || '?';

/**
 * The queries the database refused, from PHP's logs (WordPress logs a failed query and carries on):
 * the native runner's server log and the seed's, or Playground's PHP log.
 */
export function databaseErrors(wp: WordPressServer) {
  const logs =
    wp.runner === 'native'
      ? [path.join(wp.dataDir, 'php-server.log'), path.join(wp.dataDir, 'seed.log')]
      : [path.join(wp.dataDir, 'private', 'debug.log')];
  // The native server's log is always there; Playground writes its log only when PHP reports something.
  if (wp.runner === 'native' && !fs.existsSync(logs[0]!)) throw new Error(`${logs[0]} is missing`);
  return logs
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, 'utf8').match(/WordPress database error.*/g) ?? []);
}
