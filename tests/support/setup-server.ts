import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { resetServerEnvForTests } from '@/src/config/environment.mjs';
import { closeBreakerForTests } from '@/src/content/wordpress/breaker';

// Each test starts with no remembered WordPress answers (src/content/wordpress/last-good.ts keeps them
// in the build folder) and with WordPress presumed answering (no open breaker, no probe pending):
// tests stay independent, and never write into a real build.
let lastGoodDir: string | undefined;
beforeEach(() => {
  lastGoodDir = mkdtempSync(path.join(os.tmpdir(), 'unit-build-'));
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), lastGoodDir);
  resetServerEnvForTests();
});
afterEach(() => {
  delete process.env.NEXT_DIST_DIR;
  resetServerEnvForTests();
  closeBreakerForTests();
  if (lastGoodDir) rmSync(lastGoodDir, { recursive: true, force: true });
});
