import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { asEditor, e2eEnv, signInToWordPress, wordpressAuth } from '../support/e2e-env';

/**
 * HR's work in wp-admin, signed in as the role that does it: the HR account works an application
 * from arrival to rejected with a note and sees its history; an Editor sees none of it; the
 * administrator decides who reads personal data, where notifications go and what applicants are
 * told. Submissions arrive the way the site's server sends them (WordPress's routes, with the site's
 * credential); mails are read from the Mail log, where the embedded WordPress keeps every mail.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const FIRST = 'अनन्या';
const LAST = 'देशपांडे';
const NAME = `${FIRST} ${LAST}`;
/** A résumé downloads under the applicant's and the job's name, never the name the file was sent with. */
const RESUME = `${FIRST}-${LAST}-Senior-React-Developer.pdf`;
/** The LinkedIn profile or portfolio the applicant gave. */
const PROFILE = 'https://www.linkedin.com/in/ananya-deshpande-design';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.in`;

/** An application as the careers form's server sends it (hjb/v1/submit-job, multipart, résumé attached). */
async function apply(email: string, job = 'Senior React Developer'): Promise<number> {
  const env = e2eEnv();
  const form = new FormData();
  const fields = {
    first_name: FIRST,
    last_name: LAST,
    company_address: '14 Karve Road',
    town: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    zip: '411004',
    email,
    phone: '+91 98220 45678',
    job_title: job,
    profile_url: PROFILE,
    order_notes: 'Portfolio: https://example.in/ananya',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'ananya-cv.pdf');
  const response = await fetch(`${env.wordpressUrl}/wp-json/hjb/v1/submit-job`, {
    method: 'POST',
    body: form,
    headers: wordpressAuth(env),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A contact message as the contact form's server sends it. */
async function contact(email: string, message: string): Promise<number> {
  const env = e2eEnv();
  const response = await fetch(`${env.wordpressUrl}/wp-json/agency/v1/contact`, {
    method: 'POST',
    headers: { ...wordpressAuth(env), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Meera Joshi', email, message, pageUri: '/contact', pageName: 'Contact' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A new browser context signed in to wp-admin as `as`. */
async function signedIn(browser: Browser, as: 'admin' | 'editor' | 'hr'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToWordPress(page, { as });
  return page;
}

const wpAdmin = (path: string) => `${e2eEnv().wordpressUrl}/wp-admin/${path}`;

/** The unread count on the Inbox menu (0 without a bubble). */
async function unreadOnMenu(page: Page): Promise<number> {
  const bubble = page.locator('#adminmenu .toplevel_page_agency-applications .wp-menu-name .pending-count');
  return (await bubble.count()) ? Number(await bubble.textContent()) : 0;
}

/** Rows of a CSV file (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') field += text[++i];
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (char !== '\r') field += char;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The text of a file the page downloads when `click` runs. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

test('HR works an application from arrival to rejected with a note, and sees who did what', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('ananya');
  const otherJob = uniqueEmail('other-job');
  await apply(email);
  await apply(otherJob, 'Android Developer');

  const page = await signedIn(browser, 'hr');
  // HR lands on the applications, with the new ones counted on the menu and shown in bold.
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  const unread = await unreadOnMenu(page);
  expect(unread).toBeGreaterThanOrEqual(2);
  await expect(page.locator('#adminmenu').getByRole('link', { name: /^Inbox/ })).toContainText(
    `${unread} unread`,
  );

  await page.getByLabel('Filter by job').selectOption('Senior React Developer');
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveClass(/agency-unread/);
  await expect(row).toContainText('Senior React Developer');
  await expect(row).toContainText('New');
  await expect(page.getByRole('row').filter({ hasText: otherJob })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Android Developer' })).toHaveCount(0);

  await row.getByRole('link', { name: NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application from ${NAME}` })).toBeVisible();
  expect(await unreadOnMenu(page)).toBe(unread - 1);

  // The applicant's LinkedIn or portfolio opens from the application, in a new tab; the PIN code is named so.
  const profile = page.getByRole('row', { name: /LinkedIn or portfolio/ }).getByRole('link');
  await expect(profile).toHaveAttribute('href', PROFILE);
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('row', { name: /PIN code/ })).toContainText('411004');
  await expect(page.getByRole('row', { name: /Country/ })).toContainText('India');

  const resume = await downloaded(page, () => page.getByRole('link', { name: `Download ${RESUME}` }).click());
  expect(resume.name).toBe(RESUME);
  expect(resume.text.startsWith('%PDF')).toBe(true);

  await page.getByLabel('Status', { exact: true }).selectOption('Reviewed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice-success')).toContainText('Status changed to Reviewed.');

  const note =
    'Strong React work; we need someone in Kolhapur from March. Told her we will keep the CV <6 months.';
  await page.getByLabel('Status', { exact: true }).selectOption('Rejected');
  await page.getByRole('textbox', { name: 'Internal note' }).fill(note);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice-success')).toContainText('Status changed to Rejected. Note added.');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('rejected');

  const notes = page.getByRole('list', { name: 'Internal notes' }).getByRole('listitem');
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText(note);
  await expect(notes.first()).toContainText('HR team');
  const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveText([
    /^Received/,
    /^Opened for the first time\s*HR team, /,
    /^Résumé downloaded\s*HR team, /,
    /^Status changed from New to Reviewed\s*HR team, /,
    /^Status changed from Reviewed to Rejected\s*HR team, /,
  ]);

  // The list and its CSV, filtered by the job, name the columns and the status as the screens do.
  await page.getByRole('link', { name: '← Applications' }).click();
  await page.getByLabel('Filter by job').selectOption('Senior React Developer');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Rejected');
  await expect(page.getByRole('row').filter({ hasText: email })).not.toHaveClass(/agency-unread/);
  const csv = await downloaded(page, () => page.getByRole('link', { name: 'Export CSV' }).click());
  const [head, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
  expect(head).toEqual([
    'ID',
    'Received',
    'First name',
    'Last name',
    'Job',
    'E-mail',
    'Phone',
    'LinkedIn or portfolio',
    'Address',
    'City',
    'State',
    'Country',
    'PIN code',
    'Applicant’s notes',
    'Status',
    'Résumé',
  ]);
  const mine = rows.find((r) => r.includes(email));
  expect(mine?.slice(2)).toEqual([
    FIRST,
    LAST,
    'Senior React Developer',
    email,
    '+91 98220 45678',
    PROFILE,
    '14 Karve Road',
    'Pune',
    'Maharashtra',
    'India',
    '411004',
    'Portfolio: https://example.in/ananya',
    'Rejected',
    'ananya-cv.pdf',
  ]);
  expect(csv.text).not.toContain(otherJob);
  expect(csv.text).not.toContain(note); // internal notes stay in wp-admin
});

test('HR marks a contact message replied with a note; the messages list filters by that status', async ({
  browser,
}) => {
  const email = uniqueEmail('meera');
  await contact(email, 'Could you quote for a school admissions portal?');
  const page = await signedIn(browser, 'hr');
  await page
    .locator('#adminmenu')
    .getByRole('link', { name: /^Contact messages/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveClass(/agency-unread/);
  await expect(row).toContainText('New');
  await row.getByRole('link', { name: 'Meera Joshi' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Contact message from Meera Joshi' }),
  ).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true }).locator('option')).toHaveText([
    'New',
    'Replied',
    'Closed',
  ]);
  await page.getByLabel('Status', { exact: true }).selectOption('Replied');
  await page
    .getByRole('textbox', { name: 'Internal note' })
    .fill('Sent our school portal case study and a call slot.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.notice-success')).toContainText('Status changed to Replied. Note added.');
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'Status changed from New to Replied',
  );

  await page.getByRole('link', { name: '← Contact messages' }).click();
  await page
    .locator('.subsubsub')
    .getByRole('link', { name: /^Replied/ })
    .click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Replied');
  await page.locator('.subsubsub').getByRole('link', { name: /^New/ }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});

test('an Editor cannot see applications or messages: no Inbox menu, and the screens, CSV, résumé and REST refuse', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const id = await apply(uniqueEmail('not-for-editors'));
  // The administrator's own links (their nonces are the administrator's; an Editor is refused for
  // want of the capability, before the nonce is looked at).
  const admin = await signedIn(browser, 'admin');
  await admin.goto(wpAdmin(`admin.php?page=agency-applications&action=view&id=${id}`));
  const resumeUrl = await admin.getByRole('link', { name: `Download ${RESUME}` }).getAttribute('href');
  await admin.goto(wpAdmin('admin.php?page=agency-applications'));
  const exportUrl = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  await admin.goto(wpAdmin('admin.php?page=agency-messages'));
  const messagesExportUrl = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');

  const page = await signedIn(browser, 'editor');
  await page.goto(wpAdmin(''));
  await expect(page.locator('#adminmenu').getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
  await expect(page.locator('#adminmenu').getByRole('link', { name: /^Inbox/ })).toHaveCount(0);

  for (const screen of [
    'admin.php?page=agency-applications',
    `admin.php?page=agency-applications&action=view&id=${id}`,
    'admin.php?page=agency-messages',
    'admin.php?page=agency-newsletter',
    'admin.php?page=agency-mail-log',
  ]) {
    const response = await page.goto(wpAdmin(screen));
    expect(response?.status(), screen).toBe(403);
    await expect(page.getByText('Sorry, you are not allowed to access this page.')).toBeVisible();
    await expect(page.getByText(NAME)).toHaveCount(0);
  }
  for (const [url, refusal] of [
    [exportUrl!, 'Sorry, you are not allowed to read job applications.'],
    [resumeUrl!, 'Sorry, you are not allowed to read job applications.'],
    [messagesExportUrl!, 'Sorry, you are not allowed to read contact messages.'],
  ] as const) {
    const response = await page.request.get(url.replace(/&amp;|&#038;/g, '&'));
    expect(response.status(), url).toBe(403);
    const body = await response.text();
    expect(body).toContain(refusal);
    expect(body).not.toContain('%PDF');
    expect(body).not.toContain(LAST);
  }
  for (const type of ['application', 'contact']) {
    expect((await asEditor(`agency/v1/submissions?type=${type}`)).status, type).toBe(403);
  }
});

test('the administrator decides which roles read personal data: an Editor ticked for messages sees those only', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await signedIn(browser, 'admin');
  const access = (role: string, what: string) =>
    admin.getByRole('checkbox', { name: `${role}: ${what}`, exact: true });
  await admin.goto(wpAdmin('options-general.php?page=agency-inbox-settings'));
  await expect(admin.getByRole('heading', { name: 'Who may read personal data' })).toBeVisible();
  // The defaults: administrators and HR read both, editors neither.
  for (const what of ['Job applications', 'Contact messages and newsletter sign-ups']) {
    await expect(access('Administrator', what)).toBeChecked();
    await expect(access('HR', what)).toBeChecked();
    await expect(access('Editor', what)).not.toBeChecked();
  }
  try {
    await access('Editor', 'Contact messages and newsletter sign-ups').check();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.locator('.notice-success')).toContainText('Settings saved.');
    await expect(access('Editor', 'Contact messages and newsletter sign-ups')).toBeChecked();

    const editor = await signedIn(browser, 'editor');
    await editor
      .locator('#adminmenu')
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await expect(editor.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    await expect(
      editor.locator('#adminmenu').getByRole('link', { name: /^Newsletter sign-ups/ }),
    ).toBeVisible();
    await expect(editor.locator('#adminmenu').getByRole('link', { name: /^Applications/ })).toHaveCount(0);
    await expect(editor.locator('#adminmenu').getByRole('link', { name: /^Mail log/ })).toHaveCount(0);
    expect((await editor.goto(wpAdmin('admin.php?page=agency-applications')))?.status()).toBe(403);
  } finally {
    await admin.goto(wpAdmin('options-general.php?page=agency-inbox-settings'));
    await access('Editor', 'Contact messages and newsletter sign-ups').uncheck();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.locator('.notice-success')).toContainText('Settings saved.');
  }
  const editor = await signedIn(browser, 'editor');
  await expect(editor.locator('#adminmenu').getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
});

test('the administrator sets who receives applications and messages and the confirmation; the next submissions use them', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await signedIn(browser, 'admin');
  await admin.locator('#adminmenu').getByRole('link', { name: 'Settings', exact: true }).click();
  await admin.locator('#menu-settings').getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Inbox settings' })).toBeVisible();
  const applicationsTo = admin.getByLabel('New applications go to');
  const messagesTo = admin.getByLabel('New contact messages go to');
  const subject = admin.getByLabel('Subject');
  const message = admin.getByLabel('Message', { exact: true });
  // The default confirmation keeps the careers page's promise: applicants hear back either way.
  await expect(message).toHaveValue(/hear from us within five working days either way/);
  await expect(admin.getByText('admin@example.com').first()).toBeVisible(); // who receives them today

  // Addresses of this run only, so a retry on the same WordPress finds its own mails.
  const run = Date.now();
  const box = (name: string) => `${name}-${run}@nexora.test`;
  const [hiring, lead, hello] = [box('hiring'), box('lead'), box('hello')];
  try {
    await applicationsTo.fill(`${hiring}, not-an-address`);
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.locator('.notice-error')).toContainText('Some settings were not saved');
    await expect(
      admin.getByText('Not an e-mail address: not-an-address. The recipients were not changed.'),
    ).toBeVisible();
    await expect(applicationsTo).toHaveAttribute('aria-invalid', 'true');
    await expect(applicationsTo).toHaveValue(`${hiring}, not-an-address`);

    await applicationsTo.fill(`${hiring}, ${lead}`);
    await messagesTo.fill(hello);
    await subject.fill('Your application for {job} reached us');
    await message.fill(
      'Namaste {first_name},\n\nyour application for {job} reached {site}. We reply within five working days either way.\n\n{site}',
    );
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.locator('.notice-success')).toContainText('Settings saved.');
    await expect(applicationsTo).toHaveValue(`${hiring}, ${lead}`);

    const email = uniqueEmail('settings');
    await apply(email);
    const sender = uniqueEmail('sender');
    await contact(sender, 'Who reads this?');

    // Mails leave after WordPress has answered: the log is read again until they are there.
    await admin.goto(wpAdmin(`admin.php?page=agency-mail-log&s=${run}`));
    const log = admin.getByRole('row');
    await expect(async () => {
      await admin.reload();
      await expect(
        log.filter({ hasText: `New application: ${NAME} — Senior React Developer` }).filter({
          hasText: `${hiring}, ${lead}`,
        }),
      ).toHaveCount(1, { timeout: 1000 });
      await expect(
        log.filter({ hasText: 'New contact message from Meera Joshi' }).filter({ hasText: hello }),
      ).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

    await admin.goto(wpAdmin(`admin.php?page=agency-mail-log&s=${encodeURIComponent(email)}`));
    const confirmation = admin
      .getByRole('row')
      .filter({ hasText: 'Your application for Senior React Developer reached us' });
    await expect(confirmation).toContainText(email);
    await confirmation
      .getByRole('link', { name: 'Your application for Senior React Developer reached us' })
      .click();
    const body = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Body' }) });
    await expect(body).toContainText(`Namaste ${FIRST},`);
    await expect(body).toContainText(
      'reached Nexora Infotech. We reply within five working days either way.',
    );
    await expect(
      admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Headers' }) }),
    ).toContainText(`Reply-To: ${hiring}, ${lead}`);
  } finally {
    // Empty fields restore the defaults.
    await admin.goto(wpAdmin('options-general.php?page=agency-inbox-settings'));
    for (const field of [applicationsTo, messagesTo, subject, message]) await field.fill('');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.locator('.notice-success')).toContainText('Settings saved.');
  }
  await expect(message).toHaveValue(/either way/);
});
