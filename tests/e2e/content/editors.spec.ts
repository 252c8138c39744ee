import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eEnv, wordpressDelete, wordpressRest as wordpress } from '../support/e2e-env';

/**
 * Editors own the site's content in WordPress: what they save through its REST API (as the block
 * editor does) shows on the public pages within seconds, and what the site needs cannot be saved
 * empty. Runs in the content project (it adds and removes content).
 */

const created: string[] = [];
test.afterEach(async () => {
  for (const item of created.splice(0)) await wordpressDelete(item);
});

/** Waits until the page's HTML passes `check`; pages revalidate by time only every 300 s. */
async function seenWithin(request: APIRequestContext, path: string, check: (html: string) => boolean) {
  const started = Date.now();
  await expect
    .poll(async () => check(await (await request.get(path)).text()), {
      timeout: 20_000,
      intervals: [250, 500],
    })
    .toBe(true);
  return Date.now() - started;
}

test('an FAQ entry added in WordPress shows on /faq, in its group and in the FAQ structured data', async ({
  request,
}) => {
  const question = `Do you sign a non-disclosure agreement before the first call (${Date.now()})?`;
  const { body } = await wordpress<{ id: number }>('faqs', {
    method: 'POST',
    body: JSON.stringify({
      title: question,
      content: '<p>Yes. Send us yours, or ask for our mutual NDA, and we sign it before we talk details.</p>',
      status: 'publish',
      menu_order: 4,
      meta: { faq_group: 'General Questions' },
    }),
  });
  created.push(`faqs/${body.id}`);

  const elapsed = await seenWithin(request, '/faq', (html) => html.includes(question.replace(/\?$/, '')));
  console.log(`new FAQ entry on /faq ${elapsed} ms after saving`);
  expect(elapsed).toBeLessThan(5_000);
  const html = await (await request.get('/faq')).text();
  // In its group, after the group's first three questions (their order is 1 to 3).
  const group = html.slice(html.indexOf('General Questions'), html.indexOf('Project Development'));
  expect(group).toContain(question.replace(/\?$/, ''));
  expect(html).toMatch(/"@type":"Question","name":"Do you sign a non-disclosure agreement/);
});

test('WordPress refuses to publish an FAQ entry without its group or answer, naming what is missing', async () => {
  const response = await asEditor('faqs', { title: 'A question without an answer', status: 'publish' });
  const answer = (await response.json()) as { id?: number; code?: string; message?: string };
  if (answer.id) created.push(`faqs/${answer.id}`);
  expect(response.status).toBe(400);
  expect(answer.code).toBe('agency_required_fields');
  expect(answer.message).toContain('Answer');
  expect(answer.message).toContain('Group');
});

/** The administrator's call to WordPress's REST API, answered as it comes (refusals included). */
async function asEditor(path: string, body: unknown) {
  const env = e2eEnv();
  const { user, appPassword } = env.admin;
  return fetch(`${env.wordpressUrl}/wp-json/wp/v2/${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

test('a phone number changed in Settings shows on every page at once: header, footer, contact page and structured data', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { body: before } = await wordpress<{ agency_phone: string }>('settings');
  const phone = `+91 20 ${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-8, -4)}`;
  const pages = ['/', '/contact', '/faq', '/careers', '/privacy-policy'];
  try {
    expect((await asEditor('settings', { agency_phone: phone })).status).toBe(200);
    for (const path of pages) {
      const elapsed = await seenWithin(request, path, (html) => html.includes(phone));
      expect(elapsed, path).toBeLessThan(5_000);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain(`href="tel:${phone.replace(/[^+\d]/g, '')}"`);
    expect(home).toContain(`"telephone":"${phone}"`);
  } finally {
    await asEditor('settings', { agency_phone: before.agency_phone });
  }
  await seenWithin(request, '/', (html) => html.includes(before.agency_phone));
});

test('WordPress refuses a phone number or e-mail the site could not show, naming the rule', async () => {
  for (const [field, value, rule] of [
    ['agency_phone', 'call us maybe', 'digits'],
    ['agency_email', 'not-an-address', 'valid e-mail'],
  ] as const) {
    const response = await asEditor('settings', { [field]: value });
    expect(response.status, field).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(rule);
  }
});
