import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/** Debian's Chromium with the shared offline flags (scripts/lib/chromium.mjs); no browser download. */
const chromiumArgs = [
  ...CHROMIUM_FLAGS,
  // Nothing leaves the machine: every host but loopback fails to resolve (routes tests fake still work).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** E2E_PORT (with E2E_WORDPRESS_PORT, E2E_PROXY_PORT) moves the whole e2e stack; see scripts/e2e-server.mjs. */
export const E2E_BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT) || 3100}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    headless: true,
    // A trace records every step's snapshots: on every test it cost a third of the suite's time on a
    // 2-core machine, so it is kept for the retry of a failed test (CI retries once).
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [
    // Visitor journeys run at 1440 px, and those tagged BOTH_WIDTHS (layout, controls and pointer
    // that differ on a phone: tests/e2e/support/widths.ts) at 390 px too.
    {
      name: 'mobile',
      testIgnore: [/\/api\//, /\/faults\//, /\/content\//, /\/crawl\//],
      grep: /@both-widths/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: [/\/api\//, /\/faults\//, /\/content\//, /\/crawl\//],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // HTTP-level checks (headers, secrets, fuzz): no viewport, run once.
    { name: 'api', testMatch: /\/api\/.*\.spec\.ts$/ },
    // A crawler's load (hundreds of image variants) would slow the journeys' pages: it runs alone.
    { name: 'crawl', testMatch: /\/crawl\/.*\.spec\.ts$/, dependencies: ['mobile', 'desktop', 'api'] },
    // Publishing and unpublishing changes what every list shows, so those checks run alone, after the rest.
    {
      name: 'content',
      testMatch: /\/content\/.*\.spec\.ts$/,
      testIgnore: /\/content\/unpublish\.spec\.ts$/,
      dependencies: ['mobile', 'desktop', 'api', 'crawl'],
      fullyParallel: false,
    },
    // "Gone from every page within 5 s" is timed: nothing else renders meanwhile (another file's
    // save of the site details makes every page anew).
    {
      name: 'unpublish',
      testMatch: /\/content\/unpublish\.spec\.ts$/,
      dependencies: ['mobile', 'desktop', 'api', 'crawl', 'content'],
      fullyParallel: false,
      workers: 1,
    },
    // Upstream faults change the shared WordPress proxy's mode, so they run alone, after everything else.
    {
      name: 'faults',
      testMatch: /\/faults\/.*\.spec\.ts$/,
      dependencies: ['mobile', 'desktop', 'api', 'crawl', 'content', 'unpublish'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/robots.txt`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI && !!process.env.E2E_REUSE_SERVER,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
