import { expect, test, type APIResponse, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectScrollTopClearOfText, expectTapTargetsApart } from './support/layout-checks';
import { adminAuth, e2eEnv } from './support/e2e-env';
import { startFakeServices, startSiteWithEnv, type FakeServices } from './support/fake-services';
import { NOTICE_VERSION } from '../../src/forms/privacy-notice';

/**
 * Forms end to end (issue 6): each form submitted in the browser and read back from the embedded
 * WordPress; then HubSpot, reCAPTCHA and Mailchimp pointed at local fakes (second server of the
 * same build) to assert exact payloads and both outcomes; bad inputs each get their message.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const SIX_MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]);
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js*';

/** Every test gets its own client address, so the per-address rate limit only bites where we ask it to. */
let addressCounter = 0;
function uniqueAddress(info: TestInfo): string {
  addressCounter++;
  return `10.${info.project.name === 'mobile' ? 1 : 2}.${info.workerIndex % 250}.${addressCounter % 250}`;
}
const unique = (info: TestInfo, label: string) =>
  `${label}-${info.project.name}-${Date.now()}-${addressCounter}@example.in`;

/** Google's reCAPTCHA script answered by a local stand-in that hands out a recognisable token. */
async function fakeRecaptchaScript(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(RECAPTCHA_SCRIPT, (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: "window.grecaptcha={ready:function(c){c()},execute:function(k,o){return Promise.resolve('e2e-token-'+o.action)}};",
    });
  });
  return requested;
}

async function readBack(type: 'contact' | 'newsletter' | 'application'): Promise<Record<string, unknown>[]> {
  const env = e2eEnv();
  const response = await fetch(
    `${env.wordpressUrl}/wp-json/agency/v1/submissions?type=${type}&per_page=100`,
    { headers: adminAuth(env) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items;
}

/** Forms set novalidate once hydrated: before that a click would post natively, not through our script. */
async function hydrated(page: Page, selector = 'form[action^="/api/"]') {
  for (const form of await page.locator(selector).all()) await expect(form).toHaveAttribute('novalidate', '');
}

const contactForm = (page: Page) => page.locator('form[action="/api/contact"]');
const newsletterForm = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' });
const applyForm = (page: Page) => page.locator('form[action="/api/apply"]');

async function fillContact(page: Page, email: string, message = 'We would like a quote for a shop.') {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Asha Patil');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98220 00000');
  await form.getByLabel('Project type').selectOption({ label: 'Web application or portal' });
  await form.getByLabel('Budget range').selectOption({ label: '₹5 to 15 lakh' });
  await form.getByLabel('Message').fill(message);
}

async function fillApplication(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = applyForm(page);
  await form.getByLabel('First name').fill('Ravi');
  await form.getByLabel('Last name').fill('Kulkarni');
  await form.getByLabel('Address').fill('12 MG Road');
  await form.getByLabel('City').fill('Kolhapur');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Zip').fill('416001');
  await form.getByLabel('Phone').fill('987-654-3210');
  await form.getByLabel('Résumé').setInputFiles(file);
}

test.describe('forms against the embedded WordPress', () => {
  // Production build on a shared 2-core machine: hydration can take seconds.
  test.slow();
  test.beforeEach(async ({ page }, info) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress(info) });
  });

  test('contact: loads reCAPTCHA only on focus, sends, and the message lands in WordPress', async ({
    page,
  }, info) => {
    const scripts = await fakeRecaptchaScript(page);
    await page.goto('/contact');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(scripts).toHaveLength(0);
    // Before sending, the visitor is told how the details are used.
    await expect(
      contactForm(page).getByText(/We use these details only to answer your message/),
    ).toBeVisible();
    await expect(contactForm(page).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const email = unique(info, 'contact');
    await fillContact(page, email, `Hello from ${info.project.name}`);
    expect(scripts).toHaveLength(1);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText('Message Sent Successfully!');
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
    const stored = (await readBack('contact')).find((item) => item.email === email);
    expect(stored).toMatchObject({
      name: 'Asha Patil',
      phone: '+91 98220 00000',
      project_type: 'web-application',
      budget_range: '5-15-lakh',
      message: `Hello from ${info.project.name}`,
      pageName: 'Contact',
      // Which notice the visitor saw, stored with the message.
      notice_version: NOTICE_VERSION,
    });
    await expect(contactForm(page).getByLabel('Project type')).toHaveValue('');
  });

  test('contact: browser validation marks the fields and keeps the input', async ({ page }) => {
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/contact') && posted++);
    await page.goto('/contact');
    await hydrated(page);
    await contactForm(page).getByLabel('Email').fill('asha@');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(contactForm(page).getByText('Name is required.')).toBeVisible();
    await expect(contactForm(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(contactForm(page).getByLabel('Name')).toBeFocused();
    await expect(contactForm(page).getByLabel('Email')).toHaveValue('asha@');
    expect(posted).toBe(0);
  });

  test('newsletter: the footer sign-up is stored; a repeat gets the same answer, so nobody learns who subscribed', async ({
    page,
  }, info) => {
    await page.goto('/contact');
    await hydrated(page);
    const email = unique(info, 'news');
    const form = newsletterForm(page);
    await expect(form.getByText(/We use your e-mail address only to send the newsletter/)).toBeVisible();
    await expect(form.getByRole('link', { name: 'Read our privacy policy' })).toBeVisible();
    await form.getByLabel('Subscribe to our newsletter').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const response = form.getByRole('status');
    await expect(response).toHaveText('Thank you for subscribing!');
    await expect(response).toHaveAttribute('data-state', 'successed');
    expect((await readBack('newsletter')).find((item) => item.email === email)).toMatchObject({
      notice_version: NOTICE_VERSION,
    });

    await page.reload();
    await hydrated(page);
    await form.getByLabel('Subscribe to our newsletter').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(response).toHaveText('Thank you for subscribing!');
    await expect(response).toHaveAttribute('data-state', 'successed');
    expect((await readBack('newsletter')).filter((item) => item.email === email)).toHaveLength(1);
  });

  test('careers: list, detail with JobPosting data, apply with a résumé that lands in WordPress', async ({
    page,
  }, info) => {
    await fakeRecaptchaScript(page);
    await page.goto('/careers');
    await hydrated(page);
    await expect(page).toHaveTitle(/Senior React Developer/);
    await page.getByRole('link', { name: 'Senior React Developer' }).click();
    await page.waitForURL('**/careers/senior-react-developer');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressRegion: 'MH', addressCountry: 'IN' } },
    });

    const lastName = `Kulkarni-${info.project.name}-${Date.now()}`;
    await fillApplication(page, { name: 'ravi-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applyForm(page).getByLabel('Last name').fill(lastName);
    await expect(
      applyForm(page).getByText(/We use your application and résumé only to consider you/),
    ).toBeVisible();
    await applyForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(applyForm(page).getByRole('status')).toHaveText('Application Submitted Successfully!');
    const stored = (await readBack('application')).find((item) => item.last_name === lastName);
    expect(stored).toMatchObject({
      first_name: 'Ravi',
      company_address: '12 MG Road',
      town: 'Kolhapur',
      state: 'Maharashtra',
      phone: '987-654-3210',
      job_title: 'Senior React Developer',
      file: { type: 'pdf', stored: true, size: PDF.length },
      notice_version: NOTICE_VERSION,
    });
  });

  test('careers: why work here, benefits and the hiring steps with their timeline, on the list and on a position', async ({
    page,
  }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { name: 'Work that ships, close to home' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What every position includes' })).toBeVisible();
    const steps = page.locator('section[aria-labelledby="hiring-steps-title"] ol > li');
    await expect(steps).toHaveCount(5);
    await expect(steps.locator('h3')).toHaveText([
      'You apply',
      'We reply',
      'A conversation',
      'A working session',
      'An offer',
    ]);
    await expect(steps.nth(1)).toContainText('Within five working days');
    await expect(
      page.locator('section[aria-labelledby="hiring-steps-title"]').getByRole('link'),
    ).toHaveAttribute('href', /^mailto:.+\?subject=Open%20application$/);

    await page.goto('/careers/android-developer');
    const side = page.getByRole('complementary', { name: 'Job information' });
    await expect(side.getByRole('heading', { name: 'How we hire' })).toBeVisible();
    await expect(side.locator('ol > li')).toHaveCount(5);
    await expect(side.getByRole('link', { name: 'Each step in detail' })).toHaveAttribute(
      'href',
      '/careers#how-we-hire',
    );
    await expect(page.locator('section[aria-labelledby="apply-heading"]')).toContainText(
      'reply within five working days',
    );
  });

  test('apply: a wrong file type and a 6 MB file are refused in the browser before upload', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (r) => r.url().endsWith('/api/apply') && posted++);
    await page.goto('/careers/wordpress-developer');
    await hydrated(page);
    await fillApplication(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(applyForm(page).getByText('The résumé must be a PDF, DOC or DOCX document.')).toBeVisible();
    await applyForm(page).getByRole('button', { name: 'Apply' }).click();
    await applyForm(page)
      .getByLabel('Résumé')
      .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: SIX_MB });
    await expect(applyForm(page).getByText('The résumé must be 5 MB or smaller.')).toBeVisible();
    await applyForm(page).getByRole('button', { name: 'Apply' }).click();
    await expect(applyForm(page).getByLabel('First name')).toHaveValue('Ravi');
    expect(posted).toBe(0);
  });

  test('an unknown career is a 404', async ({ page }) => {
    const response = await page.goto('/careers/no-such-position');
    expect(response?.status()).toBe(404);
  });

  test('careers overview: the template checks zip and phone patterns and is never submitted', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/careers-overview');
    await hydrated(page);
    const phone = page.getByLabel('Phone');
    await phone.fill('9876543210');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await page.getByLabel('Zip').fill('41600A');
    expect(await page.getByLabel('Zip').evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(
      true,
    );
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kulkarni');
    await page.getByLabel('City').fill('Kolhapur');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Zip').fill('416001');
    await phone.fill('987-654-3210');
    await page.getByRole('button', { name: 'Check details' }).click();
    await expect(page.getByText('Your details are in the right format.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  for (const path of ['/contact', '/careers', '/careers/senior-react-developer', '/careers-overview']) {
    test(`axe and tap targets: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectTapTargetsApart(page);
      if (path === '/careers') await expectScrollTopClearOfText(page);
    });
  }
});

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

  test.beforeAll(async ({}, info) => {
    test.setTimeout(120_000);
    const offset = info.project.name === 'mobile' ? 1 : 2;
    fakes = await startFakeServices(9630 + offset);
    const env = e2eEnv();
    site = await startSiteWithEnv(3130 + offset, {
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
    await page.waitForTimeout(6_000);
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
