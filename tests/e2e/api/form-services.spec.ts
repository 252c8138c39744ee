import { expect, test, type APIResponse } from '@playwright/test';
import { startFakeServices, startSiteWithEnv, type FakeServices } from '../support/fake-services';
import { e2eEnv } from '../support/e2e-env';
import {
  applyForm,
  contactForm,
  fakeRecaptchaScript,
  fillApplication,
  fillContact,
  hydrated,
  newsletterForm,
  PDF,
  PNG,
  readBack,
  SIX_MB,
  uniqueAddress,
} from '../support/forms';
import type { Health } from '../../../src/ops/health';

/**
 * The form endpoints as the server sees them, whatever the screen: bad inputs each get their message
 * and a 4xx; then HubSpot, reCAPTCHA and Mailchimp pointed at local fakes (a second server of the
 * same build) to assert exact payloads and both outcomes.
 */

test.describe('bad inputs get their message and a 4xx', () => {
  const valid = { name: 'Asha', email: 'asha@example.in', message: 'Hello' };

  test('contact, newsletter and apply refusals', async ({ request, baseURL }, info) => {
    const origin = baseURL!;
    const headers = () => ({ origin, accept: 'application/json', 'x-forwarded-for': uniqueAddress(info) });
    const check = async (promise: Promise<APIResponse>, status: number, message: string | RegExp) => {
      const response = await promise;
      expect(response.status()).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    };
    const application = (
      file: { name: string; mimeType: string; buffer: Buffer },
      fields: Record<string, string> = {},
    ) => ({
      first_name: 'Ravi',
      last_name: 'Kulkarni',
      city: 'Kolhapur',
      state: 'MH',
      phone: '987-654-3210',
      job_title: 'QA',
      ...fields,
      resume: file,
    });

    await check(
      request.post('/api/contact', { headers: headers(), data: { email: 'asha@example.in' } }),
      400,
      'Please correct the highlighted fields.',
    );
    const missing = await request.post('/api/contact', {
      headers: headers(),
      data: { name: '', email: 'nope', message: '' },
    });
    expect((await missing.json()).fields).toEqual({
      name: 'Name is required.',
      email: 'Please enter a valid email address.',
      message: 'Message is required.',
    });
    const unlisted = await request.post('/api/contact', {
      headers: headers(),
      data: { ...valid, project_type: 'blockchain', budget_range: '1 crore' },
    });
    expect(unlisted.status()).toBe(400);
    expect((await unlisted.json()).fields).toEqual({
      project_type: 'Please choose a project type from the list.',
      budget_range: 'Please choose a budget range from the list.',
    });
    await check(
      request.post('/api/newsletter', { headers: headers(), data: { email: 'not-an-email' } }),
      400,
      'Please enter a valid email address.',
    );
    await check(
      request.post('/api/contact', {
        headers: { ...headers(), 'content-type': 'text/plain' },
        data: 'hello',
      }),
      415,
      'Unsupported content type for this form.',
    );
    await check(
      request.post('/api/contact', { headers: headers(), data: { ...valid, message: 'x'.repeat(40_000) } }),
      413,
      'The submission is too large.',
    );
    await check(
      request.post('/api/contact', {
        headers: { ...headers(), origin: 'https://evil.example' },
        data: valid,
      }),
      403,
      'Submissions are only accepted from this website.',
    );
    await check(
      request.post('/api/contact', {
        headers: headers(),
        data: { ...valid, website: 'http://spam.example' },
      }),
      400,
      'Your submission looks automated and was not accepted.',
    );
    await check(
      request.post('/api/apply', {
        headers: headers(),
        multipart: application({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG }),
      }),
      400,
      'The résumé must be a PDF, DOC or DOCX document.',
    );
    await check(
      request.post('/api/apply', {
        headers: headers(),
        multipart: application({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SIX_MB }),
      }),
      413,
      'The résumé must be 5 MB or smaller.',
    );
    await check(
      request.post('/api/apply', {
        headers: headers(),
        multipart: application(
          { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
          { first_name: '' },
        ),
      }),
      400,
      'First name is required.',
    );
    await check(
      request.post('/api/apply', { headers: headers(), data: { first_name: 'Ravi' } }),
      415,
      'Unsupported content type for this form.',
    );
  });

  test('more than five submissions a minute from one address are refused with 429', async ({
    request,
    baseURL,
  }, info) => {
    const headers = { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': uniqueAddress(info) };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await request.post('/api/newsletter', { headers, data: { email: 'bad' } })).status());
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await request.post('/api/newsletter', { headers, data: { email: 'bad' } });
    expect((await limited.json()).message).toBe(
      'Too many submissions from your address. Please wait a minute and try again.',
    );
  });
});

test.describe('with HubSpot, reCAPTCHA and Mailchimp pointed at local fakes', () => {
  test.describe.configure({ mode: 'serial' });
  let fakes: FakeServices;
  let site: { url: string; stop(): Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Beside the e2e stack's own ports, so a second stack (E2E_PORT) brings its own.
    const port = Number(process.env.E2E_PORT) || 3100;
    fakes = await startFakeServices(port + 6530);
    const env = e2eEnv();
    site = await startSiteWithEnv(port + 30, {
      WORDPRESS_URL: env.wordpressUrl,
      WORDPRESS_USER: env.user,
      WORDPRESS_APP_PASSWORD: env.appPassword,
      RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
      RECAPTCHA_SECRET: 'e2e-recaptcha-secret',
      RECAPTCHA_VERIFY_URL: `${fakes.url}/recaptcha/api/siteverify`,
      HUBSPOT_PORTAL_ID: '424242',
      HUBSPOT_FORM_ID: 'form-e2e',
      HUBSPOT_API_URL: fakes.url,
      MAILCHIMP_URL: `${fakes.url}/subscribe/post?u=abc123&id=def456`,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await fakes?.close();
  });
  test.slow();
  test.beforeEach(async ({ page }, info) => {
    fakes.received.length = 0;
    fakes.answer.clear();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
    await fakeRecaptchaScript(page);
  });

  test('contact goes to HubSpot with the exact spec JSON after reCAPTCHA verification', async ({
    page,
    context,
  }) => {
    fakes.answer.set('/recaptcha/', { status: 200, body: { success: true, score: 0.9, action: 'submit' } });
    fakes.answer.set('/submissions/', { status: 200, body: { inlineMessage: 'Thanks' } });
    await context.addCookies([{ name: 'hubspotutk', value: 'hutk-e2e-1', url: site.url }]);
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    await fillContact(page, 'asha@example.in', 'Please call me back.');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText('Message Sent Successfully!');

    const verify = fakes.received.find((r) => r.path === '/recaptcha/api/siteverify')!;
    expect(Object.fromEntries(new URLSearchParams(verify.body))).toMatchObject({
      secret: 'e2e-recaptcha-secret',
      response: 'e2e-token-submit',
    });
    const hubspot = fakes.received.find(
      (r) => r.path === '/submissions/v3/integration/submit/424242/form-e2e',
    )!;
    expect(hubspot.method).toBe('POST');
    expect(hubspot.headers['content-type']).toMatch(/application\/json/);
    const payload = JSON.parse(hubspot.body);
    expect(payload).toEqual({
      submittedAt: expect.stringMatching(/^\d{13}$/),
      fields: [
        { objectTypeId: '0-1', name: 'email', value: 'asha@example.in' },
        { objectTypeId: '0-1', name: 'firstname', value: 'Asha Patil' },
        { objectTypeId: '0-1', name: 'phone', value: '+91 98220 00000' },
        { objectTypeId: '0-1', name: 'message', value: 'Please call me back.' },
        { objectTypeId: '0-1', name: 'project_type', value: 'web-application' },
        { objectTypeId: '0-1', name: 'budget_range', value: '5-15-lakh' },
      ],
      context: { hutk: 'hutk-e2e-1', pageUri: `${site.url}/contact`, pageName: 'Contact' },
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: expect.stringContaining('store and process my personal data'),
          communications: [
            { value: true, subscriptionTypeId: 999, text: expect.stringContaining('other communications') },
          ],
        },
      },
      recaptchaToken: 'e2e-token-submit',
    });
  });

  test('contact: with HubSpot failing the visitor is told it was sent, and HubSpot gets it once it recovers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    fakes.answer.set('/recaptcha/', { status: 200, body: { success: true, score: 0.9, action: 'submit' } });
    fakes.answer.set('/submissions/', { status: 500, body: { status: 'error' } });
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    const message = `Kept through a HubSpot outage ${Date.now()}`;
    await fillContact(page, 'asha@example.in', message);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText('Message Sent Successfully!');
    const received = () =>
      fakes.received.filter((r) => r.path.startsWith('/submissions/') && r.body.includes(message));
    expect(received()).toHaveLength(1);

    // HubSpot recovers: the kept message is retried by the outbox (15 s after the failure) and arrives.
    fakes.answer.set('/submissions/', { status: 200, body: { inlineMessage: 'Thanks' } });
    await expect.poll(() => received().length, { timeout: 45_000, intervals: [1_000] }).toBe(2);
    // Delivered once: the outbox lets go of it, so no later retry can send it again.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`${site.url}/api/health`)).json()) as Health).outbox.depth,
      )
      .toBe(0);
    expect(received()).toHaveLength(2);
    // The kept message still carries the lead questions' answers.
    expect(JSON.parse(received()[1]!.body).fields.slice(4)).toEqual([
      { objectTypeId: '0-1', name: 'project_type', value: 'web-application' },
      { objectTypeId: '0-1', name: 'budget_range', value: '5-15-lakh' },
    ]);
  });

  test('contact: a failed reCAPTCHA check is refused before HubSpot is called', async ({ page }) => {
    fakes.answer.set('/recaptcha/', {
      status: 200,
      body: { success: false, 'error-codes': ['invalid-input-response'] },
    });
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    await fillContact(page, 'asha@example.in');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(
      'Human verification failed. Please reload the page and try again.',
    );
    expect(fakes.received.some((r) => r.path.startsWith('/submissions/'))).toBe(false);
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('Asha Patil');
    await expect(contactForm(page).getByLabel('Project type')).toHaveValue('web-application');
    await expect(contactForm(page).getByLabel('Budget range')).toHaveValue('5-15-lakh');
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('We would like a quote for a shop.');
  });

  test('newsletter goes to Mailchimp: success, its error msg, and an outage it outlasts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${site.url}/contact`);
    await hydrated(page);
    const form = newsletterForm(page);
    const input = form.getByLabel('Subscribe to our newsletter');
    fakes.answer.set('/subscribe/post-json', {
      status: 200,
      body: { result: 'success', msg: 'Almost finished... We need to confirm your email address.' },
    });
    await input.fill('me+list@example.in');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Almost finished... We need to confirm your email address.',
    );
    await expect(form.getByRole('status')).toHaveAttribute('data-state', 'successed');
    expect(fakes.received.map((r) => r.path)).toEqual([
      '/subscribe/post-json?u=abc123&id=def456&EMAIL=me%2Blist%40example.in',
    ]);

    fakes.answer.set('/subscribe/post-json', {
      status: 200,
      body: {
        result: 'error',
        msg: '0 - me@example.in is already subscribed to list Nexora. <a href="https://x">Click here to update your profile</a>',
      },
    });
    await input.fill('me@example.in');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'me@example.in is already subscribed to list Nexora. Click here to update your profile',
    );
    await expect(form.getByRole('status')).toHaveAttribute('data-state', 'errored');

    // Mailchimp down: the sign-up is kept and the visitor thanked; it reaches Mailchimp once it is back.
    fakes.answer.set('/subscribe/post-json', { status: 503, body: {} });
    await input.fill('later@example.in');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for subscribing!');
    fakes.answer.set('/subscribe/post-json', { status: 200, body: { result: 'success', msg: 'Subscribed' } });
    const later = () => fakes.received.filter((r) => r.path.includes('EMAIL=later%40example.in')).length;
    await expect.poll(later, { timeout: 45_000, intervals: [1_000] }).toBe(2);
  });

  test('apply: token verified, application stored; verification failure keeps the input', async ({
    page,
  }, info) => {
    fakes.answer.set('/recaptcha/', { status: 200, body: { success: true, score: 0.8, action: 'submit' } });
    await page.goto(`${site.url}/careers/ui-ux-designer`);
    await hydrated(page);
    const lastName = `Fake-${info.project.name}-${Date.now()}`;
    await fillApplication(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applyForm(page).getByLabel('Last name').fill(lastName);
    await applyForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(applyForm(page).getByRole('status')).toHaveText('Application Submitted Successfully!');
    expect(Object.fromEntries(new URLSearchParams(fakes.received[0]!.body)).response).toBe(
      'e2e-token-submit',
    );
    expect(
      (await readBack('application')).some(
        (a) => a.last_name === lastName && a.job_title === 'UI/UX Designer',
      ),
    ).toBe(true);

    fakes.answer.set('/recaptcha/', { status: 200, body: { success: true, score: 0.1, action: 'submit' } });
    await fillApplication(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applyForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(applyForm(page).getByRole('status')).toHaveText('Error submitting application');
    await expect(applyForm(page).getByLabel('City')).toHaveValue('Kolhapur');
  });
});
