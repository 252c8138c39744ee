/**
 * The embedded WordPress probed as a stranger would: what it tells about its accounts and itself,
 * and how it answers password guessing.
 * Port: WORDPRESS_TEST_PORT + 21 (9501); data in a fresh temp directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type WordPressServer } from './server.mjs';
import { postSignIn } from './test-sign-in';

const PORT = (Number(process.env.WORDPRESS_TEST_PORT) || 9480) + 21;

let wp: WordPressServer;
let dataDir: string;

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A wp-login.php sign-in: whether it worked and the error WordPress showed. */
async function signIn(user: string, password: string) {
  const { cookie, error } = await postSignIn(wp.url, user, password);
  return { signedIn: cookie !== '', error };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-hardening-'));
  wp = await startWordPress({
    port: PORT,
    dataDir,
    revalidateUrl: 'http://127.0.0.1:9/api/revalidate',
    revalidateSecret: 'test-revalidate-secret',
    log: () => {},
  });
}, 600_000);

afterAll(async () => {
  await wp?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("a stranger does not learn the accounts' names", () => {
  it('from the REST API, while editors and the site (bylines) still read them', async () => {
    for (const route of [
      '/wp-json/wp/v2/users',
      '/wp-json/wp/v2/users/1',
      '/wp-json/wp/v2/users?search=adm',
    ]) {
      const res = await fetch(`${wp.url}${route}`);
      expect(res.status, route).toBe(401);
      expect(await res.text(), route).not.toMatch(/"slug"/);
    }
    const asEditor = await fetch(`${wp.url}/wp-json/wp/v2/users?per_page=5`, {
      headers: { authorization: basic(wp.editor.user, wp.editor.appPassword) },
    });
    expect(asEditor.status).toBe(200);
    const posts = await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=1&_embed=author`, {
      headers: { authorization: basic(wp.user, wp.appPassword) },
    });
    const [post] = (await posts.json()) as { _embedded?: { author?: { name?: string }[] } }[];
    expect(post?._embedded?.author?.[0]?.name).toBeTruthy();
  });

  it('from author archives, the users sitemap or oEmbed', async () => {
    for (const route of ['/?author=1', '/?author=3', '/author/admin/']) {
      const res = await fetch(`${wp.url}${route}`, { redirect: 'manual' });
      expect(res.status, route).toBe(404);
      expect(res.headers.get('location'), route).toBeNull();
    }
    expect((await fetch(`${wp.url}/wp-sitemap-users-1.xml`)).status).toBe(404);
    const [post] = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=1`)).json()) as {
      id: number;
    }[];
    const embed = await fetch(
      `${wp.url}/wp-json/oembed/1.0/embed?url=${encodeURIComponent(`${wp.url}/?p=${post!.id}`)}`,
    );
    const data = (await embed.json()) as Record<string, unknown>;
    expect(data.title).toBeTruthy();
    expect(data).not.toHaveProperty('author_name');
    expect(data).not.toHaveProperty('author_url');
  });

  it('from sign-in errors: an unknown account and a wrong password read the same', async () => {
    const unknown = await signIn('nobody-here', 'a-guess-1');
    const wrong = await signIn(wp.editor.user, 'a-guess-1');
    expect(unknown.signedIn || wrong.signedIn).toBe(false);
    expect(unknown.error).toMatch(/username or password is not correct/);
    expect(wrong.error).toBe(unknown.error);
    // Application passwords (REST Basic auth) too.
    const restUnknown = await fetch(`${wp.url}/wp-json/wp/v2/posts?context=edit`, {
      headers: { authorization: basic('nobody-here', 'abcd abcd abcd abcd abcd abcd') },
    });
    const restWrong = await fetch(`${wp.url}/wp-json/wp/v2/posts?context=edit`, {
      headers: { authorization: basic(wp.editor.user, 'abcd abcd abcd abcd abcd abcd') },
    });
    expect(restUnknown.status).toBe(401);
    expect(await restUnknown.text()).toBe(await restWrong.text());
  });
});

describe('a stranger is not told what WordPress runs on', () => {
  it('no version in the health check, the generator tag or X-Powered-By', async () => {
    const health = (await (await fetch(`${wp.url}/wp-json/agency/v1/health`)).json()) as Record<
      string,
      unknown
    >;
    expect(health.seeded).toBe(true);
    expect(health).not.toHaveProperty('wordpress');
    const asAdmin = await fetch(`${wp.url}/wp-json/agency/v1/health`, {
      headers: { authorization: basic(wp.admin.user, wp.admin.appPassword) },
    });
    expect(((await asAdmin.json()) as Record<string, unknown>).wordpress).toMatch(/^\d+\.\d+/);
    for (const route of ['/wp-json/', '/wp-login.php', '/feed/']) {
      // WordPress's own front end sends visitors on to the site: what it answers here is read as is.
      const res = await fetch(`${wp.url}${route}`, { redirect: 'manual' });
      expect(res.headers.get('x-powered-by'), route).toBeNull();
      expect(await res.text(), route).not.toMatch(/generator[^>]*WordPress \d|wordpress\.org\/\?v=\d/i);
    }
    for (const route of [
      '/readme.html',
      '/license.txt',
      '/wp-content/db.php',
      '/wp-content/themes/agency-headless/functions.php',
    ]) {
      const res = await fetch(`${wp.url}${route}`, { redirect: 'manual' });
      expect(res.status, route).not.toBe(200);
      expect(await res.text(), route).not.toMatch(/WordPress \d|\/wp-content\/|Fatal error/);
    }
  });
});

// Last: it leaves this address throttled.
describe('password guessing', () => {
  it('is refused after a few wrong passwords, even when the next one is right, saying so', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn(wp.editor.user, `wrong-${i}`));
    expect(answers.every((a) => !a.signedIn)).toBe(true);
    expect(answers[0]!.error).toMatch(/not correct/);
    const isRefused = (a: { error: string }) => /Too many failed sign-in attempts/.test(a.error);
    // At most five failures from an address are checked (earlier tests here failed some too); every
    // later attempt is refused outright.
    const first = answers.findIndex(isRefused);
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThanOrEqual(5);
    expect(answers.slice(first).every(isRefused)).toBe(true);
    const right = await signIn(wp.editor.user, wp.editor.password);
    expect(right.signedIn).toBe(false);
    expect(right.error).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minute/);
  });
});
