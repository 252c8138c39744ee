#!/usr/bin/env node
/**
 * `npm test`: every check, in order of speed: lint, types, unit and component tests, integration tests
 * against the embedded WordPress, then end-to-end tests in Debian's Chromium against the production build.
 */
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['e2e', 'npx', ['playwright', 'test']],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${r.seconds.toFixed(1)} s`);
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
