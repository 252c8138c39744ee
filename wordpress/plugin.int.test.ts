/**
 * The plugin zip on a WordPress that has never seen it (startWordPress({ bare: true }): core and the
 * administrator only, plain permalinks as a fresh install has them): activation creates what the
 * website needs, deactivation keeps the agency's data, deleting the plugin removes what its
 * uninstall.php says and keeps the content. The browser's way through Plugins → Add Plugin → Upload Plugin is
 * tests/e2e/content/connect.spec.ts; here the zip is unpacked into wp-content/plugins, as an upload
 * by FTP would, and the Plugins screen's actions go through WordPress's REST API. Runs on SQLite here,
 * on MariaDB and on the newest WordPress in its variant files (test-variant.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPluginZip } from '../scripts/wordpress-plugin.mjs';
import { startWordPress, type WordPressServer } from './server.mjs';
import { databaseErrors, startVariant, variantPortOffset } from './test-variant';
import { postSignIn } from './test-sign-in';

const PORT = (Number(process.env.WORDPRESS_TEST_PORT) || 9480) + 51 + variantPortOffset();
const PLUGIN = 'agency-site/agency-site';
let wp: WordPressServer;
let beside: Awaited<ReturnType<typeof startVariant>>;
let work: string;
let siteDir: string;
let cookie = '';
let nonce = '';

/** Runs PHP inside this WordPress (plugins loaded as on any request) and returns what it returns. */
function wpEval<T>(body: string): T {
  const script = `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${PORT}';
$_SERVER['REQUEST_URI'] = '/';
require ${JSON.stringify(path.join(siteDir, 'wp-load.php'))};
echo "\\n" . wp_json_encode( ( function () { ${body} } )() );`;
  const r = spawnSync('php', ['-d', 'display_errors=stderr'], {
    input: script,
    cwd: siteDir,
    encoding: 'utf8',
  });
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0) throw new Error(`php failed (${r.status}): ${r.stderr.slice(-1500)}`);
  return JSON.parse(last) as T;
}

/** Signs the administrator in; the session cookie and a REST nonce, as wp-admin's scripts have. */
async function signIn() {
  const { adminUser, adminPassword } = JSON.parse(
    fs.readFileSync(path.join(wp.dataDir, 'private', 'credentials.json'), 'utf8'),
  ) as { adminUser: string; adminPassword: string };
  cookie = (await postSignIn(wp.url, adminUser, adminPassword)).cookie;
  expect(cookie).not.toBe('');
  const ajax = await fetch(`${wp.url}/wp-admin/admin-ajax.php?action=rest-nonce`, { headers: { cookie } });
  nonce = await ajax.text();
  expect(nonce).toMatch(/^[0-9a-f]{10}$/);
}

/** The REST API as the signed-in administrator, through ?rest_route= (plain permalinks have no /wp-json/). */
async function rest(route: string, init: RequestInit = {}) {
  const res = await fetch(`${wp.url}/?rest_route=${encodeURIComponent(route)}`, {
    ...init,
    headers: { cookie, 'x-wp-nonce': nonce, 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const setStatus = (status: 'active' | 'inactive') =>
  rest(`/wp/v2/plugins/${PLUGIN}`, { method: 'POST', body: JSON.stringify({ status }) });

const pdf = () => {
  const bytes = Buffer.alloc(2000, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n').copy(bytes);
  Buffer.from('%%EOF\n').copy(bytes, 1994);
  return new Uint8Array(bytes);
};

/** The website's account and its application password, as Settings → Connect the website issues them. */
let account: { login: string; password: string };
const asWebsite = () => `Basic ${Buffer.from(`${account.login}:${account.password}`).toString('base64')}`;

const resumes = () =>
  fs.existsSync(path.join(wp.dataDir, 'private', 'applications'))
    ? fs.readdirSync(path.join(wp.dataDir, 'private', 'applications')).filter((f) => f.endsWith('.pdf'))
    : [];

const counts = () =>
  wpEval<Record<string, number>>(`
    global $wpdb;
    $out = array();
    foreach ( array( 'job_application', 'contact_message', 'careers', 'post' ) as $type ) {
      $out[ $type ] = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('auto-draft','trash')", $type ) );
    }
    return $out;`);

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-plugin-'));
  beside = await startVariant();
  wp = await startWordPress({
    port: PORT,
    dataDir: path.join(work, 'wordpress'),
    bare: true,
    log: () => {},
    ...beside.options,
  });
  console.log(`plugin zip on ${beside.describe(wp)}`);
  siteDir = path.join(wp.dataDir, 'site');
  await signIn();
  const { file } = buildPluginZip({ outDir: work });
  const plugins = path.join(siteDir, 'wp-content', 'plugins');
  for (const [name, data] of Object.entries(unzipSync(fs.readFileSync(file)))) {
    fs.mkdirSync(path.dirname(path.join(plugins, name)), { recursive: true });
    if (!name.endsWith('/')) fs.writeFileSync(path.join(plugins, name), data);
  }
});

afterAll(async () => {
  await wp?.stop();
  await beside?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the plugin zip on a WordPress that has never seen it', () => {
  it('before activation: plain permalinks, nothing of ours, and the zip leaves the test routes out', async () => {
    expect(wpEval<string>(`return get_option( 'permalink_structure' );`)).toBe('');
    expect((await rest('/agency/v1/health')).status).toBe(404);
    const listed = await rest(`/wp/v2/plugins/${PLUGIN}`);
    expect(listed.body).toMatchObject({ status: 'inactive', name: 'Agency Site', version: '1.0.0' });
    expect(String((listed.body.description as { raw: string }).raw)).toContain(
      'Deleting the plugin permanently deletes job applications with their résumés',
    );
    expect(fs.existsSync(path.join(siteDir, 'wp-content/plugins/agency-site/agency/testing.php'))).toBe(
      false,
    );
    expect(fs.existsSync(path.join(siteDir, 'wp-content/plugins/agency-site/uninstall.php'))).toBe(true);
  });

  it('activation creates the roles, pretty permalinks with our types, the résumé folder and a secret', async () => {
    expect((await setStatus('active')).body).toMatchObject({ status: 'active' });
    // The rewrite rules are rebuilt on the request after activation (our types register on init).
    const health = await fetch(`${wp.url}/wp-json/agency/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ seeded: false });
    const state = wpEval<{
      permalinks: string;
      roles: string[];
      adminSubmits: boolean;
      secret: string;
      careerRule: boolean;
    }>(`
      return array(
        'permalinks'   => get_option( 'permalink_structure' ),
        'roles'        => array_keys( wp_roles()->get_names() ),
        'adminSubmits' => get_role( 'administrator' )->has_cap( 'agency_submit_forms' ),
        'secret'       => (string) get_option( 'agency_connect_secret' ),
        'careerRule'   => (bool) preg_grep( '/career/', array_values( (array) get_option( 'rewrite_rules' ) ) ),
      );`);
    expect(state.permalinks).toBe('/%postname%/');
    expect(state.roles).toEqual(expect.arrayContaining(['agency_site', 'agency_hr']));
    expect(state.adminSubmits).toBe(true);
    expect(state.secret).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(state.careerRule).toBe(true);
    const applications = path.join(wp.dataDir, 'private', 'applications');
    expect(fs.readFileSync(path.join(applications, '.htaccess'), 'utf8')).toContain('Require all denied');
  });

  it("the Connect screen takes the website's address only as https (http for this machine), host alone", () => {
    const cases = {
      'https://www.example.com': 'https://www.example.com',
      'https://WWW.Example.com/': 'https://www.example.com',
      'https://www.example.com:8443': 'https://www.example.com:8443',
      'http://localhost:3000': 'http://localhost:3000',
      'http://127.0.0.1:3000/': 'http://127.0.0.1:3000',
      'http://www.example.com': 'scheme',
      'ftp://www.example.com': 'scheme',
      'https://www.example.com/blog': 'path',
      'https://www.example.com/?x=1': 'path',
      'https://user:pass@www.example.com': 'path',
      'www.example.com': 'invalid',
      '': 'empty',
    };
    const checked = wpEval<Record<string, string>>(`
      $out = array();
      foreach ( ${JSON.stringify(Object.keys(cases)).replace(/^\[/, 'array(').replace(/\]$/, ')')} as $typed ) {
        $r = agency_connect_validate_address( $typed );
        $out[ $typed ] = is_wp_error( $r ) ? $r->get_error_code() : $r;
      }
      return $out;`);
    expect(checked).toEqual(cases);
  });

  it('each answer of the website to the test gets its own message', () => {
    const judged = wpEval<Record<string, { ok: boolean; code: string; message: string }>>(`
      $answer = function ( $status, $body ) {
        return array( 'response' => array( 'code' => $status ), 'body' => is_string( $body ) ? $body : wp_json_encode( $body ), 'headers' => array() );
      };
      $site = function ( $state ) use ( $answer ) {
        return $answer( 200, array( 'pong' => true, 'wordpress' => array( 'state' => $state, 'url' => 'https://staging.example.com', 'account' => 'agency-site' ) ) );
      };
      $url = 'https://www.example.com/api/revalidate';
      return array(
        'ok'            => agency_connect_judge( $site( 'ok' ), $url ),
        'unreachable'   => agency_connect_judge( new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' ), $url ),
        'secret'        => agency_connect_judge( $answer( 401, array( 'error' => 'Invalid or missing revalidation secret.' ) ), $url ),
        'not the site'  => agency_connect_judge( $answer( 404, '<html>Not found</html>' ), $url ),
        'outdated'      => agency_connect_judge( $answer( 400, array( 'error' => 'Invalid type: Invalid option' ) ), $url ),
        'busy'          => agency_connect_judge( $answer( 429, array( 'error' => 'Too many connection tests' ) ), $url ),
        'no way back'   => agency_connect_judge( $site( 'unreachable' ), $url ),
        'refused'       => agency_connect_judge( $site( 'refused' ), $url ),
        'other'         => agency_connect_judge( $site( 'other' ), $url ),
        'cannot submit' => agency_connect_judge( $site( 'cannot-submit' ), $url ),
        'no settings'   => agency_connect_judge( $site( 'no-credentials' ), $url ),
      );`);
    const codes = Object.fromEntries(Object.entries(judged).map(([k, v]) => [k, v.ok ? 'ok' : v.code]));
    expect(codes).toEqual({
      ok: 'ok',
      unreachable: 'unreachable',
      secret: 'secret',
      'not the site': 'address',
      outdated: 'outdated',
      busy: 'busy',
      'no way back': 'site-to-wordpress',
      refused: 'credentials',
      other: 'other-wordpress',
      'cannot submit': 'rights',
      'no settings': 'credentials',
    });
    expect(judged['no way back']!.message).toContain(
      'could not reach WordPress at https://staging.example.com',
    );
    expect(judged.other!.message).toContain(`Set WORDPRESS_URL=${wp.url} in the website's settings`);
    expect(new Set(Object.values(judged).map((j) => j.message)).size).toBe(11);
  });

  it("the website's account made on the Connect screen reads and submits, and edits nothing", async () => {
    const issued = wpEval<{ login: string; password: string; roles: string[] }>(`
      $r = agency_connect_issue_account();
      if ( is_wp_error( $r ) ) { return array( 'error' => $r->get_error_message() ); }
      return array( 'login' => $r['user']->user_login, 'password' => $r['password'], 'roles' => $r['user']->roles );`);
    expect(issued.roles).toEqual(['agency_site']);
    account = issued;
    const headers = { authorization: asWebsite() };
    const read = await fetch(`${wp.url}/wp-json/wp/v2/posts?per_page=1`, { headers });
    expect(read.status).toBe(200);
    const write = await fetch(`${wp.url}/wp-json/wp/v2/posts`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Not allowed', status: 'draft' }),
    });
    expect(write.status).toBe(403);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      first_name: 'Asha',
      last_name: 'Patil',
      company_address: '5 Rajarampuri Lane',
      town: 'Kolhapur',
      state: 'Maharashtra',
      zip: '416008',
      email: 'asha.patil@example.com',
      phone: '+91 98220 12345',
      job_title: 'WordPress Developer',
      order_notes: 'Available from January.',
    }))
      form.append(key, value);
    form.append('file', new Blob([pdf()], { type: 'application/pdf' }), 'cv.pdf');
    const applied = await fetch(`${wp.url}/wp-json/hjb/v1/submit-job`, {
      method: 'POST',
      body: form,
      headers,
    });
    expect(applied.status).toBe(200);
    const contacted = await fetch(`${wp.url}/wp-json/agency/v1/contact`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi', email: 'ravi@example.com', message: 'Hello from the test.' }),
    });
    expect(contacted.status).toBe(201);
    const career = await rest('/wp/v2/careers', {
      method: 'POST',
      body: JSON.stringify({ title: 'Kept career', status: 'publish' }),
    });
    expect(career.status).toBe(201);
    wpEval(`update_option( 'agency_phone', '+91 231 000 0000' ); return true;`);
    expect(counts()).toMatchObject({ job_application: 1, contact_message: 1, careers: 1 });
    expect(resumes()).toHaveLength(1);
  });

  it('deactivation keeps the submissions, résumés, content, settings and account; activating again brings them back', async () => {
    const secret = wpEval<string>(`return get_option( 'agency_connect_secret' );`);
    expect((await setStatus('inactive')).body).toMatchObject({ status: 'inactive' });
    expect((await fetch(`${wp.url}/wp-json/agency/v1/health`)).status).toBe(404);
    expect(counts()).toMatchObject({ job_application: 1, contact_message: 1, careers: 1 });
    expect(resumes()).toHaveLength(1);
    expect(
      wpEval<unknown[]>(
        `return array( get_option( 'agency_connect_secret' ), (bool) get_user_by( 'login', '${account.login}' ), (bool) get_role( 'agency_site' ) );`,
      ),
    ).toEqual([secret, true, true]);

    expect((await setStatus('active')).body).toMatchObject({ status: 'active' });
    expect((await fetch(`${wp.url}/wp-json/agency/v1/health`)).status).toBe(200);
    const careers = await fetch(`${wp.url}/wp-json/wp/v2/careers`);
    expect(
      ((await careers.json()) as { title: { rendered: string } }[]).map((c) => c.title.rendered),
    ).toEqual(['Kept career']);
    const stillReads = await fetch(`${wp.url}/wp-json/agency/v1/connect/check`, {
      method: 'POST',
      headers: { authorization: asWebsite(), 'content-type': 'application/json' },
      body: JSON.stringify({ challenge: 'none' }),
    });
    expect(await stillReads.json()).toEqual({
      thisWordPress: false,
      account: account.login,
      canSubmit: true,
    });
    const stranger = await fetch(`${wp.url}/wp-json/agency/v1/connect/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge: 'none' }),
    });
    expect(stranger.status).toBe(401);
  });

  it('deleting the plugin removes the personal data, the account, roles and settings, and keeps the content', async () => {
    expect((await setStatus('inactive')).status).toBe(200);
    const deleted = await rest(`/wp/v2/plugins/${PLUGIN}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(fs.existsSync(path.join(siteDir, 'wp-content/plugins/agency-site'))).toBe(false);
    expect(counts()).toMatchObject({ job_application: 0, contact_message: 0, careers: 1 });
    expect(resumes()).toEqual([]);
    const left = wpEval<Record<string, unknown>>(`
      $agency_caps = array();
      foreach ( wp_roles()->role_objects as $role ) {
        foreach ( array_keys( $role->capabilities ) as $cap ) {
          if ( str_starts_with( $cap, 'agency_' ) ) { $agency_caps[] = $role->name . ':' . $cap; }
        }
      }
      return array(
        'account'    => (bool) get_user_by( 'login', '${account.login}' ),
        'roles'      => array_values( array_intersect( array( 'agency_site', 'agency_hr' ), array_keys( wp_roles()->get_names() ) ) ),
        'caps'       => $agency_caps,
        'secret'     => get_option( 'agency_connect_secret', null ),
        'phone'      => get_option( 'agency_phone', null ),
        'permalinks' => get_option( 'permalink_structure' ),
      );`);
    expect(left).toEqual({
      account: false,
      roles: [],
      caps: [],
      secret: null,
      phone: '+91 231 000 0000',
      permalinks: '/%postname%/',
    });
  });

  it('no query the plugin made was refused by the database', () => {
    expect(databaseErrors(wp)).toEqual([]);
  });
});
