import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';

/** What scripts/e2e-server.mjs wrote: addresses and the credentials tests may use, never the site. */
export type E2EEnv = {
  siteUrl: string;
  wordpressUrl: string;
  proxyUrl?: string;
  user: string;
  appPassword: string;
  /** The administrator's application password: the site's own account may not edit content. */
  admin: { user: string; appPassword: string };
  /** The administrator's wp-admin sign-in. */
  adminLogin: { user: string; password: string };
  /** An account with WordPress's Editor role (sign-in and application password). */
  editor: { user: string; password: string; appPassword: string };
  /** An account with the HR role (sign-in): applications and contact messages, no content. */
  hr: { user: string; password: string };
  revalidateSecret: string;
};

export function e2eEnv(): E2EEnv {
  return JSON.parse(readFileSync(path.join(process.cwd(), '.data/e2e.json'), 'utf8')) as E2EEnv;
}

const basic = (user: string, appPassword: string) => ({
  Authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`,
});

/** Basic credentials of the test user's application password, for reading WordPress directly. */
export function wordpressAuth(env: E2EEnv = e2eEnv()): { Authorization: string } {
  return basic(env.user, env.appPassword);
}

/**
 * Basic credentials of the administrator, for tests that create and remove content in WordPress and
 * read submissions back (the site's own account may not).
 */
export const adminAuth = (env: E2EEnv = e2eEnv()) => basic(env.admin.user, env.admin.appPassword);

/** Basic credentials of the account with WordPress's Editor role, as the agency's content editors have. */
export const editorAuth = (env: E2EEnv = e2eEnv()) => basic(env.editor.user, env.editor.appPassword);

/**
 * A call to WordPress's REST API as the Editor account (`wp/v2/...` unless another namespace such as
 * `agency/v1/...` is named), answered as it comes: refusals are part of what tests check.
 */
export async function asEditor(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const env = e2eEnv();
  const route = /^[a-z-]+\/v\d+\//.test(path) ? path : `wp/v2/${path}`;
  return fetch(`${env.wordpressUrl}/wp-json/${route}`, {
    method,
    headers: { ...editorAuth(env), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The same, for a call that must succeed: its JSON. */
export async function editorJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await asEditor(path, body);
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A call to WordPress's REST API (`wp/v2/` + path) that must succeed, made directly rather than
 * through the site (as the administrator: tests create and change content): tests compare what
 * the site shows with the source.
 */
export async function wordpressRest<T>(
  path: string,
  init: RequestInit = {},
): Promise<{ body: T; total: number }> {
  const env = e2eEnv();
  const response = await fetch(`${env.wordpressUrl}/wp-json/wp/v2/${path}`, {
    ...init,
    headers: { ...adminAuth(env), 'content-type': 'application/json', ...init.headers },
  });
  expect(response.ok, `WordPress ${init.method ?? 'GET'} ${path}: ${response.status}`).toBe(true);
  return { body: (await response.json()) as T, total: Number(response.headers.get('x-wp-total')) };
}

/**
 * Signs in to wp-admin in `page`: the administrator, or with `as: 'editor'` the Editor account, or
 * with `as: 'hr'` the HR account. The block editor may open its welcome guide at any moment while
 * it starts, a modal that hides the rest of the screen; a handler closes it whenever it shows (one
 * Escape pressed at load raced it on a busy machine, and the guide then hid the fields the test
 * looked for).
 */
export async function signInToWordPress(
  page: Page,
  { as = 'admin' }: { as?: 'admin' | 'editor' | 'hr' } = {},
) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Welcome to the editor' }), (guide) =>
    guide.getByRole('button', { name: 'Close' }).click(),
  );
  const env = e2eEnv();
  const login = { admin: env.adminLogin, editor: env.editor, hr: env.hr }[as];
  await page.goto(`${env.wordpressUrl}/wp-login.php`);
  // WordPress's login page sometimes empties the password field while its scripts start (seen once
  // in a full run: the form was never sent, the browser stopped at the empty required field), so the
  // form is filled and sent again until wp-admin itself answers; wrong details still fail.
  const inWpAdmin = () => new URL(page.url()).pathname.startsWith('/wp-admin');
  await expect(async () => {
    // A sign-in answered after the last try gave up (wp-admin is slow on a busy machine) is done.
    if (inWpAdmin()) return;
    await page.getByLabel('Username or Email Address').fill(login.user, { timeout: 5_000 });
    await page.getByLabel('Password', { exact: true }).fill(login.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/wp-admin'), { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/** Removes what a test created in WordPress (`posts/1`, `tags/2`, ...) for good; already gone is fine. */
export async function wordpressDelete(path: string): Promise<void> {
  const env = e2eEnv();
  await fetch(`${env.wordpressUrl}/wp-json/wp/v2/${path}?force=true`, {
    method: 'DELETE',
    headers: adminAuth(env),
  });
}

/** The pages every HTTP-level check walks: the sitemap's, so new routes are covered automatically. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/sitemap.xml`);
  const xml = response.ok ? await response.text() : '';
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(['/', ...paths])];
}

/** A few pages of each kind (at most `perKind` per first two path segments), for checks that load pages in a browser. */
export function samplePaths(paths: string[], perKind = 2): string[] {
  const seen = new Map<string, number>();
  return paths.filter((p) => {
    const kind = p.split('/').slice(0, 3).join('/');
    const count = seen.get(kind) ?? 0;
    seen.set(kind, count + 1);
    return count < perKind;
  });
}
