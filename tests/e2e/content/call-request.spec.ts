import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { NOTICE_VERSION } from '../../../src/forms/privacy-notice';
import { signInToWordPress } from '../support/e2e-env';

/**
 * "Request a call" end to end (issue 47): a visitor in New York picks a time shown on their clock and
 * in IST, requests it and downloads the calendar file; a second visitor who chose the same time is
 * told it is gone and keeps what they typed; the time is offered no more; the request is in the
 * Inbox and the Mail log for the role that reads messages (HR). Without JavaScript the page offers
 * IST and the request still goes through.
 */

const NEW_YORK = 'America/New_York';
/** Unique letters for this run (names are letters only: the confirmation repeats only a name that reads as one). */
const RUN = String(Date.now()).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const NAME = `Priya Nair ${RUN.charAt(0).toUpperCase()}${RUN.slice(1)}`;
const EMAIL = `priya.${RUN}@example.in`;
const TOPIC = 'A booking app for our three clinics, Android first';

const clock = (start: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(Date.parse(start));
const day = (start: string, timeZone: string) =>
  clock(start, timeZone, { weekday: 'short', day: 'numeric', month: 'short' });
const time = (start: string, timeZone: string) =>
  clock(start, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** '20261202T043000Z'. */
const utc = (start: string) => start.replace(/[-:]/g, '');

const callForm = (page: Page) => page.locator('form[action="/api/call"]');

async function fillDetails(page: Page, name: string, email: string) {
  const form = callForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').fill(TOPIC);
}

test('a visitor in New York requests a call; it reaches the Inbox and the Mail log, and nobody else gets the time', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // A client address of its own, so the form's rate limit counts this test alone.
  const address = `10.47.${Math.floor(Date.now() / 1000) % 250}.${Math.floor(Date.now() / 4) % 250}`;
  const visitor = await browser.newContext({
    timezoneId: NEW_YORK,
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await visitor.newPage();
  const rival = await visitor.newPage();
  await Promise.all([page.goto('/contact/call'), rival.goto('/contact/call')]);
  const form = callForm(page);
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(
    form.getByText('Times are on your clock (New York), with India time (IST) beside them'),
  ).toBeVisible();

  // The first time the chosen day offers, on the visitor's clock and in IST.
  const first = form.locator('input[name="slot"]:visible').first();
  const start = (await first.getAttribute('value'))!;
  const label = `${day(start, NEW_YORK)}, ${time(start, NEW_YORK)} your time (${time(start, 'Asia/Kolkata')} IST)`;
  await expect(first).toHaveAccessibleName(label);
  await form.getByRole('radio', { name: label }).check();
  await expect(form.getByText(`Your call: ${label}`)).toBeVisible();
  await fillDetails(page, NAME, EMAIL);
  await form.getByRole('button', { name: 'Request this call' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your call is requested.' })).toBeFocused();
  await expect(page.getByText(label, { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`nexora-call-${utc(start)}.ics`);
  const calendar = readFileSync((await download.path())!, 'utf8');
  expect(calendar).toContain(`\r\nDTSTART:${utc(start)}\r\n`);
  expect(calendar).toMatch(/\r\nUID:call-[0-9a-f-]{36}@/);

  // Another visitor had the same list open and chose the same time: told so, their details kept.
  const other = callForm(rival);
  await expect(other).toHaveAttribute('novalidate', '');
  await other.getByRole('radio', { name: label }).check();
  await fillDetails(rival, 'Rahul Mehta', `rahul.${RUN}@example.in`);
  await other.getByRole('button', { name: 'Request this call' }).click();
  await expect(other.getByRole('status')).toHaveText(
    'Someone has just requested that time. Please choose another one: your details are still here.',
  );
  await expect(other.getByLabel('Name')).toHaveValue('Rahul Mehta');
  await expect(other.getByLabel('Topic')).toHaveValue(TOPIC);
  await expect(other.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(0);

  // Asked for again, the page offers that time no more.
  const again = await (await page.request.get('/contact/call')).text();
  expect(again).toContain('name="slot"');
  expect(again).not.toContain(`value="${start}"`);
  await visitor.close();

  // HR reads messages: the request is in the Inbox with both clocks, and in the Mail log.
  const hr = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToWordPress(hr, { as: 'hr' });
  const wpAdmin = new URL('/wp-admin/', hr.url()).href;
  await hr.goto(`${wpAdmin}admin.php?page=agency-messages&s=${encodeURIComponent(EMAIL)}`);
  const row = hr.getByRole('row').filter({ hasText: EMAIL });
  await expect(row).toContainText(`${day(start, 'Asia/Kolkata')}, ${time(start, 'Asia/Kolkata')} IST`);
  await expect(row).toContainText(TOPIC);
  await row.getByRole('link', { name: NAME }).click();
  await expect(hr.getByRole('heading', { level: 1, name: `Call request from ${NAME}` })).toBeVisible();
  const when = hr.getByRole('row').filter({ has: hr.getByRole('rowheader', { name: 'Call requested' }) });
  await expect(when).toContainText(`${time(start, 'Asia/Kolkata')}–`);
  await expect(when).toContainText(' IST');
  await expect(when).toContainText(`${time(start, NEW_YORK)}–`);
  await expect(when).toContainText(`${NEW_YORK} (the visitor’s time)`);

  // Mails leave after WordPress has answered: the log is read again until both are there.
  await expect(async () => {
    await hr.goto(`${wpAdmin}admin.php?page=agency-mail-log&s=${encodeURIComponent(NAME)}`);
    await expect(hr.getByRole('row').filter({ hasText: `New call request from ${NAME}` })).toHaveCount(1, {
      timeout: 1000,
    });
    await expect(
      hr.getByRole('row').filter({ hasText: 'Your call with Nexora Infotech on' }).filter({ hasText: EMAIL }),
    ).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await hr.getByRole('link', { name: /^Your call with Nexora Infotech on/ }).click();
  await expect(
    hr.getByRole('row').filter({ has: hr.getByRole('rowheader', { name: 'Attachments' }) }),
  ).toContainText('nexora-infotech-call.ics');
});

test('without JavaScript the contact page leads to the times in IST, and a request still goes through', async ({
  browser,
}) => {
  const address = `10.48.${Math.floor(Date.now() / 1000) % 250}.${Math.floor(Date.now() / 4) % 250}`;
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: NEW_YORK,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  // The contact page leads there.
  await page.goto('/contact');
  await page.getByText('Prefer to talk?').getByRole('link', { name: 'Request a call' }).click();
  await expect(page).toHaveURL(/\/contact\/call$/);
  const form = callForm(page);
  await expect(form.getByText('Times are in India Standard Time (IST).')).toBeVisible();
  // The second day's tab shows its times with CSS alone.
  await form.locator('input[name="day"]').nth(1).check({ force: true });
  const slot = form.locator('input[name="slot"]:visible').last();
  const start = (await slot.getAttribute('value'))!;
  await expect(slot).toHaveAccessibleName(
    `${day(start, 'Asia/Kolkata')}, ${time(start, 'Asia/Kolkata')} IST`,
  );
  await slot.check({ force: true });
  await fillDetails(page, `Anil Rao ${RUN}`, `anil.${RUN}@example.in`);
  await form.getByRole('button', { name: 'Request this call' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your call is requested.' })).toBeVisible();
  await expect(page.getByText(`A confirmation is on its way to anil.${RUN}@example.in.`)).toBeVisible();
  const link = page.getByRole('link', { name: 'download the calendar file (.ics)' });
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await response.text()).toContain(`\r\nDTSTART:${utc(start)}\r\n`);
  await context.close();
});

test('two visitors sending the same time at the same moment: one gets it, the other is told it is gone', async ({
  request,
  baseURL,
}) => {
  const offered = [
    ...(await (await request.get('/contact/call')).text()).matchAll(/name="slot" value="([^"]+)"/g),
  ].map((match) => match[1]!);
  // A later time than the other tests of this file choose.
  const start = offered.at(-1)!;
  const send = (name: string, email: string, address: string) =>
    request.post('/api/call', {
      headers: { origin: baseURL!, accept: 'application/json', 'x-forwarded-for': address },
      data: {
        name,
        email,
        topic: TOPIC,
        slot: start,
        time_zone: 'Asia/Kolkata',
        notice_version: NOTICE_VERSION,
      },
    });
  const both = await Promise.all([
    send(`Asha Kulkarni ${RUN}`, `asha.${RUN}@example.in`, '198.51.100.81'),
    send(`Ravi Patil ${RUN}`, `ravi.${RUN}@example.in`, '198.51.100.82'),
  ]);
  expect(both.map((answer) => answer.status()).sort()).toEqual([200, 409]);
  const lost = both.find((answer) => answer.status() === 409)!;
  expect((await lost.json()).message).toBe(
    'Someone has just requested that time. Please choose another one: your details are still here.',
  );
  expect(await (await request.get('/contact/call')).text()).not.toContain(`value="${start}"`);
});
