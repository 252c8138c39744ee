#!/usr/bin/env node
/**
 * The server the end-to-end tests drive: a fresh embedded WordPress on 127.0.0.1:9410 and the
 * production build (in .next-e2e) on 127.0.0.1:3100. Playwright starts and stops it.
 * Writes .data/e2e.json so tests can read submissions back from WordPress.
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
// WordPress's test hooks (wordpress/mu-plugins/agency/testing.php): a browser can play a site that
// does not hear about changes, without stopping it for the other tests.
process.env.WORDPRESS_TEST_HOOKS ??= '1';
const site = await startSite({
  port: E2E_PORT,
  wordpressPort: E2E_WORDPRESS_PORT,
  dataDir,
  distDir: '.next-e2e',
  freshData: true,
  faultProxyPort: E2E_PROXY_PORT,
  // A public reCAPTCHA site key, so the forms' token flow is built in; tests answer Google's script
  // with a local stand-in (Playwright route). No secret here: this server does not verify tokens.
  extraEnv: {
    WORDPRESS_URL: '',
    // Tests stand in for a CDN: each names its own client address so rate limits stay per test.
    TRUST_PROXY: '1',
    RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
  },
});
/**
 * The embedded WordPress administrator's user name and password.
 * @param {string} dataDir
 */
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
    // WordPress itself (for reading submissions back) and the proxy the site reads through.
    wordpressUrl: site.wordpress?.url ?? site.wordpressUrl,
    proxyUrl: site.proxy?.url,
    user: site.env.WORDPRESS_USER,
    appPassword: site.env.WORDPRESS_APP_PASSWORD,
    // Tests that create and change content use the administrator: the site's account cannot.
    admin: site.wordpress?.admin,
    // The administrator's sign-in, for tests that use wp-admin as the agency does.
    adminLogin: site.wordpress ? adminLogin(site.wordpress.dataDir) : undefined,
    // An account with WordPress's Editor role: what the agency's content editors have.
    editor: site.wordpress?.editor,
    // An account with the HR role: reads and manages applications and messages.
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
