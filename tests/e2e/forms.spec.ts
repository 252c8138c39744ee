import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
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
  unique,
  uniqueAddress,
} from './support/forms';
import { expectScrollTopClearOfText, expectTapTargetsApart } from './support/layout-checks';
import { NOTICE_VERSION } from '../../src/forms/privacy-notice';
import { BOTH_WIDTHS } from './support/widths';

/**
 * Forms end to end (issue 6): each form submitted in the browser at both widths and read back from
 * the embedded WordPress. What the server answers bad input, and the forms with HubSpot, reCAPTCHA
 * and Mailchimp pointed at local fakes, are checked once, in api/form-services.spec.ts.
 */

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
    // The chosen résumé is named with its size; the link is typed as people paste it, without https.
    await expect(applyForm(page).getByText(`ravi-cv.pdf, 1 KB`)).toBeVisible();
    await applyForm(page).getByLabel('LinkedIn or portfolio').fill('linkedin.com/in/ravi-kulkarni');
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
      country: 'India',
      zip: '416001',
      profile_url: 'https://linkedin.com/in/ravi-kulkarni',
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

  test('apply without JavaScript: a résumé over 5 MB gets its refusal as a page, not a broken connection', async ({
    browser,
  }, info) => {
    // The server answers only once the upload has arrived, so the browser, still sending, shows it.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: info.project.use.viewport,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress(info) },
    });
    const page = await context.newPage();
    try {
      await page.goto('/careers/wordpress-developer');
      await fillApplication(page, { name: 'big.pdf', mimeType: 'application/pdf', buffer: SIX_MB });
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/apply')),
        applyForm(page).getByRole('button', { name: 'Apply' }).click(),
      ]);
      expect(response.status()).toBe(413);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The résumé must be 5 MB or smaller.');
      await expect(page.getByText("Use your browser's Back button to return to the form")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('request a call: a day and a time are chosen with the keyboard alone, and the choice is read out', async ({
    page,
  }) => {
    await page.goto('/contact/call');
    await hydrated(page);
    const form = page.locator('form[action="/api/call"]');
    const days = form.locator('input[name="day"]');
    await days.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(days.nth(1)).toBeFocused();
    await expect(days.nth(1)).toBeChecked();
    // Tab leaves the days for that day's times: the first of them, as no time is chosen yet.
    await page.keyboard.press('Tab');
    const time = form.locator('input[name="slot"]:visible').first();
    await expect(time).toBeFocused();
    await page.keyboard.press('Space');
    await expect(time).toBeChecked();
    const label = (await time.getAttribute('aria-label'))!;
    // Said in the live region beside the picker (the form's status line is another one).
    await expect(form.locator('[aria-live="polite"]').filter({ hasText: 'Your call' })).toHaveText(
      `Your call: ${label}`,
    );
  });

  test(
    'contact and call pages: on a phone the form follows the invitation and the rest comes after; on a desktop the form sits beside them',
    BOTH_WIDTHS,
    async ({ page }) => {
      for (const [path, action, heading, aside] of [
        ['/contact', '/api/contact', 'Tell us about your project', 'What happens next'],
        ['/contact/call', '/api/call', 'Talk it through with the people who would build it', /^Calls /],
      ] as const) {
        await page.goto(path);
        const box = async (locator: Locator) => (await locator.first().boundingBox())!;
        const intro = await box(page.getByRole('heading', { level: 2, name: heading }));
        const form = await box(page.locator(`form[action="${action}"]`));
        const after = await box(page.getByText(aside));
        // The two columns begin at 960 px.
        if (page.viewportSize()!.width < 960) {
          expect(form.y, `${path}: form below the invitation`).toBeGreaterThan(intro.y + intro.height);
          expect(after.y, `${path}: the rest below the form`).toBeGreaterThan(form.y + form.height);
        } else {
          expect(form.x, `${path}: form beside the invitation`).toBeGreaterThan(intro.x + intro.width);
          expect(after.x + after.width, `${path}: the rest beside the form`).toBeLessThan(form.x);
        }
      }
    },
  );

  test('an unknown career is a 404', async ({ page }) => {
    const response = await page.goto('/careers/no-such-position');
    expect(response?.status()).toBe(404);
  });

  test('careers overview: the template checks PIN code and phone patterns and is never submitted', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await page.goto('/careers-overview');
    await hydrated(page);
    const phone = page.getByLabel('Phone');
    await phone.fill('9876543210');
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    await page.getByLabel('PIN code').fill('41600A');
    expect(
      await page.getByLabel('PIN code').evaluate((el: HTMLInputElement) => el.validity.patternMismatch),
    ).toBe(true);
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kulkarni');
    await page.getByLabel('City').fill('Kolhapur');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('PIN code').fill('416001');
    await phone.fill('987-654-3210');
    await page.getByRole('button', { name: 'Check details' }).click();
    await expect(page.getByText('Your details are in the right format.')).toBeVisible();
    expect(posts).toEqual([]);
  });

  for (const path of [
    '/contact',
    '/contact/call',
    '/careers',
    '/careers/senior-react-developer',
    '/careers-overview',
  ]) {
    test(`axe and tap targets: ${path}`, BOTH_WIDTHS, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      await expectTapTargetsApart(page);
      if (path === '/careers') await expectScrollTopClearOfText(page);
    });
  }
});
