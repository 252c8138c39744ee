/**
 * WordPress tells the administrator when it turns the website's own account away (its forms then
 * wait on the website), and stops once the account signs in again.
 * Port: WORDPRESS_TEST_PORT + 41 (9521); data in a fresh temp directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type WordPressServer } from './server.mjs';
import { postSignIn } from './test-sign-in';

const PORT = (Number(process.env.WORDPRESS_TEST_PORT) || 9480) + 41;
const NOTICE = 'WordPress is refusing the website’s account.';

let wp: WordPressServer;
let dataDir: string;

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const asSite = (password: string) =>
  fetch(`${wp.url}/wp-json/agency/v1/call/taken`, { headers: { authorization: basic(wp.user, password) } });

/** The wp-admin dashboard as the administrator sees it. */
async function dashboard(): Promise<string> {
  const { adminUser, adminPassword } = JSON.parse(
    fs.readFileSync(path.join(wp.dataDir, 'private', 'credentials.json'), 'utf8'),
  ) as { adminUser: string; adminPassword: string };
  const { cookie } = await postSignIn(wp.url, adminUser, adminPassword);
  expect(cookie).not.toBe('');
  return (await fetch(`${wp.url}/wp-admin/index.php`, { headers: { cookie } })).text();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-site-account-'));
  wp = await startWordPress({ port: PORT, dataDir, log: () => {} });
}, 600_000);

afterAll(async () => {
  await wp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the website's account refused", () => {
  it('is shown to the administrator on wp-admin, with the count, until the account signs in again', async () => {
    expect((await asSite(wp.appPassword)).status).toBe(200);
    expect(await dashboard()).not.toContain(NOTICE);
    for (let i = 0; i < 2; i += 1) expect((await asSite('abcd efgh ijkl mnop qrst uvwx')).status).toBe(401);
    const warned = await dashboard();
    expect(warned).toContain(NOTICE);
    expect(warned).toContain('refused 2 times since');
    expect(warned).toContain('options-general.php?page=');
    // Someone else's wrong password is not the website's problem.
    await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=1`, {
      headers: { authorization: basic(wp.editor.user, 'abcd efgh ijkl mnop qrst uvwx') },
    });
    expect(await dashboard()).toContain('refused 2 times since');
    expect((await asSite(wp.appPassword)).status).toBe(200);
    expect(await dashboard()).not.toContain(NOTICE);
  });
});
