/**
 * The embedded WordPress probed as a stranger would: what it tells about its accounts and itself,
 * and how it answers password guessing.
 * Ports: WORDPRESS_TEST_PORT + 21 (9501), and + 22 (9502) for a second WordPress behind a trusted
 * proxy; data in fresh temp directories.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type WordPressServer } from './server.mjs';
import { strangerChecks } from './stranger-checks.mjs';
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

describe('what the public can read', () => {
  it("serves no readme, install screen or route index, and names no platform (the same checks on Playground's smoke test)", async () => {
    const failed = (
      await strangerChecks({
        url: wp.url,
        staff: basic(wp.editor.user, wp.editor.appPassword),
        sqlite: wp.database === 'sqlite',
      })
    ).filter(([, ok]) => !ok);
    expect(failed.map(([what]) => what)).toEqual([]);
  });

  it("shows the hidden category's posts to staff and the website's account only", async () => {
    const hidden = `/wp-json/wp/v2/posts?categories=7&_fields=id`;
    const asStranger = (await (await fetch(`${wp.url}${hidden}`)).json()) as unknown[];
    expect(asStranger).toEqual([]);
    for (const [who, auth] of [
      ['the site', basic(wp.user, wp.appPassword)],
      ['an editor', basic(wp.editor.user, wp.editor.appPassword)],
      ['the administrator', basic(wp.admin.user, wp.admin.appPassword)],
    ] as const) {
      const res = await fetch(`${wp.url}${hidden}`, { headers: { authorization: auth } });
      expect(((await res.json()) as unknown[]).length, who).toBeGreaterThan(0);
    }
    // The rest of the blog is as public as before.
    const visible = (await (await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=5`)).json()) as unknown[];
    expect(visible).toHaveLength(5);
  });
});

const TOO_MANY = /Too many failed sign-in attempts/;

/** The known-device cookie among the cookies a sign-in set, as a browser sends it back. */
function deviceCookie(setCookies: string[]) {
  return setCookies.map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('agency_device_')) ?? '';
}

const adminPasswordOf = (dir: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(dir, 'private', 'credentials.json'), 'utf8')) as {
      adminPassword: string;
    }
  ).adminPassword;
const adminPassword = () => adminPasswordOf(dataDir);

// Last: it leaves this address throttled.
describe('password guessing from one address', () => {
  let ownersDevice = '';

  it("marks the owner's browser as known at a right sign-in (HttpOnly, SameSite=Lax, wp-login.php only)", async () => {
    const { cookie, setCookies } = await postSignIn(wp.url, wp.admin.user, adminPassword());
    expect(cookie).not.toBe('');
    const set = setCookies.find((c) => c.startsWith('agency_device_')) ?? '';
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/path=\/wp-login\.php/i);
    ownersDevice = deviceCookie(setCookies);
    expect(ownersDevice).toMatch(/^agency_device_\d+=\d+\.[0-9a-f]{64}$/);
  });

  it("slows a stranger's guesses: refused after a few wrong passwords, even the right one from a browser without the cookie", async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await signIn(wp.admin.user, `wrong-${i}`));
    expect(answers.every((a) => !a.signedIn)).toBe(true);
    expect(answers[0]!.error).toMatch(/not correct/);
    const isRefused = (a: { error: string }) => TOO_MANY.test(a.error);
    // At most five failures from an address are checked without a wait (earlier tests here failed
    // some too); every later attempt is refused outright while the wait runs.
    const first = answers.findIndex(isRefused);
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThanOrEqual(5);
    expect(answers.slice(first).every(isRefused)).toBe(true);
    const right = await signIn(wp.admin.user, adminPassword());
    expect(right.signedIn).toBe(false);
    expect(right.error).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minute/);
    // The wait is the address's: another account from it waits too, and an unknown one reads the same.
    const editor = await signIn(wp.editor.user, wp.editor.password);
    expect(editor.signedIn).toBe(false);
    expect(editor.error).toBe(right.error);
    expect((await signIn('nobody-here', 'a-guess-2')).error).toBe(right.error);
  });

  it('ignores an X-Forwarded-For header the client sent itself (no proxy is trusted here)', async () => {
    for (const forwarded of ['198.51.100.23', '198.51.100.23, 198.51.100.24']) {
      const res = await postSignIn(wp.url, wp.editor.user, wp.editor.password, {
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.cookie, forwarded).toBe('');
      expect(res.error, forwarded).toMatch(TOO_MANY);
    }
  });

  it("lets the owner's own browser, known from an earlier sign-in, in with the right password", async () => {
    const owner = await postSignIn(wp.url, wp.admin.user, adminPassword(), { cookie: ownersDevice });
    expect(owner.error).toBe('');
    expect(owner.cookie).not.toBe('');
    // A wrong password from it is still wrong, and says so plainly.
    const typo = await postSignIn(wp.url, wp.admin.user, 'typo', { cookie: ownersDevice });
    expect(typo.error).toMatch(/username or password is not correct/);
    // A made-up device cookie is no key.
    const forged = await postSignIn(wp.url, wp.admin.user, adminPassword(), {
      cookie: ownersDevice.replace(/[0-9a-f]{8}$/, '00000000'),
    });
    expect(forged.error).toMatch(TOO_MANY);
  });

  it("keeps the website's own account reading posts and delivering a contact message", async () => {
    const site = { authorization: basic(wp.user, wp.appPassword) };
    const posts = await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=2`, { headers: site });
    expect(posts.status).toBe(200);
    expect(((await posts.json()) as unknown[]).length).toBe(2);
    const contact = await fetch(`${wp.url}/wp-json/agency/v1/contact`, {
      method: 'POST',
      headers: { ...site, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Joshi',
        email: 'meera@example.com',
        phone: '0231 123 4567',
        message: 'Sent while a stranger guesses passwords.',
        pageUri: '/contact',
        pageName: 'Contact',
      }),
    });
    expect(contact.status).toBe(201);
    expect(((await contact.json()) as { success?: boolean }).success).toBe(true);
  });

  it("keeps the Editor's and HR's application passwords working, and wrong application passwords never stop a right one", async () => {
    const admin = { authorization: basic(wp.admin.user, wp.admin.appPassword) };
    const [hr] = (await (
      await fetch(`${wp.url}/wp-json/wp/v2/users?slug=${wp.hr.user}&context=edit`, { headers: admin })
    ).json()) as { id: number }[];
    const made = await fetch(`${wp.url}/wp-json/wp/v2/users/${hr!.id}/application-passwords`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'HR inbox tool' }),
    });
    expect(made.status).toBe(201);
    const hrAppPassword = ((await made.json()) as { password: string }).password;
    for (let i = 0; i < 12; i++) {
      const wrong = await fetch(`${wp.url}/wp-json/wp/v2/users/me`, {
        headers: { authorization: basic(i % 2 ? wp.user : wp.editor.user, `wrong ${i} abcd abcd abcd abcd`) },
      });
      expect(wrong.status).toBe(401);
    }
    for (const [user, password] of [
      [wp.editor.user, wp.editor.appPassword],
      [wp.user, wp.appPassword],
    ] as const) {
      const me = await fetch(`${wp.url}/wp-json/wp/v2/users/me?context=edit`, {
        headers: { authorization: basic(user, password) },
      });
      expect(me.status, user).toBe(200);
      expect(((await me.json()) as { username: string }).username, user).toBe(user);
    }
    // HR reads the Inbox: the message the site delivered above is there.
    const inbox = await fetch(`${wp.url}/wp-json/agency/v1/submissions?type=contact`, {
      headers: { authorization: basic(wp.hr.user, hrAppPassword) },
    });
    expect(inbox.status).toBe(200);
    const { items } = (await inbox.json()) as { items: { email?: string }[] };
    expect(items.some((m) => m.email === 'meera@example.com')).toBe(true);
  });
});

describe('behind a trusted proxy', () => {
  // A second WordPress that trusts 127.0.0.1 as its proxy: the test plays the proxy, and the address
  // it forwards is the client.
  let proxied: WordPressServer;
  let proxiedData: string;

  beforeAll(async () => {
    proxiedData = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-hardening-proxy-'));
    process.env.WORDPRESS_TRUSTED_PROXIES = '127.0.0.1';
    try {
      proxied = await startWordPress({
        port: PORT + 1,
        dataDir: proxiedData,
        revalidateUrl: 'http://127.0.0.1:9/api/revalidate',
        revalidateSecret: 'test-revalidate-secret',
        log: () => {},
      });
    } finally {
      delete process.env.WORDPRESS_TRUSTED_PROXIES;
    }
  }, 600_000);

  afterAll(async () => {
    await proxied?.stop();
    if (proxiedData) fs.rmSync(proxiedData, { recursive: true, force: true });
  }, 60_000);

  const from = (client: string, user: string, password: string, cookie = '') =>
    postSignIn(proxied.url, user, password, { cookie, headers: { 'x-forwarded-for': client } });

  it('throttles two clients apart, and believes no hop the client wrote itself', async () => {
    const stranger = '203.0.113.7';
    const guesses = [];
    for (let i = 0; i < 7; i++) guesses.push(await from(stranger, proxied.editor.user, `wrong-${i}`));
    expect(guesses.at(-1)!.error).toMatch(TOO_MANY);
    expect((await from(stranger, proxied.editor.user, proxied.editor.password)).error).toMatch(TOO_MANY);
    // The stranger names another address before its own: the proxy's hop (the right-most) is believed.
    const spoofed = await from(`198.51.100.99, ${stranger}`, proxied.editor.user, proxied.editor.password);
    expect(spoofed.error).toMatch(TOO_MANY);
    // Another visitor behind the same proxy signs in to the same account at once.
    const colleague = await from('198.51.100.8', proxied.editor.user, proxied.editor.password);
    expect(colleague.error).toBe('');
    expect(colleague.cookie).not.toBe('');
  });

  it('slows guessing at one account from many addresses in unknown browsers only, the same for an unknown name', async () => {
    const owner = await from('198.51.100.20', proxied.admin.user, adminPasswordOf(proxiedData));
    const device = deviceCookie(owner.setCookies);
    expect(device).not.toBe('');
    for (const user of [proxied.admin.user, 'nobody-at-all']) {
      for (let i = 0; i < 10; i++) {
        const guess = await from(`203.0.113.${20 + i}`, user, `guess-${i}`);
        expect(guess.error, `${user} #${i}`).toMatch(/not correct/);
      }
    }
    const elsewhere = await from('198.51.100.30', proxied.admin.user, adminPasswordOf(proxiedData));
    expect(elsewhere.cookie).toBe('');
    expect(elsewhere.error).toMatch(TOO_MANY);
    expect((await from('198.51.100.31', 'nobody-at-all', 'x')).error).toBe(elsewhere.error);
    // The owner's known browser, from yet another address, is let in.
    const known = await from('198.51.100.32', proxied.admin.user, adminPasswordOf(proxiedData), device);
    expect(known.error).toBe('');
    expect(known.cookie).not.toBe('');
  });
});
