import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPluginZip } from '../../../scripts/wordpress-plugin.mjs';
import { startMariaDB, type MariaDB } from '../../../wordpress/lib/mariadb.mjs';
import { startWordPress, type WordPressServer } from '../../../wordpress/server.mjs';

/**
 * From a WordPress that has never seen our plugin to a connected website, as an administrator does
 * it: upload the zip on Plugins → Add Plugin, activate it, open Settings → Connect the website,
 * save the website's address, create its account, start the website with the lines the screen
 * shows (the e2e build, a second server), and Test connection. Then the three ways it fails: the
 * wrong address (WordPress's own), a secret the website does not have, a website that is not
 * running.
 *
 * The WordPress is what a host runs: WordPress 6.8 on MariaDB (Debian's mariadb-server, a throwaway
 * data folder). Its own servers, beside the e2e stack: WordPress on E2E_WORDPRESS_PORT + 5, the
 * website on + 6, nothing on + 7 (the unreachable address), MariaDB on + 8.
 */

const base = Number(process.env.E2E_WORDPRESS_PORT) || 9410;
const WORDPRESS_PORT = base + 5;
const SITE_PORT = base + 6;
const NOTHING_PORT = base + 7;
const MARIADB_PORT = base + 8;
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
/** Screenshots for review when set (a folder); none otherwise. */
const shots = process.env.CONNECT_SHOTS_DIR;

let mariadb: MariaDB;
let wordpress: WordPressServer;
let site: ChildProcess | undefined;
let work: string;
let zip: string;
let startedAt = 0;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'agency-connect-'));
  zip = buildPluginZip({ outDir: work }).file;
  mariadb = await startMariaDB({ port: MARIADB_PORT });
  startedAt = Date.now();
  wordpress = await startWordPress({
    port: WORDPRESS_PORT,
    dataDir: path.join(work, 'wordpress'),
    bare: true,
    database: {
      type: 'mysql',
      host: mariadb.host,
      name: mariadb.name,
      user: mariadb.user,
      password: mariadb.password,
    },
    log: () => {},
  });
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site?.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await wordpress?.stop();
  await mariadb?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `46-connect-${name}.png`), fullPage: true });
}

async function signIn(page: Page) {
  const { adminUser, adminPassword } = JSON.parse(
    readFileSync(path.join(wordpress.dataDir, 'private', 'credentials.json'), 'utf8'),
  ) as { adminUser: string; adminPassword: string };
  await page.goto(`${wordpress.url}/wp-login.php`);
  // The login page may empty the password while its scripts start (see signInToWordPress): retried.
  await expect(async () => {
    await page.getByLabel('Username or Email Address').fill(adminUser);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/wp-admin'), { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

/** Settings → Connect the website, through the admin menu. */
async function openConnect(page: Page) {
  await page.goto(`${wordpress.url}/wp-admin/`);
  await page.locator('#menu-settings').hover();
  await page.locator('#menu-settings').getByRole('link', { name: 'Connect the website' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect the website' })).toBeVisible();
}

async function saveAddress(page: Page, address: string) {
  await page.getByLabel('Public address').fill(address);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('.notice-success')).toContainText("The website's address is saved.");
}

async function testConnection(page: Page) {
  await page.getByRole('button', { name: 'Test connection' }).click();
  return page.locator('.notice').filter({ hasText: /^Connection test (passed|failed)/ });
}

/** The environment lines the screen shows, as the website's settings. */
async function environmentLines(page: Page): Promise<Record<string, string>> {
  const text = await page.getByLabel(/Paste these lines into the website's environment/).inputValue();
  return Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The e2e build served a second time, configured only by the lines the screen gave. */
async function startWebsite(settings: Record<string, string>) {
  const root = process.cwd();
  site = spawn(
    process.execPath,
    ['server/index.mjs', '--hostname', '127.0.0.1', '--port', String(SITE_PORT)],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-e2e',
        OUTBOX_DIR: path.join(work, 'outbox'),
        ...settings,
      },
    },
  );
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${siteUrl}/robots.txt`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

test('the plugin zip installs on an empty WordPress, and the Connect screen connects the website', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);

  // Plugins → Add Plugin → Upload Plugin.
  await page.locator('#menu-plugins').hover();
  await page.locator('#menu-plugins').getByRole('link', { name: 'Add Plugin' }).click();
  await page.getByRole('button', { name: 'Upload Plugin' }).click();
  await page.getByLabel('Plugin zip file').setInputFiles(zip);
  await page.getByRole('button', { name: 'Install Now' }).click();
  await expect(page.getByText('Plugin installed successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate Plugin' }).click();

  await expect(page.getByText('Plugin activated.')).toBeVisible();
  const row = page.locator('tr[data-plugin="agency-site/agency-site.php"]');
  await expect(row).toHaveClass(/\bactive\b/);
  await expect(row).toContainText('Deactivating keeps all data.');
  await expect(row).toContainText(
    'Deleting the plugin permanently deletes job applications with their résumés',
  );
  await expect(page.locator('.notice-info')).toContainText('Next, tell it where the website is');
  await screenshot(page, 'plugins');

  await openConnect(page);
  await saveAddress(page, siteUrl);
  const before = await environmentLines(page);
  expect(before.SITE_URL).toBe(siteUrl);
  expect(before.REVALIDATE_SECRET).toMatch(/^[A-Za-z0-9]{48}$/);
  expect(before.WORDPRESS_USER).toBe('(create the account above)');
  await screenshot(page, 'before-account');

  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.locator('.notice-success')).toContainText('WordPress shows this password only once');
  const settings = await environmentLines(page);
  expect(settings).toEqual({
    WORDPRESS_URL: wordpress.url,
    WORDPRESS_USER: 'agency-site',
    WORDPRESS_APP_PASSWORD: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
    REVALIDATE_SECRET: before.REVALIDATE_SECRET,
    SITE_URL: siteUrl,
  });
  await screenshot(page, 'after-account');

  // The website's settings are exactly the lines shown; then the test, both ways.
  await startWebsite(settings);
  const result = await testConnection(page);
  await expect(result).toHaveClass(/notice-success/);
  await expect(result).toContainText(
    'The connection works both ways: WordPress reached the website, which accepted the secret, and the website read from this WordPress and may submit its forms as agency-site.',
  );
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `empty WordPress ${wordpress.version} on MariaDB ${mariadb.version} to a connected website: ${seconds} s (start, upload, activate, connect, test)`,
  );
  test.info().annotations.push({ type: 'empty WordPress to connected', description: `${seconds} s` });

  // Shown once: the password is gone from the screen on the next visit.
  await openConnect(page);
  expect((await environmentLines(page)).WORDPRESS_APP_PASSWORD).toMatch(/^\(shown once/);
  await expect(page.getByText(/Last test, .*: passed\./)).toBeVisible();
});

test('a wrong address, a secret the website lacks and a website that is not running each get their message', async ({
  page,
}) => {
  await signIn(page);
  await openConnect(page);

  // WordPress's own address instead of the website's: something answers, but not the website.
  await saveAddress(page, wordpress.url);
  let result = await testConnection(page);
  await expect(result).toHaveClass(/notice-error/);
  await expect(result).toContainText(
    `Something answered at ${wordpress.url}/api/revalidate (HTTP 404), but it is not the agency website. Check the address`,
  );

  // A new secret here, the old one still on the website.
  await saveAddress(page, siteUrl);
  await page.getByRole('button', { name: 'Generate a new secret' }).click();
  await expect(page.locator('.notice-warning')).toContainText('A new revalidation secret is generated.');
  result = await testConnection(page);
  await expect(result).toHaveClass(/notice-error/);
  await expect(result).toContainText(
    "The website refused the revalidation secret: its REVALIDATE_SECRET is not the one shown below. Copy the REVALIDATE_SECRET line into the website's settings and restart the website",
  );
  await screenshot(page, 'failed-test');

  // Nothing listens at the address.
  await saveAddress(page, `http://127.0.0.1:${NOTHING_PORT}`);
  result = await testConnection(page);
  await expect(result).toHaveClass(/notice-error/);
  await expect(result).toContainText(
    `WordPress could not reach the website at http://127.0.0.1:${NOTHING_PORT}/api/revalidate (`,
  );
  await expect(result).toContainText('Check the address, and that the website is running');

  // And an address the screen refuses to save.
  await page.getByLabel('Public address').fill('http://www.example.com');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.locator('.notice-error')).toContainText('The address must start with https://');
  await expect(page.getByLabel('Public address')).toHaveValue('http://www.example.com');
});
