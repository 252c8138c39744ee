/**
 * Integration tests of what WordPress does with a submission: idempotent receivers, the wp-admin
 * Inbox (lists, details, status, résumé download, CSV), notification mails through a real SMTP
 * server (and the Mail log without one), retention and the personal-data exporter and eraser.
 * Port: WORDPRESS_TEST_PORT + 11 (9491, plus the variant's offset: test-variant.ts); data in a fresh temp directory.
 * Runs on SQLite; submissions.mariadb.int.test.ts and submissions.newest.int.test.ts run the same cases on
 * MariaDB and on the newest WordPress (see test-variant.ts).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWordPress, type WordPressServer } from './server.mjs';
import { databaseErrors, startVariant, variantPortOffset } from './test-variant';
import { postSignIn } from './test-sign-in';
import { callCalendar } from '../src/calls/call-calendar';

const PORT = (Number(process.env.WORDPRESS_TEST_PORT) || 9480) + 11 + variantPortOffset();
const NOTIFY = 'hr@nexora.test';
/** The sign-in password of an account with the Editor role made by a test. */
const editorPassword = randomUUID();
const FROM = 'careers@nexora.test';

type Json = Record<string, unknown>;
interface Mail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  body: string;
}

let wp: WordPressServer;
let dataDir: string;
let beside: Awaited<ReturnType<typeof startVariant>>;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: Mail[] = [];
let cookie = '';

const ENV_NAMES = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_FROM',
  'AGENCY_NOTIFY_EMAIL',
  'AGENCY_RETENTION_DAYS',
  'WORDPRESS_TEST_HOOKS',
];
const savedEnv = Object.fromEntries(ENV_NAMES.map((n) => [n, process.env[n]]));

/** RFC 2047 encoded words (=?UTF-8?B|Q?...?=) decoded. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** A single-part text mail: headers (lower-case names, decoded) and the decoded body. */
function parseMail(raw: string): Pick<Mail, 'headers' | 'subject' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  else if (encoding === 'quoted-printable')
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  // 8bit: the raw bytes are UTF-8 (read as latin1 above).
  else body = Buffer.from(body, 'latin1').toString('utf8');
  return { headers, subject: headers.subject ?? '', body: body.replace(/\r\n/g, '\n') };
}

/** Waits until `count` mails have arrived; the first `count`. */
async function waitForMails(count: number, timeoutMs = 15_000) {
  const started = Date.now();
  while (mails.length < count) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`expected ${count} mails, got ${mails.length}: ${JSON.stringify(mails)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return mails.slice(0, count).map((m) => m ?? fail());
}

function fail(): never {
  throw new Error('missing value');
}

const siteAuth = () => `Basic ${Buffer.from(`${wp.user}:${wp.appPassword}`).toString('base64')}`;
const adminAuth = () => `Basic ${Buffer.from(`${wp.admin.user}:${wp.admin.appPassword}`).toString('base64')}`;
const credentials = () =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'private', 'credentials.json'), 'utf8')) as {
    adminUser: string;
    adminPassword: string;
  };

async function postJson(
  pathname: string,
  payload: unknown,
  { as = 'site', headers = {} }: { as?: 'site' | 'admin'; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${wp.url}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: as === 'site' ? siteAuth() : adminAuth(),
      ...headers,
    },
    body: JSON.stringify(payload),
  });
  return { res, body: (await res.json()) as Json };
}

const pdf = (size = 3000) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n').copy(bytes);
  for (let i = 60; i < size - 10; i++) bytes[i] = (i * 7) % 251; // not just spaces: byte-for-byte matters
  Buffer.from('%%EOF\n').copy(bytes, size - 6);
  return new Uint8Array(bytes);
};

const application = {
  first_name: 'Asha',
  last_name: 'Patil',
  company_address: '5 Rajarampuri Lane',
  town: 'Kolhapur',
  state: 'Maharashtra',
  country: 'India',
  zip: '416008',
  email: 'asha.patil@example.com',
  phone: '+91 98220 12345',
  job_title: 'WordPress Developer',
  profile_url: 'https://www.linkedin.com/in/asha-patil',
  order_notes: 'Available from January.\nPrefers <hybrid> work & mentoring.',
};

async function submitJob(
  fields: Record<string, string>,
  { headers = {}, file = pdf(), name = 'Asha Patil CV (2026).pdf' } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  const res = await fetch(`${wp.url}/wp-json/hjb/v1/submit-job`, {
    method: 'POST',
    body: form,
    headers: { authorization: siteAuth(), ...headers },
  });
  return { res, body: (await res.json()) as Json };
}

async function submissions(type: 'application' | 'contact' | 'newsletter') {
  const res = await fetch(`${wp.url}/wp-json/agency/v1/submissions?type=${type}`, {
    headers: { authorization: adminAuth() },
  });
  return ((await res.json()) as { items: Json[] }).items;
}

const storedResumes = () =>
  fs.readdirSync(path.join(dataDir, 'private', 'applications')).filter((f) => /\.(pdf|docx?)$/.test(f));

/** Signs in to wp-admin with a password; the session cookie, or '' when refused. */
const signIn = async (user: string, password: string) => (await postSignIn(wp.url, user, password)).cookie;

async function admin(pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${wp.url}/wp-admin/${pathname}`, {
    redirect: 'manual',
    ...init,
    headers: { cookie, ...(init.headers as Record<string, string> | undefined) },
  });
  return res;
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&#0?38;|&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");

/** The href of the first link whose URL contains `needle`. */
function link(html: string, needle: string) {
  const hit = [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => unescapeHtml(m[1] ?? ''))
    .find((h) => h.includes(needle));
  if (!hit) throw new Error(`no link containing ${needle}`);
  return hit;
}

async function start() {
  wp = await startWordPress({ port: PORT, dataDir, log: () => {}, ...beside.options });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'mail-secret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as net.AddressInfo).port;

  for (const name of ENV_NAMES) delete process.env[name];
  process.env.WORDPRESS_TEST_HOOKS = '1';
  process.env.AGENCY_RETENTION_DAYS = '30';
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-wp-submissions-'));
  beside = await startVariant();
  await start(); // first without SMTP settings
  console.info(beside.describe(wp));
}, 600_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await wp?.stop();
  await beside?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('without SMTP settings', () => {
  it("signs the administrator in with the password in credentials.json, never Playground's 'password'", async () => {
    const { adminUser, adminPassword } = credentials();
    expect(adminPassword).toMatch(/^[A-Za-z0-9]{20,}$/);
    expect(await signIn(adminUser, 'password')).toBe('');
    cookie = await signIn(adminUser, adminPassword);
    expect(cookie).not.toBe('');
  });

  it('keeps every mail in the Mail log instead of sending it', async () => {
    const { res } = await postJson('/wp-json/agency/v1/contact', {
      name: 'Log Only',
      email: 'log.only@example.com',
      message: 'Nobody should be mailed.',
    });
    expect(res.status).toBe(201);
    let html = '';
    for (let i = 0; i < 50 && !html.includes('New contact message from Log Only'); i++) {
      html = await (await admin('admin.php?page=agency-mail-log')).text();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(html).toContain('No SMTP server is configured');
    expect(html).toContain('New contact message from Log Only');
    expect(html).toContain('admin@example.com'); // no AGENCY_NOTIFY_EMAIL: the site's admin e-mail
    const view = await (
      await admin(link(html, 'page=agency-mail-log&action=view').replace(/^.*wp-admin\//, ''))
    ).text();
    expect(view).toContain('Nobody should be mailed.');
    expect(view).toContain('kept');
    expect(mails).toHaveLength(0);
  });

  it("restarts with SMTP settings from the environment, the admin's password reset from credentials.json", async () => {
    // What WordPress Playground's own install leaves: the administrator's password is 'password'.
    const me = await fetch(`${wp.url}/wp-json/wp/v2/users/me`, { headers: { authorization: adminAuth() } });
    const adminId = ((await me.json()) as { id: number }).id;
    const changed = await postJson(
      `/wp-json/wp/v2/users/${adminId}`,
      { password: 'password' },
      { as: 'admin' },
    );
    expect(changed.res.status).toBe(200);
    expect(await signIn(credentials().adminUser, 'password')).not.toBe('');
    await wp.stop();
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'mail-secret',
      SMTP_FROM: `Nexora Careers <${FROM}>`,
      AGENCY_NOTIFY_EMAIL: NOTIFY,
    });
    await start();
    expect(await signIn(credentials().adminUser, 'password')).toBe('');
    cookie = await signIn(credentials().adminUser, credentials().adminPassword);
    expect(cookie).not.toBe('');
  }, 120_000);
});

describe('with SMTP settings', () => {
  let applicationId = 0;

  it('stores an application once per idempotency key, with zip and notes, and mails the agency and the applicant', async () => {
    const key = randomUUID();
    const first = await submitJob({ ...application, idempotency_key: key });
    expect(first.res.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, id: expect.any(Number) });
    applicationId = first.body.id as number;

    const again = await submitJob(
      { ...application, first_name: 'Changed' },
      { headers: { 'Idempotency-Key': key } },
    );
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const stored = (await submissions('application')).filter((a) => a.email === application.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: applicationId,
      first_name: 'Asha',
      country: 'India',
      zip: '416008',
      profile_url: application.profile_url,
      order_notes: application.order_notes,
    });
    expect(storedResumes()).toHaveLength(1);

    const [toAgency = fail(), toApplicant = fail()] = await waitForMails(2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails).toHaveLength(2); // the repeat sent nothing

    const adminLink = `${wp.url}/wp-admin/admin.php?page=agency-applications&action=view&id=${applicationId}`;
    expect(toAgency.to).toEqual([NOTIFY]);
    expect(toAgency.from).toBe(FROM);
    expect(toAgency.headers.from).toContain('Nexora Careers');
    expect(toAgency.subject).toBe('New application: Asha Patil — WordPress Developer');
    expect(toAgency.headers['reply-to']).toContain(application.email);
    expect(toAgency.headers['content-type']).toMatch(/^text\/plain/); // no attachment
    for (const text of [
      'Job: WordPress Developer',
      `E-mail: ${application.email}`,
      'Phone: +91 98220 12345',
      'City: Kolhapur',
      'PIN code: 416008',
      'LinkedIn or portfolio: https://www.linkedin.com/in/asha-patil',
      'Prefers <hybrid> work & mentoring.',
      adminLink,
    ])
      expect(toAgency.body).toContain(text);
    expect(toAgency.body).not.toMatch(/Asha.Patil.CV/);
    expect(toAgency.body).not.toMatch(/\.pdf|applications\//);

    expect(toApplicant.to).toEqual([application.email]);
    expect(toApplicant.headers.to).toContain('Asha Patil');
    expect(toApplicant.subject).toBe('We received your application for WordPress Developer');
    expect(toApplicant.body).toContain('Dear Asha,');
    expect(toApplicant.body).toContain(
      'Thank you for your application for WordPress Developer at Nexora Infotech.',
    );
    // The careers page promises an answer either way; the confirmation must not say otherwise.
    expect(toApplicant.body).toContain('you will hear from us within five working days either way');
    expect(toApplicant.body).not.toMatch(/if your profile matches/);
    expect(toApplicant.headers['reply-to']).toContain(NOTIFY);
  });

  it('mails the agency once per contact message, whatever the repeats', async () => {
    mails.length = 0;
    const key = randomUUID();
    const message = {
      name: 'Ravi Deshmukh',
      email: 'ravi@example.com',
      phone: '020 1234 5678',
      message: 'Need a shop.\nBudget 5L.',
      pageUri: '/contact',
      pageName: 'Contact',
    };
    // Two at once: one stores, the other waits for it (409) or repeats its answer.
    const both = await Promise.all([
      postJson('/wp-json/agency/v1/contact', message, { headers: { 'Idempotency-Key': key } }),
      postJson('/wp-json/agency/v1/contact', { ...message, idempotency_key: key }),
    ]);
    for (const { res } of both) expect([201, 409]).toContain(res.status);
    const stored = both.find((r) => r.res.status === 201);
    expect(stored?.body).toMatchObject({ success: true, id: expect.any(Number) });
    const busy = both.find((r) => r.res.status === 409);
    if (busy) {
      expect(busy.res.headers.get('retry-after')).toBe('2');
      expect(busy.body.code).toBe('idempotency_in_progress');
    }
    const later = await postJson('/wp-json/agency/v1/contact', message, {
      headers: { 'Idempotency-Key': key },
    });
    expect(later.res.status).toBe(201);
    expect(later.body).toEqual(stored?.body);
    expect((await submissions('contact')).filter((c) => c.email === 'ravi@example.com')).toHaveLength(1);

    const [mail = fail()] = await waitForMails(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mails).toHaveLength(1);
    expect(mail.to).toEqual([NOTIFY]);
    expect(mail.subject).toBe('New contact message from Ravi Deshmukh');
    expect(mail.headers['reply-to']).toContain('ravi@example.com');
    expect(mail.body).toContain('Need a shop.\nBudget 5L.');
    expect(mail.body).toContain('Phone: 020 1234 5678');
    expect(mail.body).toContain(`page=agency-messages&action=view&id=${stored?.body.id as number}`);
  });

  it('answers a repeated newsletter sign-up with its first answer, and refuses malformed keys and fields', async () => {
    const key = randomUUID();
    const first = await postJson('/wp-json/agency/v1/newsletter', {
      email: 'News@Example.com',
      idempotency_key: key,
    });
    // No id: a new sign-up and a repeat address answer alike, so nobody learns who subscribed.
    expect(first.body).toEqual({ result: 'success', msg: expect.any(String) });
    const again = await postJson('/wp-json/agency/v1/newsletter', {
      email: 'news@example.com',
      idempotency_key: key,
    });
    expect(again.body).toEqual(first.body);
    const plain = await postJson('/wp-json/agency/v1/newsletter', { email: 'news@example.com' });
    expect(plain.body).toEqual(first.body); // without a key: judged again, nothing stored, the same answer
    expect((await submissions('newsletter')).filter((n) => n.email === 'news@example.com')).toHaveLength(1);

    const bad = await postJson(
      '/wp-json/agency/v1/newsletter',
      { email: 'x@example.com' },
      { headers: { 'Idempotency-Key': 'short' } },
    );
    expect(bad.res.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_idempotency_key', data: { field: 'idempotency_key' } });
    const zip = await submitJob({ ...application, zip: '41-60' });
    expect(zip.res.status).toBe(400);
    expect(zip.body).toMatchObject({ code: 'invalid_zip', data: { field: 'zip' } });
    // In India a PIN code has six digits; elsewhere a postcode is not held to that.
    const pin = await submitJob({ ...application, zip: '4160' });
    expect(pin.body).toMatchObject({ code: 'invalid_zip', message: 'A PIN code has 6 digits, e.g. 416003.' });
    const postcode = await submitJob({ ...application, country: 'United Kingdom', zip: 'SW1A 1AA!' });
    expect(postcode.body).toMatchObject({ code: 'invalid_zip', data: { field: 'zip' } });
    const link = await submitJob({ ...application, profile_url: 'javascript:alert(1)' });
    expect(link.res.status).toBe(400);
    expect(link.body).toMatchObject({ code: 'invalid_profile_url', data: { field: 'profile_url' } });
    const notes = await submitJob({ ...application, order_notes: 'n'.repeat(2001) });
    expect(notes.res.status).toBe(400);
    expect(notes.body).toMatchObject({ data: { field: 'order_notes' } });
  });

  it('lets administrators and HR read applications and messages, not editors, not the site account', async () => {
    const caps = async (query: string) => {
      const res = await fetch(`${wp.url}/wp-json/wp/v2/users?context=edit&${query}`, {
        headers: { authorization: adminAuth() },
      });
      return ((await res.json()) as { capabilities: Record<string, boolean> }[])[0]?.capabilities ?? fail();
    };
    const site = await caps('search=agency-site');
    expect(site.agency_submit_forms).toBe(true); // that account, found
    expect(site).not.toHaveProperty('agency_read_applications');
    expect(site).not.toHaveProperty('agency_read_messages');
    const admin = await caps(`search=${wp.admin.user}`);
    expect(admin).toMatchObject({ agency_read_applications: true, agency_read_messages: true });
    expect(admin).not.toHaveProperty('agency_review_submissions'); // the old single capability is gone
    expect(await caps(`search=${wp.hr.user}`)).toMatchObject({
      agency_hr: true,
      agency_read_applications: true,
      agency_read_messages: true,
    });
    const editor = await postJson(
      '/wp-json/wp/v2/users',
      { username: 'hr-editor', email: 'hr-editor@example.com', password: editorPassword, roles: ['editor'] },
      { as: 'admin' },
    );
    expect(editor.res.status).toBe(201);
    const editorCaps = await caps('search=hr-editor');
    expect(editorCaps.edit_others_posts).toBe(true); // that account, found
    for (const cap of ['agency_read_applications', 'agency_read_messages', 'agency_review_submissions'])
      expect(editorCaps).not.toHaveProperty(cap);
  });

  it('lists applications in wp-admin, shows every field, changes and filters by status, exports CSV', async () => {
    expect(
      (await fetch(`${wp.url}/wp-admin/admin.php?page=agency-applications`, { redirect: 'manual' })).status,
    ).toBe(302);
    const list = await (await admin('admin.php?page=agency-applications')).text();
    for (const text of [
      'Asha Patil',
      'WordPress Developer',
      application.email,
      '+91 98220 12345',
      'Kolhapur',
      'New',
    ])
      expect(list).toContain(text);

    const detail = await (
      await admin(`admin.php?page=agency-applications&action=view&id=${applicationId}`)
    ).text();
    for (const text of [
      '5 Rajarampuri Lane',
      'Maharashtra',
      '416008',
      'Prefers &lt;hybrid&gt; work &amp; mentoring.',
      'Asha-Patil-CV-2026.pdf',
    ])
      expect(detail).toContain(text);
    expect(detail).not.toContain('<hybrid>');

    // Status: the detail screen's form, then the list's filter.
    const form = /<form method="post"[\s\S]*?<\/form>/.exec(detail)?.[0] ?? '';
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(form)?.[1] ?? '';
    const saved = await admin('admin-post.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'agency_inbox_status',
        id: String(applicationId),
        status: 'shortlisted',
        _wpnonce: field('_wpnonce'),
      }),
    });
    expect(saved.status).toBe(302);
    const shortlisted = await (await admin('admin.php?page=agency-applications&status=shortlisted')).text();
    expect(shortlisted).toContain('Asha Patil');
    expect(shortlisted).toMatch(/Shortlisted <span class="count">\(1\)<\/span>/);
    expect(await (await admin('admin.php?page=agency-applications&status=new')).text()).not.toContain(
      'Asha Patil',
    );
    const forged = await admin('admin-post.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'agency_inbox_status',
        id: String(applicationId),
        status: 'rejected',
        _wpnonce: 'forged',
      }),
    });
    expect(forged.status).toBe(403);

    // Bulk: the list's own form (nonce and referer) marks the application rejected.
    const bulkNonce = /name="_wpnonce" value="([^"]+)"/.exec(shortlisted)?.[1] ?? fail();
    const bulk = await admin(
      `admin.php?${new URLSearchParams({ page: 'agency-applications', action: 'mark_rejected', 'ids[]': String(applicationId), _wpnonce: bulkNonce, _wp_http_referer: '/wp-admin/admin.php?page=agency-applications&status=shortlisted' })}`,
    );
    expect(bulk.status).toBe(302);
    const rejected = await (await admin('admin.php?page=agency-applications&status=rejected')).text();
    expect(rejected).toContain('Asha Patil');
    expect(await (await admin('admin.php?page=agency-applications&status=shortlisted')).text()).not.toContain(
      'Asha Patil',
    );

    const csvRes = await admin(link(list, 'action=agency_inbox_export').replace(/^.*wp-admin\//, ''));
    expect(csvRes.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csvRes.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await csvRes.text();
    // Columns and status named as the screens name them.
    expect(csv).toContain(
      'ID,Received,"First name","Last name",Job,E-mail,Phone,"LinkedIn or portfolio",Address,City,State,Country,"PIN code","Applicant’s notes",Status,Résumé',
    );
    expect(csv).toContain(`${applicationId},`);
    expect(csv).toContain(
      '416008,"Available from January.\nPrefers <hybrid> work & mentoring.",Rejected,Asha-Patil-CV-2026.pdf',
    );
  });

  it('keeps internal notes and a history of who changed the status and downloaded the résumé', async () => {
    const detail = await (
      await admin(`admin.php?page=agency-applications&action=view&id=${applicationId}`)
    ).text();
    const form = /<form method="post"[\s\S]*?<\/form>/.exec(detail)?.[0] ?? '';
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1] ?? fail();
    const note = 'Called her: <available> from January & happy to relocate.';
    const saved = await admin('admin-post.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'agency_inbox_status',
        id: String(applicationId),
        status: 'shortlisted',
        note,
        _wpnonce: nonce,
      }),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toMatch(/changed=shortlisted&noted=1$/);
    const resume = await admin(link(detail, 'action=agency_resume').replace(/^.*wp-admin\//, ''));
    expect(resume.status).toBe(200);

    const after = await (
      await admin(`admin.php?page=agency-applications&action=view&id=${applicationId}`)
    ).text();
    expect(after).toContain('Called her: &lt;available&gt; from January &amp; happy to relocate.');
    for (const event of [
      'Opened for the first time',
      'Status changed from New to Shortlisted', // the detail form
      'Status changed from Shortlisted to Rejected', // the bulk action
      'Status changed from Rejected to Shortlisted',
      'Résumé downloaded',
    ])
      expect(after).toContain(event);
    // Opened, so the menu no longer counts it unread (it is the only application so far).
    expect(after).not.toMatch(/Applications <span class="awaiting-mod/);
  });

  it("refuses an editor the Inbox's screens, exports and résumés, and lets HR in", async () => {
    const list = await (await admin('admin.php?page=agency-applications')).text();
    const exportHref = link(list, 'action=agency_inbox_export');
    const resumeHref = link(list, 'action=agency_resume');
    const editorCookie = await signIn('hr-editor', editorPassword);
    expect(editorCookie).not.toBe('');
    const asEditor = (href: string) =>
      fetch(href.startsWith('http') ? href : `${wp.url}/wp-admin/${href}`, {
        redirect: 'manual',
        headers: { cookie: editorCookie },
      });
    const dashboard = await (await asEditor('index.php')).text();
    expect(dashboard).toContain('id="menu-posts"');
    expect(dashboard).not.toContain('page=agency-applications');
    for (const screen of ['admin.php?page=agency-applications', 'admin.php?page=agency-messages'])
      expect((await asEditor(screen)).status, screen).toBe(403);
    for (const href of [exportHref, resumeHref]) {
      const res = await asEditor(href);
      expect(res.status, href).toBe(403);
      const body = await res.text();
      expect(body).toContain('Sorry, you are not allowed to read job applications.');
      expect(body).not.toContain('Asha');
    }
    const users = await fetch(`${wp.url}/wp-json/wp/v2/users?search=hr-editor`, {
      headers: { authorization: adminAuth() },
    });
    const editorId = ((await users.json()) as { id: number }[])[0]?.id ?? fail();
    const app = await postJson(
      `/wp-json/wp/v2/users/${editorId}/application-passwords`,
      { name: 'test' },
      { as: 'admin' },
    );
    const editorRest = await fetch(`${wp.url}/wp-json/agency/v1/submissions?type=application`, {
      headers: {
        authorization: `Basic ${Buffer.from(`hr-editor:${app.body.password as string}`).toString('base64')}`,
      },
    });
    expect(editorRest.status).toBe(403);

    // HR signs in and lands on the applications.
    const landing = await fetch(`${wp.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
      },
      body: new URLSearchParams({ log: wp.hr.user, pwd: wp.hr.password, testcookie: '1' }),
    });
    expect(landing.headers.get('location')).toBe(`${wp.url}/wp-admin/admin.php?page=agency-applications`);
    const hrCookie = landing.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .join('; ');
    const hrList = await fetch(`${wp.url}/wp-admin/admin.php?page=agency-applications`, {
      headers: { cookie: hrCookie },
    });
    expect(hrList.status).toBe(200);
    expect(await hrList.text()).toContain('Asha Patil');
  });

  it('never downloads a résumé under the name or type the applicant chose, nor shows their control characters', async () => {
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
    const disguised = [
      { name: 'resume.html', expected: 'Kiran-Rao-WordPress-Developer.pdf' },
      { name: 'cv\u202Efdp.exe', expected: 'Kiran-Rao-WordPress-Developer.pdf' },
    ];
    for (const { name, expected } of disguised) {
      const sent = await submitJob(
        { ...application, first_name: 'Kiran\u202E', last_name: 'Rao\u2066', email: '' },
        { file: new Uint8Array(html), name },
      );
      expect(sent.res.status).toBe(200);
      const id = sent.body.id as number;
      const detail = await (await admin(`admin.php?page=agency-applications&action=view&id=${id}`)).text();
      expect(detail).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      const res = await admin(link(detail, 'action=agency_resume').replace(/^.*wp-admin\//, ''));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${expected}"; filename*=UTF-8''${expected}`,
      );
    }
    const list = await (await admin('admin.php?page=agency-applications')).text();
    expect(list).toContain('Kiran Rao');
    const csv = await (
      await admin(link(list, 'action=agency_inbox_export').replace(/^.*wp-admin\//, ''))
    ).text();
    expect(csv).toContain('Kiran');
    expect(csv).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('downloads the résumé byte for byte, only with a valid nonce and a signed-in editor', async () => {
    const detail = await (
      await admin(`admin.php?page=agency-applications&action=view&id=${applicationId}`)
    ).text();
    const href = link(detail, 'action=agency_resume');
    expect(href).toContain('_wpnonce=');
    const res = await admin(href.replace(/^.*wp-admin\//, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Under the applicant's and the job's name and the type its content was found to be.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Asha-Patil-WordPress-Developer.pdf"; filename*=UTF-8''Asha-Patil-WordPress-Developer.pdf`,
    );
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(pdf()))).toBe(true);

    const noNonce = await admin(`admin-post.php?action=agency_resume&id=${applicationId}`);
    expect(noNonce.status).toBe(403);
    const signedOut = await fetch(href, { redirect: 'manual' });
    expect(signedOut.status).not.toBe(200);
    const bytes = Buffer.from(await signedOut.arrayBuffer());
    expect(bytes.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('lists contact messages and newsletter sign-ups with details and CSV', async () => {
    const list = await (await admin('admin.php?page=agency-messages')).text();
    expect(list).toContain('Ravi Deshmukh');
    const detail = await (
      await admin(link(list, 'page=agency-messages&action=view').replace(/^.*wp-admin\//, ''))
    ).text();
    for (const text of [
      'ravi@example.com',
      '020 1234 5678',
      'Need a shop.\nBudget 5L.',
      '/contact',
      'Contact',
    ])
      expect(detail).toContain(text);
    const csv = await (
      await admin(link(list, 'action=agency_inbox_export').replace(/^.*wp-admin\//, ''))
    ).text();
    // The lead questions (project type, budget range) are optional, and a message is no call request:
    // empty columns.
    expect(csv).toContain(
      'ID,Received,Name,E-mail,"Call requested",Phone,"Project type","Budget range",Message,"Page name","Page address",Status',
    );
    expect(csv).toContain(
      '"Ravi Deshmukh",ravi@example.com,,"020 1234 5678",,,"Need a shop.\nBudget 5L.",Contact,/contact',
    );
    expect(detail).not.toContain('Call requested');

    const news = await (await admin('admin.php?page=agency-newsletter')).text();
    expect(news).toContain('news@example.com');
    const newsCsv = await (
      await admin(link(news, 'action=agency_inbox_export').replace(/^.*wp-admin\//, ''))
    ).text();
    expect(newsCsv).toMatch(/ID,"Signed up",E-mail\r?\n[\s\S]*news@example\.com/);
  });

  it('deletes applications (with their résumés) and messages older than the retention period on the daily check', async () => {
    const old = await submitJob({ ...application, email: 'old.applicant@example.com' }, { name: 'old.pdf' });
    const fresh = await submitJob(
      { ...application, email: 'fresh.applicant@example.com' },
      { name: 'fresh.pdf' },
    );
    const oldMessage = await postJson('/wp-json/agency/v1/contact', {
      name: 'Old',
      email: 'old.msg@example.com',
      message: 'Old.',
    });
    const resumesBefore = storedResumes();
    for (const id of [old.body.id, oldMessage.body.id]) {
      const { res } = await postJson('/wp-json/agency/v1/test/backdate', { id, days: 31 }, { as: 'admin' });
      expect(res.status).toBe(200);
    }
    await fetch(`${wp.url}/wp-json/agency/v1/health`); // the day's first request runs the check
    const apps = (await submissions('application')).map((a) => a.id);
    expect(apps).not.toContain(old.body.id);
    expect(apps).toContain(fresh.body.id);
    expect((await submissions('contact')).map((c) => c.id)).not.toContain(oldMessage.body.id);
    const resumesAfter = storedResumes();
    expect(resumesAfter).toHaveLength(resumesBefore.length - 1);
  });

  it("exports and erases a person's applications, messages and sign-ups by e-mail", async () => {
    const email = 'Erase.Me@Example.com';
    const app = await submitJob({ ...application, email, first_name: 'Erin' }, { name: 'erin.pdf' });
    const msg = await postJson('/wp-json/agency/v1/contact', {
      name: 'Erin',
      email: 'erase.me@example.com',
      message: 'Hello.',
    });
    await postJson('/wp-json/agency/v1/newsletter', { email });
    const resumes = storedResumes().length;
    const detail = await (
      await admin(`admin.php?page=agency-applications&action=view&id=${app.body.id as number}`)
    ).text();
    const noted = await admin('admin-post.php', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'agency_inbox_status',
        id: String(app.body.id),
        status: 'reviewed',
        note: 'Good portfolio; ask about notice period.',
        _wpnonce: /name="_wpnonce" value="([^"]+)"/.exec(detail)?.[1] ?? fail(),
      }),
    });
    expect(noted.status).toBe(302);

    const exported = await postJson(
      '/wp-json/agency/v1/test/privacy',
      { email: 'erase.me@example.com', op: 'export' },
      { as: 'admin' },
    );
    expect(exported.res.status).toBe(200);
    const items = (
      exported.body.pages as {
        data: { group_id: string; item_id: string; data: { name: string; value: string }[] }[];
      }[]
    ).flatMap((p) => p.data);
    const groups = items.map((i) => i.group_id);
    expect(groups).toEqual(
      expect.arrayContaining([
        'agency-job_application',
        'agency-contact_message',
        'agency-newsletter_signup',
      ]),
    );
    const appItem = items.find((i) => i.item_id === `job_application-${app.body.id as number}`);
    expect(appItem?.data).toEqual(
      expect.arrayContaining([
        { name: 'First name', value: 'Erin' },
        { name: 'PIN code', value: '416008' },
        { name: 'E-mail', value: email },
        { name: 'Status', value: 'Reviewed' },
        // The agency's notes and history about the person are part of what they get.
        {
          name: expect.stringMatching(/^Internal note \(.+, .+\)$/) as string,
          value: 'Good portfolio; ask about notice period.',
        },
        {
          name: expect.stringMatching(/^History \(.+, .+\)$/) as string,
          value: 'Status changed from New to Reviewed',
        },
      ]),
    );
    expect(items.some((i) => i.item_id === `contact_message-${msg.body.id as number}`)).toBe(true);

    const nobody = await postJson('/wp-json/agency/v1/test/privacy', {
      email: 'erase.me@example.com',
      op: 'erase',
    });
    expect(nobody.res.status).toBe(403); // the site's credential may not

    const erased = await postJson(
      '/wp-json/agency/v1/test/privacy',
      { email: 'ERASE.ME@example.com', op: 'erase' },
      { as: 'admin' },
    );
    expect((erased.body.pages as Json[])[0]).toMatchObject({
      items_removed: true,
      items_retained: false,
      done: true,
    });
    const match = (i: Json) => String(i.email).toLowerCase() === 'erase.me@example.com';
    expect((await submissions('application')).filter(match)).toHaveLength(0);
    expect((await submissions('contact')).filter(match)).toHaveLength(0);
    expect((await submissions('newsletter')).filter(match)).toHaveLength(0);
    expect(storedResumes()).toHaveLength(resumes - 1);
    const after = await postJson('/wp-json/agency/v1/test/privacy', { email, op: 'export' }, { as: 'admin' });
    expect((after.body.pages as { data: unknown[] }[])[0]?.data).toHaveLength(0);
  });

  it('mails a confirmation no text a stranger chose, and one address at most three a day', async () => {
    mails.length = 0;
    const target = `someone.else.${Date.now()}@example.com`;
    const spam = { first_name: 'Win a prize at spam.example', job_title: 'Buy now at http://spam.example' };
    for (let i = 0; i < 4; i++) {
      const sent = await submitJob(
        { ...application, ...spam, last_name: `Offer ${i}`, email: target },
        { name: `offer-${i}.pdf` },
      );
      expect(sent.res.status).toBe(200);
    }
    // Four notifications to the agency, which reads the application as sent.
    const arrived = await waitForMails(7);
    await new Promise((r) => setTimeout(r, 1500));
    const confirmations = mails.filter((m) => m.to.includes(target));
    expect(confirmations).toHaveLength(3);
    for (const mail of confirmations) {
      expect(mail.subject).toBe('We received your application for a position');
      expect(mail.body).toContain('Dear applicant,');
      expect(`${mail.headers.to} ${mail.subject} ${mail.body}`).not.toMatch(/spam|prize|Buy now|Offer/);
    }
    expect(arrived.filter((m) => m.to.includes(NOTIFY))).toHaveLength(4);
  });

  it('sends notifications to the recipients set in wp-admin and the confirmation in its wording, refusing addresses that are not', async () => {
    const settings = await (await admin('options-general.php?page=agency-inbox-settings')).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(settings)?.[1] ?? fail();
    // Administrators and HR keep reading both kinds while the recipients change.
    const access = [
      ['access_shown', '1'],
      ['access[agency_read_applications][]', 'administrator'],
      ['access[agency_read_applications][]', 'agency_hr'],
      ['access[agency_read_messages][]', 'administrator'],
      ['access[agency_read_messages][]', 'agency_hr'],
    ];
    const save = async (fields: Record<string, string> = {}) => {
      const res = await admin('admin-post.php', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams([
          ['action', 'agency_inbox_settings'],
          ['_wpnonce', nonce],
          ...access,
          ...Object.entries(fields),
        ]),
      });
      expect(res.status).toBe(302);
      return res.headers.get('location') ?? '';
    };
    try {
      expect(
        await save({
          agency_notify_applications: 'jobs@nexora.test, nope',
          agency_confirmation_subject: 'Hi {nme}',
        }),
      ).toMatch(/saved=partly$/);
      const refused = await (await admin('options-general.php?page=agency-inbox-settings')).text();
      expect(refused).toContain('Not an e-mail address: nope. The recipients were not changed.');
      expect(refused).toContain('Unknown placeholder {nme}');
      expect(refused).toContain('value="jobs@nexora.test, nope"'); // what was typed, to correct

      expect(
        await save({
          agency_notify_applications: 'jobs@nexora.test; lead@nexora.test',
          agency_notify_messages: 'hello@nexora.test',
          agency_confirmation_subject: 'Thanks, {first_name}: {job}',
          agency_confirmation_body:
            'Namaste {name},\r\nwe read {job} applications at {site} and reply either way.',
        }),
      ).toMatch(/saved=all$/);
      mails.length = 0;
      await submitJob(
        { ...application, first_name: 'Vikram', last_name: 'Rao', email: 'vikram@example.com' },
        { name: 'vikram.pdf' },
      );
      await postJson('/wp-json/agency/v1/contact', {
        name: 'Lead',
        email: 'lead.person@example.com',
        message: 'Hi.',
      });
      const sent = await waitForMails(3);
      const toAgency = sent.find((m) => m.subject.startsWith('New application')) ?? fail();
      expect(toAgency.to).toEqual(['jobs@nexora.test', 'lead@nexora.test']);
      const toApplicant = sent.find((m) => m.to.includes('vikram@example.com')) ?? fail();
      expect(toApplicant.subject).toBe('Thanks, Vikram: WordPress Developer');
      expect(toApplicant.body.trim()).toBe(
        'Namaste Vikram Rao,\nwe read WordPress Developer applications at Nexora Infotech and reply either way.',
      );
      expect(toApplicant.headers['reply-to']).toBe('jobs@nexora.test, lead@nexora.test');
      expect((sent.find((m) => m.subject.startsWith('New contact message')) ?? fail()).to).toEqual([
        'hello@nexora.test',
      ]);
    } finally {
      expect(await save()).toMatch(/saved=all$/); // empty fields: the defaults again
    }
  });
});

describe('call requests', () => {
  /** A call time the site could offer: on the half hour, `days` ahead. */
  const callTime = (days: number, extraHalfHours = 0) =>
    new Date((Math.ceil((Date.now() + days * 86_400_000) / 1_800_000) + extraHalfHours) * 1_800_000)
      .toISOString()
      .replace('.000Z', 'Z');
  const calendarFor = (start: string, ref = randomUUID()) =>
    callCalendar({
      ref,
      stamp: Date.now(),
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString().replace('.000Z', 'Z'),
      contact: { email: 'hello@nexora.test', phone: '+91 231 265 4400' },
      siteUrl: 'https://nexora.test',
    });
  const request = (start: string, fields: Record<string, string> = {}) => ({
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    topic: 'A booking app for our three clinics, Android first',
    call_start: start,
    call_zone: 'America/New_York',
    notice_version: '2026-11-27',
    pageUri: 'https://nexora.test/contact/call',
    pageName: 'Request a call',
    calendar: calendarFor(start),
    ...fields,
  });
  /** How a request keeps its start: a GMT date-time, as WordPress keeps a post's date. */
  const kept = (start: string) => start.replace('T', ' ').replace('Z', '');
  const taken = async () => {
    const res = await fetch(`${wp.url}/wp-json/agency/v1/call/taken`, {
      headers: { authorization: siteAuth() },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { taken: string[] }).taken;
  };
  /** The parts of a multipart mail: each one's headers and decoded text. */
  function parts(mail: Mail) {
    const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers['content-type'] ?? '')?.[1];
    if (!boundary) return [];
    return mail.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMail(part.replace(/^\n/, '').replace(/\n/g, '\r\n')));
  }

  it('stores a request as a contact message with its time, once per key, and gives the time to nobody else', async () => {
    mails.length = 0;
    const start = callTime(7);
    const key = randomUUID();
    const first = await postJson('/wp-json/agency/v1/call', request(start), {
      headers: { 'Idempotency-Key': key },
    });
    expect(first.res.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, id: expect.any(Number) });
    expect(await taken()).toContain(start);
    const stored = (await submissions('contact')).find((item) => item.id === first.body.id);
    expect(stored).toMatchObject({
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      message: 'A booking app for our three clinics, Android first',
      call_start: kept(start),
      call_zone: 'America/New_York',
      pageName: 'Request a call',
      notice_version: '2026-11-27',
    });

    // The outbox's retry of the same request: its first answer, nothing stored or mailed again.
    const again = await postJson('/wp-json/agency/v1/call', request(start), {
      headers: { 'Idempotency-Key': key },
    });
    expect(again.res.status).toBe(201);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    // Another visitor asking for the same time.
    const other = await postJson('/wp-json/agency/v1/call', request(start, { email: 'someone@example.com' }));
    expect(other.res.status).toBe(409);
    expect(other.body).toMatchObject({ code: 'call_time_taken', data: { field: 'call_start' } });
    expect((await submissions('contact')).filter((item) => item.call_start === kept(start))).toHaveLength(1);

    // Two visitors at once for one time: one gets it, the other a 409.
    const both = callTime(8);
    const racing = await Promise.all(
      ['asha@example.com', 'ravi@example.com'].map((email) =>
        postJson('/wp-json/agency/v1/call', request(both, { email }), {
          headers: { 'Idempotency-Key': randomUUID() },
        }),
      ),
    );
    expect(racing.map((r) => r.res.status).sort()).toEqual([201, 409]);
    expect((await submissions('contact')).filter((item) => item.call_start === kept(both))).toHaveLength(1);
    await waitForMails(4);
  });

  it('refuses a time in the past or not written as the site writes it, and what a message needs', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ call_start: callTime(-1) }, 'call_start'],
      [{ call_start: callTime(200) }, 'call_start'],
      [{ call_start: '2026-12-02T04:30:00.000Z' }, 'call_start'],
      [{ call_start: 'tomorrow at ten' }, 'call_start'],
      [{ topic: ' ' }, 'topic'],
      [{ topic: 'x'.repeat(201) }, 'topic'],
      [{ email: 'not-an-address' }, 'email'],
    ];
    for (const [fields, field] of cases) {
      const { res, body } = await postJson('/wp-json/agency/v1/call', request(callTime(9), fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((body.data as Json).field).toBe(field);
    }
    expect(await taken()).not.toContain(callTime(9));
    const anonymous = await fetch(`${wp.url}/wp-json/agency/v1/call/taken`);
    expect(anonymous.status).toBe(401);
  });

  it('mails the agency the time in IST and the visitor’s zone, and the visitor a confirmation with the calendar file', async () => {
    mails.length = 0;
    const start = callTime(10);
    const email = `call.${Date.now()}@example.com`;
    const { body } = await postJson('/wp-json/agency/v1/call', request(start, { email, name: 'Priya Nair' }));
    const sent = await waitForMails(2);
    const toAgency = sent.find((m) => m.to.includes(NOTIFY)) ?? fail();
    const ist = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(Date.parse(start))
      .replace(/^(\w+) (\d+ \w+),? /, '$1 $2, ');
    expect(toAgency.subject).toBe(`New call request from Priya Nair: ${ist} IST`);
    expect(toAgency.headers['reply-to']).toContain(email);
    expect(toAgency.body).toContain('Topic: A booking app for our three clinics, Android first');
    // (8-bit bodies are read as Latin-1 here: the apostrophe is matched by any character.)
    expect(toAgency.body).toMatch(/IST\n.+ America\/New_York \(the visitor.+s time\)/);
    expect(toAgency.body).toContain(`page=agency-messages&action=view&id=${body.id as number}`);

    const toVisitor = sent.find((m) => m.to.includes(email)) ?? fail();
    expect(toVisitor.subject).toMatch(/^Your call with Nexora Infotech on \w{3} \d{1,2} \w{3}$/);
    const [text, file] = parts(toVisitor);
    expect(text?.body).toContain('Dear Priya Nair,');
    expect(text?.body).toMatch(/your time \(America\/New_York\)\n.+ India Standard Time \(IST\)/);
    // Nothing the visitor typed but a name that reads as one.
    expect(`${toVisitor.subject} ${text?.body}`).not.toContain('clinics');
    expect(file?.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file?.headers['content-disposition']).toContain('nexora-infotech-call.ics');
    const dtstart = start.replace(/[-:]/g, '');
    expect(file?.body).toContain(`DTSTART:${dtstart}`);
    expect(file?.body).toMatch(/^BEGIN:VCALENDAR\n[\s\S]*END:VCALENDAR\n$/);

    // The Mail log names the attachment.
    const log = await (await admin(`admin.php?page=agency-mail-log&s=${encodeURIComponent(email)}`)).text();
    const view = await (
      await admin(link(log, 'page=agency-mail-log&action=view').replace(/^.*wp-admin\//, ''))
    ).text();
    expect(view).toMatch(/<th scope="row">Attachments<\/th><td>nexora-infotech-call\.ics<\/td>/);
  });

  it('shows a request in the Inbox with its time in IST and in the visitor’s zone', async () => {
    const list = await (
      await admin(`admin.php?page=agency-messages&s=${encodeURIComponent('three clinics')}`)
    ).text();
    expect(list).toMatch(/<td[^>]*>\w{3} \d{1,2} \w{3}, \d{2}:\d{2} IST<\/td>/);
    const detail = await (
      await admin(link(list, 'page=agency-messages&action=view').replace(/^.*wp-admin\//, ''))
    ).text();
    expect(detail).toContain('Call request from Priya Nair');
    expect(detail).toMatch(
      /<th scope="row">Call requested<\/th><td>\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}–\d{2}:\d{2} IST\n\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}–\d{2}:\d{2} America\/New_York \(the visitor’s time\)<\/td>/,
    );
    expect(detail).not.toContain('call_start');
  });
});

describe('text in any script', () => {
  // As visitors type them: Marathi, Tamil and Hindi, and a character beyond the Basic Multilingual
  // Plane (four bytes in UTF-8, which MySQL's three-byte utf8 would refuse or cut).
  const marathi = {
    first_name: 'अनन्या',
    last_name: 'देशपांडे',
    company_address: '१२, ताराबाई पार्क',
    town: 'कोल्हापूर',
    state: 'महाराष्ट्र',
    email: 'ananya.deshpande@example.com',
    order_notes: 'मराठी संदेश: पुढील महिन्यापासून उपलब्ध. 🙏',
  };
  const tamil = {
    name: 'தமிழ்செல்வி',
    email: 'tamilselvi@example.com',
    message: 'வணக்கம்! हिंदी संदेश: हमें एक नई वेबसाइट चाहिए।',
  };

  it('keeps Marathi, Tamil and Hindi names and messages byte for byte', async () => {
    cookie ||= await signIn(credentials().adminUser, credentials().adminPassword);
    const app = await submitJob({ ...application, ...marathi });
    expect(app.res.status).toBe(200);
    const msg = await postJson('/wp-json/agency/v1/contact', tamil);
    expect(msg.res.status).toBe(201);

    // What the personal-data export gives back, value for value.
    const exported = async (email: string, itemId: string) => {
      const { body } = await postJson(
        '/wp-json/agency/v1/test/privacy',
        { email, op: 'export' },
        { as: 'admin' },
      );
      const items = (body.pages as { data: { item_id: string; data: { value: string }[] }[] }[]).flatMap(
        (p) => p.data,
      );
      return (items.find((i) => i.item_id === itemId)?.data ?? []).map((d) => Buffer.from(d.value, 'utf8'));
    };
    const bytes = (values: object) => Object.values(values).map((v: string) => Buffer.from(v, 'utf8'));
    expect(await exported(marathi.email, `job_application-${app.body.id as number}`)).toEqual(
      expect.arrayContaining(bytes(marathi)),
    );
    expect(await exported(tamil.email, `contact_message-${msg.body.id as number}`)).toEqual(
      expect.arrayContaining(bytes(tamil)),
    );

    // The Inbox finds them by a word of the name and exports them as typed.
    const applications = await (
      await admin(`admin.php?page=agency-applications&s=${encodeURIComponent('देशपांडे')}`)
    ).text();
    expect(applications).toContain(`${marathi.first_name} ${marathi.last_name}`);
    expect(applications).not.toContain('Asha Patil');
    const messages = await (
      await admin(`admin.php?page=agency-messages&s=${encodeURIComponent('செல்வி')}`)
    ).text();
    expect(messages).toContain(tamil.name);
    const csv = await (
      await admin(link(messages, 'action=agency_inbox_export').replace(/^.*wp-admin\//, ''))
    ).text();
    for (const value of Object.values(tamil)) expect(csv).toContain(value);
  });
});

describe('plain text in mails', () => {
  it('writes "&" and apostrophes as typed in mails and the Mail log, though WordPress keeps names as HTML', async () => {
    cookie ||= await signIn(credentials().adminUser, credentials().adminPassword);
    // WordPress stores the site's name HTML-escaped ("Nexora &amp; Sons&#8217; Studio").
    const siteName = 'Nexora & Sons’ Studio';
    const siteTitle = async () =>
      (
        (await (
          await fetch(`${wp.url}/wp-json/wp/v2/settings`, { headers: { authorization: adminAuth() } })
        ).json()) as { title: string }
      ).title;
    const setSiteTitle = async (title: string) =>
      (await postJson('/wp-json/wp/v2/settings', { title }, { as: 'admin' })).res.status;
    const before = await siteTitle();
    expect(await setSiteTitle(siteName)).toBe(200);
    try {
      mails.length = 0;
      const applicant = {
        ...application,
        first_name: 'Zoë',
        last_name: "O'Brien",
        email: 'zoe.obrien@example.com',
        job_title: 'R&D Engineer',
        order_notes: 'Rust & Go <backend> — I’m keen.',
      };
      expect((await submitJob(applicant)).res.status).toBe(200);
      const [toAgency = fail(), toApplicant = fail()] = await waitForMails(2);
      expect(toAgency.subject).toBe("New application: Zoë O'Brien — R&D Engineer");
      expect(toAgency.body).toContain('Notes: Rust & Go <backend> — I’m keen.');
      expect(toApplicant.body).toContain(`at ${siteName}.`);
      for (const mail of [toAgency, toApplicant])
        expect(`${mail.subject}\n${mail.body}`).not.toMatch(/&(amp|#\d+|[a-z]+);/);

      // wp-admin's Mail log shows the same text (its page escapes it once, as HTML must).
      const log = await (await admin('admin.php?page=agency-mail-log')).text(); // newest first
      expect(unescapeHtml(log)).toContain("New application: Zoë O'Brien — R&D Engineer");
      const views = [
        ...new Set(
          [...log.matchAll(/href="([^"]*page=agency-mail-log&(?:amp;|#038;)action=view[^"]*)"/g)].map(
            ([, href]) => unescapeHtml(href ?? '').replace(/^.*wp-admin\//, ''),
          ),
        ),
      ].slice(0, 2);
      const texts = await Promise.all(
        views.map(async (view) => unescapeHtml(await (await admin(view)).text())),
      );
      expect(texts.join('\n')).toContain('Rust & Go <backend> — I’m keen.');
      expect(texts.join('\n')).toContain(`at ${siteName}.`);
    } finally {
      await setSiteTitle(before);
    }
  });
});

describe('the database', () => {
  it('tells idempotency keys apart that differ only in letter case', async () => {
    // MySQL compares text without regard to case (its usual collations); a key is what was sent.
    const key = `Case-${randomUUID()}`;
    const send = (idempotencyKey: string, message: string) =>
      postJson(
        '/wp-json/agency/v1/contact',
        { name: 'Case Test', email: 'case@example.com', message },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      );
    const first = await send(key, 'First.');
    const other = await send(key.toLowerCase(), 'Second.');
    expect([first.res.status, other.res.status]).toEqual([201, 201]);
    expect(other.res.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.id).not.toBe(first.body.id);
    const again = await send(key, 'First again.');
    expect([again.res.headers.get('idempotent-replayed'), again.body.id]).toEqual(['true', first.body.id]);
  });

  it('answered every query WordPress and the plugin made', () => {
    expect(databaseErrors(wp)).toEqual([]);
  });
});
