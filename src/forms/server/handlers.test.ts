// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetServerEnvForTests } from '@/src/config/env';
import { careers, formLimits } from '@/src/config/site';
import { callMessages } from '@/src/forms/call-messages';
import { formMessages } from '@/src/forms/messages';
import { handleApply } from './apply-handler';
import { handleCall } from './call-handler';
import { offeredSlots } from '@/src/calls/slots';
import { openingHoursFrom } from '@/src/config/opening-hours';
import { calls as callRules } from '@/src/config/calls';
import { openingHours } from '@/src/config/site';
import { handleContact } from './contact-handler';
import { resetRateLimitsForTests } from './guard';
import { handleNewsletter } from './newsletter-handler';
import { formOutbox } from './outbox';
import { NOTICE_VERSION } from '@/src/forms/privacy-notice';

// Kept submissions go to a folder of the test's own.
const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-handlers-'));
process.env.OUTBOX_DIR = outboxDir;
resetServerEnvForTests();
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
beforeEach(async () => {
  await formOutbox().settle();
  for (const name of readdirSync(outboxDir))
    rmSync(path.join(outboxDir, name), { recursive: true, force: true });
});
/** The outbox's worker, a minute on: what is due is attempted again. */
async function retryAMinuteLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
  try {
    await formOutbox().deliverDue();
  } finally {
    vi.useRealTimers();
  }
}
/** Submissions waiting in the outbox, by kind. */
const waiting = () =>
  readdirSync(outboxDir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(readFileSync(path.join(outboxDir, n), 'utf8')) as { kind: string; id: string });

/** Upstream calls, answered by the test. */
type Call = { url: string; init: RequestInit };
let calls: Call[];
let upstream: (call: Call) => Response;
let ip = 0;

beforeEach(() => {
  calls = [];
  upstream = () => Response.json({ success: true }, { status: 201 });
  vi.stubEnv('WORDPRESS_URL', 'http://wp.test');
  vi.stubEnv('WORDPRESS_USER', 'site');
  vi.stubEnv('WORDPRESS_APP_PASSWORD', 'app pass');
  resetServerEnvForTests();
  resetRateLimitsForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url: String(url), init };
      calls.push(call);
      return upstream(call);
    }),
  );
  ip++;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetServerEnvForTests();
});

const site = 'http://site.test';
function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${site}${path}`, {
    method: 'POST',
    body,
    headers: {
      host: 'site.test',
      origin: site,
      'x-forwarded-for': `10.0.0.${ip}`,
      accept: 'application/json',
      ...headers,
    },
  });
}
const json = (path: string, data: object, headers?: Record<string, string>) =>
  post(path, JSON.stringify(data), { 'content-type': 'application/json', ...headers });

const contact = { name: 'Asha Patil', email: 'asha@example.in', phone: '', message: 'Hello there' };

describe('abuse controls', () => {
  it('refuses another origin, a cross-site fetch, a wrong content type, a honeypot and oversized bodies with 4xx messages', async () => {
    const cases: [Request, number, string][] = [
      [json('/api/contact', contact, { origin: 'https://evil.example' }), 403, formMessages.wrongOrigin],
      [json('/api/contact', contact, { 'sec-fetch-site': 'cross-site' }), 403, formMessages.wrongOrigin],
      [post('/api/contact', 'name=x', { 'content-type': 'text/plain' }), 415, formMessages.wrongContentType],
      [json('/api/contact', { ...contact, website: 'http://spam' }), 400, formMessages.spam],
      [
        json('/api/contact', { ...contact, message: 'x'.repeat(formLimits.maxBodyBytes.contact) }),
        413,
        formMessages.tooLarge,
      ],
      [
        post('/api/contact', '{"name": ', { 'content-type': 'application/json' }),
        400,
        formMessages.malformed,
      ],
    ];
    for (const [request, status, message] of cases) {
      ip++;
      const response = await handleContact(request);
      expect([response.status, (await response.json()).message]).toEqual([status, message]);
    }
    expect(calls).toHaveLength(0);
  });

  it('rate-limits each address per form with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < formLimits.ratePerWindow + 1; i++)
      statuses.push((await handleContact(json('/api/contact', {}))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await handleContact(json('/api/contact', contact));
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).message).toBe(formMessages.rateLimited);
  });

  it('keeps counting when a client varies the X-Forwarded-For hops it sends itself', async () => {
    const statuses = [];
    for (let i = 0; i < formLimits.ratePerWindow + 1; i++) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${i}, 10.0.0.${ip}` };
      statuses.push((await handleContact(json('/api/contact', {}, spoofed))).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers a native (no-JS) form post with a readable page', async () => {
    const response = await handleContact(
      post('/api/contact', new URLSearchParams({ name: '', email: 'x', message: '' }), {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Please enter a valid email address.');
  });
});

describe('POST /api/contact', () => {
  it('delivers to the WordPress receiver with Basic auth when HubSpot is not configured', async () => {
    const response = await handleContact(json('/api/contact', contact));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: 'Message Sent Successfully!' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://wp.test/wp-json/agency/v1/contact');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('site:app pass').toString('base64')}`,
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ ...contact, pageName: 'Contact' });
  });

  it('answers a field WordPress refuses as a 400 naming that field, not a 502', async () => {
    upstream = () =>
      Response.json(
        { code: 'missing_name', message: 'Name is required.', data: { status: 400, field: 'name' } },
        { status: 400 },
      );
    const response = await handleContact(json('/api/contact', contact));
    expect([response.status, await response.json()]).toEqual([
      400,
      { ok: false, message: 'Name is required.', fields: { name: 'Name is required.' } },
    ]);
    expect(waiting()).toEqual([]);
    // WordPress busy (429) is no refusal of the message: it is kept for a retry, and the visitor is told it was sent.
    upstream = () => Response.json({ code: 'too_many_submissions', message: 'Busy' }, { status: 429 });
    ip++;
    const busy = await handleContact(json('/api/contact', contact));
    expect([busy.status, (await busy.json()).message]).toEqual([200, formMessages.contact.success]);
    const kept = waiting().filter((item) => item.kind === 'contact');
    expect(kept).toHaveLength(1);
    // The retry carries the same idempotency key, and a confirmed delivery empties the outbox.
    upstream = () => Response.json({ success: true, id: 7 }, { status: 201 });
    await retryAMinuteLater();
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys.at(-1)).toBe(kept[0]!.id);
    expect(keys.at(-2)).toBe(kept[0]!.id);
    expect(waiting()).toEqual([]);
  });

  it("keeps a message WordPress cannot take because it refuses the site's account (401, 403), and tells the visitor it was sent", async () => {
    for (const status of [401, 403]) {
      upstream = () => Response.json({ code: 'rest_forbidden', message: 'No.' }, { status });
      ip++;
      const response = await handleContact(json('/api/contact', contact));
      expect([response.status, (await response.json()).message]).toEqual([200, formMessages.contact.success]);
    }
    expect(waiting().filter((item) => item.kind === 'contact')).toHaveLength(2);
    upstream = () => Response.json({ success: true, id: 8 }, { status: 201 });
    await retryAMinuteLater();
    expect(waiting()).toEqual([]);
  });

  it('returns field errors for bad input without calling anyone', async () => {
    const response = await handleContact(json('/api/contact', { name: '', email: 'bad', message: '' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      message: 'Message is required.',
    });
    expect(calls).toHaveLength(0);
  });

  it('posts the HubSpot JSON with the hutk cookie, and reports an upstream failure as the spec error', async () => {
    vi.stubEnv('HUBSPOT_PORTAL_ID', '42');
    vi.stubEnv('HUBSPOT_FORM_ID', 'form-1');
    vi.stubEnv('HUBSPOT_API_URL', 'http://hubspot.test');
    resetServerEnvForTests();
    const ok = await handleContact(json('/api/contact', contact, { cookie: 'a=1; hubspotutk=hu-77' }));
    expect(ok.status).toBe(200);
    expect(calls[0]!.url).toBe('http://hubspot.test/submissions/v3/integration/submit/42/form-1');
    const sent = JSON.parse(String(calls[0]!.init.body));
    expect(sent.context).toEqual({
      hutk: 'hu-77',
      pageUri: expect.stringMatching(/\/contact$/),
      pageName: 'Contact',
    });
    expect(sent.fields[1]).toEqual({ objectTypeId: '0-1', name: 'firstname', value: 'Asha Patil' });

    // HubSpot down: the message is kept for a retry, the visitor is not told it failed.
    upstream = () => new Response('nope', { status: 500 });
    const failed = await handleContact(json('/api/contact', contact));
    expect([failed.status, (await failed.json()).message]).toEqual([200, formMessages.contact.success]);
    expect(waiting().filter((item) => item.kind === 'contact')).toHaveLength(1);
    upstream = () => Response.json({ inlineMessage: 'Thanks' });
    await retryAMinuteLater();
    expect(waiting()).toEqual([]);
    // A refusal of the message itself (HubSpot 400) is shown at once and not kept.
    upstream = () => Response.json({ status: 'error', message: 'Invalid email' }, { status: 400 });
    ip++;
    const refused = await handleContact(json('/api/contact', contact));
    expect([refused.status, (await refused.json()).message]).toEqual([502, formMessages.contact.error]);
    expect(waiting()).toEqual([]);
  });

  it('sends project type and budget range to HubSpot as fields, keeps them through an outage, and refuses an unlisted value with a 400 naming it', async () => {
    vi.stubEnv('HUBSPOT_PORTAL_ID', '42');
    vi.stubEnv('HUBSPOT_FORM_ID', 'form-1');
    vi.stubEnv('HUBSPOT_API_URL', 'http://hubspot.test');
    resetServerEnvForTests();
    const lead = { ...contact, project_type: 'mobile-app', budget_range: '5-15-lakh' };
    const leadFields = [
      { objectTypeId: '0-1', name: 'project_type', value: 'mobile-app' },
      { objectTypeId: '0-1', name: 'budget_range', value: '5-15-lakh' },
    ];
    upstream = () => new Response('down', { status: 503 });
    const kept = await handleContact(json('/api/contact', lead));
    expect([kept.status, (await kept.json()).message]).toEqual([200, formMessages.contact.success]);
    const [item] = waiting().filter((i) => i.kind === 'contact') as unknown as {
      payload: { input: Record<string, string> };
    }[];
    expect(item!.payload.input).toMatchObject({ project_type: 'mobile-app', budget_range: '5-15-lakh' });
    upstream = () => Response.json({ inlineMessage: 'Thanks' });
    await retryAMinuteLater();
    expect(waiting()).toEqual([]);
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(JSON.parse(String(call.init.body)).fields.slice(4)).toEqual(leadFields);

    // Form-encoded too (the form before its script loads), and a blank choice is simply not sent.
    ip++;
    calls.length = 0;
    const native = await handleContact(
      post('/api/contact', new URLSearchParams({ ...contact, project_type: 'website', budget_range: '' }), {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    );
    expect(native.status).toBe(200);
    expect(JSON.parse(String(calls[0]!.init.body)).fields.slice(4)).toEqual([
      { objectTypeId: '0-1', name: 'project_type', value: 'website' },
    ]);

    ip++;
    calls.length = 0;
    const refused = await handleContact(json('/api/contact', { ...lead, budget_range: '₹1 crore' }));
    expect([refused.status, await refused.json()]).toEqual([
      400,
      {
        ok: false,
        message: formMessages.fieldErrorsSummary,
        fields: { budget_range: 'Please choose a budget range from the list.' },
      },
    ]);
    expect(calls).toHaveLength(0);
  });

  it('sends project type and budget range to the WordPress receiver with the message', async () => {
    const response = await handleContact(
      json('/api/contact', { ...contact, project_type: 'ui-design', budget_range: 'under-2-lakh' }),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      ...contact,
      project_type: 'ui-design',
      budget_range: 'under-2-lakh',
    });
  });

  it('delivers a valid message when the hubspotutk cookie is not valid percent-encoding', async () => {
    vi.stubEnv('HUBSPOT_PORTAL_ID', '42');
    vi.stubEnv('HUBSPOT_FORM_ID', 'form-1');
    vi.stubEnv('HUBSPOT_API_URL', 'http://hubspot.test');
    resetServerEnvForTests();
    const response = await handleContact(json('/api/contact', contact, { cookie: 'hubspotutk=%E0%A4%A' }));
    expect(response.status).toBe(200);
    expect(JSON.parse(String(calls[0]!.init.body)).context.hutk).toBeNull();
  });

  it('verifies the reCAPTCHA token when a secret is configured', async () => {
    vi.stubEnv('RECAPTCHA_SECRET', 's3cret');
    vi.stubEnv('RECAPTCHA_VERIFY_URL', 'http://recaptcha.test/verify');
    resetServerEnvForTests();
    upstream = ({ url }) =>
      url.includes('recaptcha')
        ? Response.json({ success: true, score: 0.9, action: 'submit' })
        : new Response(null, { status: 201 });

    const missing = await handleContact(json('/api/contact', contact));
    expect([missing.status, (await missing.json()).message]).toEqual([400, formMessages.verificationFailed]);

    const ok = await handleContact(json('/api/contact', { ...contact, recaptcha_token: 'tok-1' }));
    expect(ok.status).toBe(200);
    const verify = calls.find((c) => c.url === 'http://recaptcha.test/verify')!;
    expect(Object.fromEntries(new URLSearchParams(String(verify.init.body)))).toEqual({
      secret: 's3cret',
      response: 'tok-1',
      remoteip: `10.0.0.${ip}`,
    });

    upstream = ({ url }) =>
      url.includes('recaptcha') ? Response.json({ success: true, score: 0.1 }) : new Response(null);
    const bot = await handleContact(json('/api/contact', { ...contact, recaptcha_token: 'tok-2' }));
    expect(bot.status).toBe(400);
  });
});

describe('POST /api/call', () => {
  /** A time the page offers now, the n-th. */
  const offered = (n = 5) =>
    offeredSlots({ hours: openingHoursFrom(null, openingHours), rules: callRules, now: Date.now() })[n]!
      .start;
  const request = (slot: string) => ({
    name: 'Priya Nair',
    email: 'priya@example.in',
    topic: 'A booking app for our clinics',
    slot,
    time_zone: 'America/New_York',
    notice_version: NOTICE_VERSION,
  });
  /** WordPress: no Site details (the agency's own hours), `taken` times, and `store` for the request. */
  function wordpress(
    taken: string[],
    store: () => Response = () => Response.json({ success: true, id: 9 }, { status: 201 }),
  ) {
    upstream = ({ url }) =>
      url.endsWith('/agency/v1/call/taken')
        ? Response.json({ taken })
        : url.endsWith('/agency/v1/call')
          ? store()
          : Response.json({ code: 'rest_no_route' }, { status: 404 });
  }
  const stored = () => calls.filter((call) => call.url === 'http://wp.test/wp-json/agency/v1/call');

  it('stores an offered time in WordPress with its calendar file, and answers with the file’s address', async () => {
    wordpress([]);
    const slot = offered();
    const response = await handleCall(json('/api/call', request(slot)));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: true, message: callMessages.success });
    const ref = new URL(answer.calendar, site).searchParams.get('ref');
    expect(answer.calendar).toBe(`/api/call/calendar?${new URLSearchParams({ start: slot, ref: ref! })}`);
    expect(stored()).toHaveLength(1);
    const sent = JSON.parse(String(stored()[0]!.init.body));
    expect(sent).toMatchObject({
      name: 'Priya Nair',
      topic: 'A booking app for our clinics',
      call_start: slot,
      call_zone: 'America/New_York',
      pageName: 'Request a call',
    });
    // The request's id is the retry key and the calendar's UID.
    expect((stored()[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(ref);
    expect(sent.calendar).toContain(`\r\nUID:call-${ref}@`);
    expect(sent.calendar).toContain(`\r\nDTSTART:${slot.replace(/[-:]/g, '')}\r\n`);
  });

  it('refuses a time the page does not offer (400) and one WordPress lists as taken (409), keeping nothing', async () => {
    const slot = offered();
    wordpress([slot]);
    const notOffered = slot.replace(/T\d\d:/, 'T21:');
    const refused = await handleCall(json('/api/call', request(notOffered)));
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { ok: false, message: callMessages.notOffered, fields: { slot: callMessages.notOffered } },
    ]);
    const taken = await handleCall(json('/api/call', request(slot)));
    expect([taken.status, (await taken.json()).fields]).toEqual([409, { slot: callMessages.taken }]);
    expect(stored()).toEqual([]);
    expect(waiting()).toEqual([]);
  });

  it('answers a time WordPress gave to someone else a moment before with a 409, and never tries it again', async () => {
    wordpress([], () =>
      Response.json(
        { code: 'call_time_taken', message: 'Taken.', data: { status: 409, field: 'call_start' } },
        { status: 409 },
      ),
    );
    const response = await handleCall(json('/api/call', request(offered(6))));
    expect([response.status, (await response.json()).message]).toEqual([409, callMessages.taken]);
    expect(stored()).toHaveLength(1);
    expect(waiting()).toEqual([]);
  });

  it('requests no time it cannot confirm free: WordPress refusing the site or down is a 503, keeping nothing', async () => {
    for (const unreadable of [
      () => Response.json({ code: 'incorrect_password' }, { status: 401 }),
      () => Response.json({ code: 'internal_server_error' }, { status: 500 }),
    ]) {
      upstream = ({ url }) =>
        url.endsWith('/agency/v1/call/taken')
          ? unreadable()
          : Response.json({ success: true, id: 9 }, { status: 201 });
      const response = await handleCall(json('/api/call', request(offered(5))));
      expect([response.status, (await response.json()).message]).toEqual([503, callMessages.unconfirmed]);
    }
    expect(stored()).toEqual([]);
    expect(waiting()).toEqual([]);
  });

  it('answers a native (no-JS) request with a page saying when, linking the calendar file', async () => {
    wordpress([]);
    const slot = offered(7);
    const response = await handleCall(
      post('/api/call', new URLSearchParams({ ...request(slot), time_zone: '', day: 'ignored' }), {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      }),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1>${callMessages.success}</h1>`);
    expect(page).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} IST\. A confirmation is on its way to priya@example\.in\./);
    expect(page).toContain(`href="/api/call/calendar?start=${encodeURIComponent(slot)}&amp;ref=`);
    expect(JSON.parse(String(stored()[0]!.init.body)).call_zone).toBe('');
  });
});

describe('POST /api/newsletter', () => {
  it("relays the service's result and msg; an error result is a 400", async () => {
    upstream = () => Response.json({ result: 'success', msg: 'Thank you for subscribing!' });
    const ok = await handleNewsletter(json('/api/newsletter', { email: 'me@site.in' }));
    expect([ok.status, await ok.json()]).toEqual([
      200,
      { ok: true, result: 'success', message: 'Thank you for subscribing!' },
    ]);
    expect(calls[0]!.url).toBe('http://wp.test/wp-json/agency/v1/newsletter');

    upstream = () => Response.json({ result: 'error', msg: 'me@site.in is already subscribed.' });
    const dup = await handleNewsletter(json('/api/newsletter', { email: 'me@site.in' }));
    expect([dup.status, (await dup.json()).message]).toEqual([400, 'me@site.in is already subscribed.']);
  });

  it('uses Mailchimp when MAILCHIMP_URL is set', async () => {
    vi.stubEnv('MAILCHIMP_URL', 'http://mc.test/subscribe/post?u=1&id=2');
    resetServerEnvForTests();
    upstream = () => Response.json({ result: 'success', msg: 'Almost finished... confirm your email.' });
    const ok = await handleNewsletter(json('/api/newsletter', { email: 'me@site.in' }));
    expect(ok.status).toBe(200);
    expect(calls[0]!.url).toBe('http://mc.test/subscribe/post-json?u=1&id=2&EMAIL=me%40site.in');
  });
});

describe('POST /api/apply', () => {
  const pdf = () => new File(['%PDF-1.7\n1 0 obj\n'], 'cv.pdf', { type: 'application/pdf' });
  /**
   * An application as a browser sends it: multipart bytes. A Request made from a FormData is filled by
   * undici as it is read, and Node 24's undici keeps writing after the reader cancels (as the size cap
   * does), an unhandled rejection that no request from a socket can cause.
   */
  async function application(overrides: Record<string, string | Blob> = {}) {
    const form = new FormData();
    const fields = {
      first_name: 'Ravi',
      last_name: 'Kulkarni',
      address: '12 MG Road',
      city: 'Kolhapur',
      state: 'Maharashtra',
      zip: '416001',
      email: 'ravi@example.in',
      phone: '987-654-3210',
      profile_url: 'linkedin.com/in/ravi-kulkarni',
      order_notes: 'Available in January',
      job_title: 'QA Engineer',
      notice_version: NOTICE_VERSION,
      resume: pdf(),
      ...overrides,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const encoded = new Response(form);
    return post('/api/apply', await encoded.arrayBuffer(), {
      'content-type': encoded.headers.get('content-type') ?? '',
    });
  }

  it('forwards multipart to submit-job with the spec field names', async () => {
    upstream = () => Response.json({ success: true });
    const response = await handleApply(await application());
    expect([response.status, (await response.json()).message]).toEqual([
      200,
      'Application Submitted Successfully!',
    ]);
    expect(calls[0]!.url).toBe('http://wp.test/wp-json/hjb/v1/submit-job');
    const sent = calls[0]!.init.body as FormData;
    expect([...sent.keys()].sort()).toEqual(
      [
        'company_address',
        'country',
        'email',
        'file',
        'first_name',
        'job_title',
        'last_name',
        'notice_version',
        'phone',
        'order_notes',
        'profile_url',
        'recaptcha_token',
        'state',
        'town',
        'zip',
      ].sort(),
    );
    expect(sent.get('company_address')).toBe('12 MG Road');
    expect(sent.get('town')).toBe('Kolhapur');
    // No country typed means India; the profile link goes on as the https address it stands for.
    expect(sent.get('country')).toBe('India');
    expect(sent.get('profile_url')).toBe('https://linkedin.com/in/ravi-kulkarni');
    // Which privacy notice the applicant was shown is stored with the application.
    expect(sent.get('notice_version')).toBe(NOTICE_VERSION);
    expect((sent.get('file') as File).name).toBe('cv.pdf');
    // WordPress takes applications only from the site.
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('site:app pass').toString('base64')}`,
    );
  });

  it('answers a field WordPress refuses as a 400 naming the form field, not a 502', async () => {
    const refused = 'Address must be at most 200 characters.';
    upstream = () =>
      Response.json(
        {
          code: 'invalid_company_address',
          message: refused,
          data: { status: 400, field: 'company_address' },
        },
        { status: 400 },
      );
    const response = await handleApply(await application());
    expect([response.status, await response.json()]).toEqual([
      400,
      { ok: false, message: refused, fields: { address: refused } },
    ]);
  });

  it('refuses a wrong file type, a missing résumé and missing required fields, each with its message', async () => {
    const wrong = await handleApply(await application({ resume: new File(['GIF89a'], 'cv.pdf') }));
    expect([wrong.status, (await wrong.json()).message]).toEqual([
      400,
      'The résumé must be a PDF, DOC or DOCX document.',
    ]);
    const missing = await handleApply(await application({ first_name: '', phone: '' }));
    expect((await missing.json()).fields).toEqual({
      first_name: 'First name is required.',
      phone: 'Phone is required.',
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses a 6 MB upload before reading it, with the size message', async () => {
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf');
    const response = await handleApply(await application({ resume: big }));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe(
      `The résumé must be ${careers.resumeMaxBytes / 1048576} MB or smaller.`,
    );
  });

  it('keeps an application (résumé included) while WordPress fails, and delivers it once WordPress is back', async () => {
    upstream = () => Response.json({ code: 'storage_failed' }, { status: 503 });
    const response = await handleApply(await application());
    expect([response.status, (await response.json()).message]).toEqual([
      200,
      formMessages.application.success,
    ]);
    const [kept] = waiting();
    expect(kept?.kind).toBe('application');
    expect(readdirSync(outboxDir)).toContain(`${kept!.id}.bin`);
    upstream = () => Response.json({ success: true, id: 9 });
    await retryAMinuteLater();
    const retry = calls.at(-1)!;
    expect((retry.init.headers as Record<string, string>)['Idempotency-Key']).toBe(kept!.id);
    expect(((retry.init.body as FormData).get('file') as File).name).toBe('cv.pdf');
    expect(readdirSync(outboxDir).filter((n) => !n.startsWith('dead'))).toEqual([]);
  });

  it("answers 'Error submitting application' when WordPress refuses it for good", async () => {
    upstream = () => Response.json({ code: 'invalid_file_type', message: 'Not a document' }, { status: 400 });
    const response = await handleApply(await application());
    expect([response.status, (await response.json()).message]).toEqual([502, 'Error submitting application']);
    expect(waiting()).toEqual([]);
  });

  it('accepts only multipart', async () => {
    const response = await handleApply(json('/api/apply', { first_name: 'x' }));
    expect(response.status).toBe(415);
  });
});
