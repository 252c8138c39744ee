#!/usr/bin/env node
/**
 * The PHP half of `npm test`'s lint: every tracked PHP file parses (`php -l`), follows the WordPress
 * style of `wordpress/phpcs.xml.dist` (PHP_CodeSniffer, Debian's php-codesniffer), and no file of the
 * plugin outgrows one responsibility (PLUGIN_FILE_LINES).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PLUGIN_DIR = 'wordpress/mu-plugins/';
const PLUGIN_FILE_LINES = 400;

/** @param {string} command */
const has = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
const files = execFileSync('git', ['ls-files', '*.php'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const problems = [];

if (!has('php')) {
  console.error(
    'check-php: PHP is not installed (apt-get install php8.2-cli); the embedded WordPress needs it too.',
  );
  process.exit(1);
}
for (const file of files) {
  const { status, stdout, stderr } = spawnSync('php', ['-l', file], { encoding: 'utf8' });
  if (status !== 0) problems.push(`${file}: ${(stderr || stdout).trim()}`);
}
for (const file of files.filter((f) => f.startsWith(PLUGIN_DIR))) {
  const lines = readFileSync(file, 'utf8').split('\n').length - 1;
  if (lines > PLUGIN_FILE_LINES)
    problems.push(`${file}: ${lines} lines, over ${PLUGIN_FILE_LINES}; split it by responsibility`);
}

if (has('phpcs')) {
  const { status } = spawnSync('phpcs', ['-q'], { cwd: 'wordpress', stdio: 'inherit' });
  if (status !== 0) problems.push('phpcs: style problems above (phpcbf from wordpress/ fixes some)');
} else {
  problems.push('phpcs is not installed: apt-get install php-codesniffer');
}

console.log(`check-php: ${files.length} files parsed and sniffed`);
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
