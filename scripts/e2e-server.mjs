#!/usr/bin/env node
/**
 * The server Playwright starts for the end-to-end tests: a fresh embedded WordPress and a production
 * build of its own. .data/e2e.json tells the tests how to reach both.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startSite } from './lib/site-server.mjs';

// Overridable so e2e runs of several checkouts on one machine do not collide.
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
export const E2E_WORDPRESS_PORT = Number(process.env.E2E_WORDPRESS_PORT) || 9410;
/** The site reads WordPress through this proxy, so tests can count requests and inject faults. */
export const E2E_PROXY_PORT = Number(process.env.E2E_PROXY_PORT) || 9411;

const dataDir = path.join(root, '.data/e2e-wordpress');
// Lets a test play a site that does not hear about changes without stopping it for the others.
process.env.WORDPRESS_TEST_HOOKS ??= '1';
const site = await startSite({
  port: E2E_PORT,
  wordpressPort: E2E_WORDPRESS_PORT,
  dataDir,
  distDir: '.next-e2e',
  freshData: true,
  faultProxyPort: E2E_PROXY_PORT,
  // The build reads a WordPress that answers every fifth request 10 s late (past the running site's
  // 8 s timeout), and must still complete with every page. E2E_BUILD_SLOW_EVERY=1 makes every
  // request late (the first start on the slowest runner; about 3.5 more minutes of waiting),
  // E2E_BUILD_DELAY_MS=0 builds at full speed.
  buildDelayMs: Number(process.env.E2E_BUILD_DELAY_MS ?? 10_000),
  buildSlowEvery: Number(process.env.E2E_BUILD_SLOW_EVERY ?? 5),
  extraEnv: {
    WORDPRESS_URL: '',
    // Tests stand in for a CDN: each names its own client address so rate limits stay per test.
    TRUST_PROXY: '1',
    // So the forms' token flow is built in; tests stand in for Google's script. No secret: this
    // server does not verify tokens.
    RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
  },
});
/** @param {string} dataDir */
function adminLogin(dataDir) {
  const { adminUser, adminPassword } = JSON.parse(
    readFileSync(path.join(dataDir, 'private', 'credentials.json'), 'utf8'),
  );
  return { user: adminUser, password: adminPassword };
}

mkdirSync(path.join(root, '.data'), { recursive: true });
writeFileSync(
  path.join(root, '.data/e2e.json'),
  JSON.stringify({
    siteUrl: site.siteUrl,
    wordpressUrl: site.wordpress?.url ?? site.wordpressUrl,
    proxyUrl: site.proxy?.url,
    user: site.env.WORDPRESS_USER,
    appPassword: site.env.WORDPRESS_APP_PASSWORD,
    // Tests that create and change content use the administrator: the site's account cannot.
    admin: site.wordpress?.admin,
    // For tests that use wp-admin as the agency does.
    adminLogin: site.wordpress ? adminLogin(site.wordpress.dataDir) : undefined,
    editor: site.wordpress?.editor,
    hr: site.wordpress?.hr,
    revalidateSecret: site.env.REVALIDATE_SECRET,
  }),
);
console.log(`e2e site ready on ${site.siteUrl}`);
const shutdown = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
