import { expect, test, type Browser, type Page } from '@playwright/test';
import { asEditor, e2eEnv, editorAuth, editorJson, signInToWordPress } from '../support/e2e-env';
import { removedAfterEach, seenWithin, uploadImage } from '../support/wordpress-content';
import { fileSizeLabel } from '../../../src/lib/file-size';

/**
 * Editors own the site's content in WordPress: what they save through its REST API (as the block
 * editor does) or in wp-admin shows on the public pages within seconds, and what the site needs
 * cannot be saved empty. Every edit here is made by an account with WordPress's Editor role, so an
 * editor's rights are shown to be enough. Runs in the content project (it adds and removes content).
 */

const created = removedAfterEach();

test('an FAQ entry added in WordPress shows on /faq, in its group and in the FAQ structured data', async ({
  request,
}) => {
  const question = `Do you sign a non-disclosure agreement before the first call (${Date.now()})?`;
  const body = await editorJson<{ id: number }>('faqs', {
    title: question,
    content: '<p>Yes. Send us yours, or ask for our mutual NDA, and we sign it before we talk details.</p>',
    status: 'publish',
    menu_order: 4,
    meta: { faq_group: 'General Questions' },
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

test('a phone number changed on Site details shows on every page at once: header, footer, contact page and structured data', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const before = await editorJson<{ phone: string }>('agency/v1/site-facts');
  const phone = `+91 20 ${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-8, -4)}`;
  const pages = ['/', '/contact', '/faq', '/careers', '/privacy-policy'];
  try {
    expect((await asEditor('agency/v1/site-facts', { phone })).status).toBe(200);
    for (const path of pages) {
      const elapsed = await seenWithin(request, path, (html) => html.includes(phone));
      expect(elapsed, path).toBeLessThan(5_000);
    }
    const home = await (await request.get('/')).text();
    expect(home).toContain(`href="tel:${phone.replace(/[^+\d]/g, '')}"`);
    expect(home).toContain(`"telephone":"${phone}"`);
  } finally {
    await asEditor('agency/v1/site-facts', { phone: before.phone });
  }
  await seenWithin(request, '/', (html) => html.includes(before.phone));
});

test('WordPress refuses a phone number or e-mail the site could not show, naming the rule', async () => {
  for (const [field, value, rule] of [
    ['phone', 'call us maybe', 'digits'],
    ['email', 'not-an-address', 'valid e-mail'],
  ] as const) {
    const response = await asEditor('agency/v1/site-facts', { [field]: value });
    expect(response.status, field).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(rule);
  }
});

test('opening hours changed on Site details show in the footer, on the contact page and in the structured data', async ({
  request,
}) => {
  test.setTimeout(60_000);
  type Hours = { days: string[]; opens: string; closes: string };
  const before = await editorJson<{ hours: Hours }>('agency/v1/site-facts');
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  try {
    const saved = await asEditor('agency/v1/site-facts', {
      hours: { days: weekdays, opens: '9:30', closes: '17:00' },
    });
    expect(saved.status).toBe(200);
    for (const path of ['/contact', '/faq']) {
      const elapsed = await seenWithin(request, path, (html) =>
        html.includes('Monday-Friday 9:30 AM - 5:00 PM IST'),
      );
      expect(elapsed, path).toBeLessThan(5_000);
    }
    const contact = await (await request.get('/contact')).text();
    expect(contact).toContain('Saturday and Sunday closed');
    expect(contact).toContain(`"dayOfWeek":${JSON.stringify(weekdays)},"opens":"09:30","closes":"17:00"`);
  } finally {
    await asEditor('agency/v1/site-facts', { hours: before.hours });
  }
  await seenWithin(request, '/contact', (html) => html.includes('Monday-Saturday 10:00 AM - 6:30 PM IST'));
});

test('WordPress refuses opening hours the site could not show, naming the rule', async () => {
  for (const [hours, rule] of [
    [{ days: ['Monday'], opens: '18:00', closes: '10:00' }, 'after the opening time'],
    [{ days: ['Funday'] }, 'days of the week'],
    [{ opens: '9am' }, '24-hour time'],
  ] as const) {
    const response = await asEditor('agency/v1/site-facts', { hours });
    expect(response.status, rule).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(rule);
  }
});

test('company counters changed on Site details show on the home, About, careers and contact pages and in the structured data', async ({
  request,
}) => {
  test.setTimeout(60_000);
  type Counters = { projects: string; clients: string; team: { kolhapur: string; pune: string } };
  const before = await editorJson<{ counters: Counters }>('agency/v1/site-facts');
  try {
    const saved = await asEditor('agency/v1/site-facts', {
      counters: { projects: '263+', clients: '117', team: { kolhapur: '16', pune: '7' } },
    });
    expect(saved.status).toBe(200);
    const checks: [string, (html: string) => boolean][] = [
      // The counter's final number is in the page; the clients heading and the team size follow.
      [
        '/',
        (html) => html.includes('263') && html.includes('117 Brands Trust Us') && html.includes('"value":23'),
      ],
      ['/about', (html) => html.includes('23 engineers, designers and marketers') && html.includes('263+')],
      ['/careers', (html) => html.includes('We are 23 people: 16 at our head office')],
      // React separates adjacent text with an empty comment.
      ['/contact', (html) => html.replaceAll('<!-- -->', '').includes('Design and mobile · 7 people')],
    ];
    for (const [path, check] of checks)
      expect(await seenWithin(request, path, check), path).toBeLessThan(5_000);
    const about = await (await request.get('/about')).text();
    expect(about).toMatch(
      /<meta name="description" content="[^"]*23 engineers, designers and marketers, 117 clients/,
    );
  } finally {
    await asEditor('agency/v1/site-facts', { counters: before.counters });
  }
  await seenWithin(request, '/', (html) => html.includes(`${before.counters.clients} Brands Trust Us`));
});

test('WordPress refuses a counter that is not a whole number, naming the rule', async () => {
  for (const [counters, rule] of [
    [{ projects: 'lots' }, 'whole number'],
    [{ clients: '+100' }, 'whole number'],
    [{ team: { pune: 'five' } }, 'from 0 to 9999'],
  ] as const) {
    const response = await asEditor('agency/v1/site-facts', { counters });
    expect(response.status, rule).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(rule);
  }
});

test('an editor changes the terms in WordPress: the page shows the new text, the facts it names and the new date within 5 s; its address cannot change', async ({
  request,
}) => {
  test.setTimeout(60_000);
  type Page = { id: number; content: { raw: string } };
  const [terms] = await editorJson<Page[]>('pages?slug=terms&context=edit');
  expect(terms, 'the seeded terms page').toBeDefined();
  const { email } = await editorJson<{ email: string }>('agency/v1/site-facts');
  const sentence = `Questions about these terms are answered by our legal desk (${Date.now()}).`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  try {
    await editorJson(`pages/${terms!.id}`, {
      content: `${terms!.content.raw}\n\n<!-- wp:paragraph -->\n<p>${sentence} Write to {email}.</p>\n<!-- /wp:paragraph -->`,
    });
    const elapsed = await seenWithin(request, '/terms', (html) => html.includes(sentence));
    console.log(`edited terms on /terms ${elapsed} ms after saving`);
    expect(elapsed).toBeLessThan(5_000);
    const html = await (await request.get('/terms')).text();
    expect(html).toContain(`${sentence} Write to ${email}.`);
    expect(html).toContain(`<time dateTime="${today}"`);

    const renamed = await asEditor(`pages/${terms!.id}`, { slug: 'terms-of-use' });
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as { message: string }).message).toContain('cannot change');
  } finally {
    await editorJson(`pages/${terms!.id}`, { content: terms!.content.raw });
  }
  await seenWithin(request, '/terms', (html) => !html.includes(sentence));
});

test('in wp-admin, an editor sees the fields of an FAQ entry labelled as the page shows them, and the phone on Site details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php?post_type=faq`);
  // The field panel is in the block editor's settings sidebar.
  const panel = page.getByRole('button', { name: 'FAQ entry details' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.click();
  const group = page.getByLabel('Group (required)');
  await expect(group).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The heading the question is listed under on the FAQ page')).toBeVisible();
  await expect(page.getByLabel('Order')).toBeVisible();

  await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-site-facts`);
  const phone = page.getByLabel('Phone (shown on every page)');
  await expect(phone).toHaveValue(/^\+91/);
  await expect(page.getByLabel('Contact e-mail (shown on every page)')).toHaveValue(/@/);
  // The seeded hours and counters are what an editor finds there, not empty fields.
  await expect(page.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
  await expect(page.getByLabel('Closes at')).toHaveValue(/^\d\d:\d\d$/);
  await expect(page.getByLabel('Projects delivered')).toHaveValue(/^\d+\+?$/);
  await expect(page.getByLabel('People at the Pune studio')).toHaveValue(/^\d+$/);
  // A wrong number is refused on the screen too, naming the rule, and the stored one stays.
  const stored = await phone.inputValue();
  await phone.fill('call us maybe');
  await page.getByRole('button', { name: 'Save site details' }).click();
  await expect(page.getByText('may hold only digits')).toBeVisible();
  await expect(page.getByLabel('Phone (shown on every page)')).toHaveValue(stored);

  // A legal page opens in the block editor for an editor, with what the site fills in beside it.
  const [terms] = await editorJson<{ id: number }[]>('pages?slug=terms&_fields=id');
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${terms!.id}&action=edit`);
  await expect(page.getByRole('heading', { name: 'What the website fills in' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('[no analytics]', { exact: true }).first()).toBeVisible();
});

type Rule = { from: string; to: string; status: number };

test('a redirect added on the Redirects screen in wp-admin applies on the site before its own pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  const before = ((await (await asEditor('agency/v1/redirects')).json()) as { redirects: Rule[] }).redirects;
  const from = `/services/cloud-migration-${Date.now()}`;
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/tools.php?page=agency-redirects`);
    await page.getByLabel('From, new rule').fill(from);
    await page.getByLabel('To, new rule').fill('/services/web-development');
    await page.getByLabel('Status, new rule').selectOption('301');
    const saved = Date.now();
    await page.getByRole('button', { name: 'Save redirects' }).click();
    await expect(page.getByRole('alert')).toContainText('Redirects saved');

    await expect
      .poll(async () => (await request.get(`${from}?ref=mail`, { maxRedirects: 0 })).status(), {
        timeout: 10_000,
      })
      .toBe(301);
    console.log(`redirect applied ${Date.now() - saved} ms after saving`);
    expect(Date.now() - saved).toBeLessThan(5_000);
    const moved = await request.get(`${from}?ref=mail`, { maxRedirects: 0 });
    expect(moved.headers()['location']).toBe('/services/web-development?ref=mail');

    // An existing page, redirected for now, and a page that is gone.
    const rules = [
      ...before,
      { from, to: '/services/web-development', status: 301 },
      { from: '/faq', to: '/contact', status: 302 },
      { from: '/portfolio/retired-project', to: '', status: 410 },
    ];
    expect((await asEditor('agency/v1/redirects', { redirects: rules })).status).toBe(200);
    await expect
      .poll(async () => (await request.get('/faq', { maxRedirects: 0 })).status(), { timeout: 5_000 })
      .toBe(302);
    const gone = await request.get('/portfolio/retired-project', { maxRedirects: 0 });
    expect(gone.status()).toBe(410);
    expect(await gone.text()).toContain('This page has gone');
  } finally {
    expect((await asEditor('agency/v1/redirects', { redirects: before })).status).toBe(200);
  }
  await expect
    .poll(async () => (await request.get('/faq', { maxRedirects: 0 })).status(), { timeout: 5_000 })
    .toBe(200);
});

test('WordPress refuses redirects that would loop or chain, and says which rule to fix', async () => {
  for (const [redirects, words] of [
    [[{ from: '/old', to: '/old', status: 301 }], 'to itself'],
    [
      [
        { from: '/a-page', to: '/b-page', status: 301 },
        { from: '/b-page', to: '/c-page', status: 301 },
      ],
      'chain',
    ],
    [
      [
        { from: '/a-page', to: '/b-page', status: 301 },
        { from: '/b-page', to: '/a-page', status: 302 },
      ],
      'loop',
    ],
    [[{ from: '/api/contact', to: '/contact', status: 301 }], 'machinery'],
  ] as const) {
    const response = await asEditor('agency/v1/redirects', { redirects });
    expect(response.status, words).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(words);
  }
});

test('a testimonial with a photo added in WordPress shows on About with the photo and its alternative text', async ({
  request,
}) => {
  const stamp = Date.now();
  const photo = await uploadImage(
    created,
    'wordpress/seed/images/aurora-grid.jpg',
    `Photo of Kavita Rao ${stamp}`,
  );
  const response = await asEditor('testimonials', {
    title: `Kavita Rao ${stamp}`,
    content: '<p>They shipped our booking app a week early and the support calls halved in a month.</p>',
    status: 'publish',
    menu_order: 3,
    featured_media: photo,
    meta: { role: 'Owner', company: 'Rao Dental Clinic', rating: 4.8 },
  });
  const entry = (await response.json()) as { id: number };
  created.unshift(`testimonials/${entry.id}`);
  expect(response.status).toBe(201);

  const elapsed = await seenWithin(request, '/about', (html) => html.includes(`Kavita Rao ${stamp}`));
  expect(elapsed).toBeLessThan(5_000);
  // React separates neighbouring text with empty comments.
  const html = (await (await request.get('/about')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain('Owner, Rao Dental Clinic');
  const img = html.match(new RegExp(`<img[^>]*alt="Photo of Kavita Rao ${stamp}"[^>]*>`))?.[0] ?? '';
  expect(img).toMatch(/src="\/_next\/image\?url=%2Fuploads%2F/);
});

test('WordPress refuses a testimonial whose photo has no alternative text, or that has no rating', async () => {
  const photo = await uploadImage(created, 'wordpress/seed/images/circuit-bloom.jpg', '');
  const base = { title: 'No Alt', content: '<p>Quote.</p>', status: 'publish' };
  const noAlt = await asEditor('testimonials', {
    ...base,
    featured_media: photo,
    meta: { role: 'Owner', company: 'Somewhere', rating: 5 },
  });
  const noAltBody = (await noAlt.json()) as { id?: number; message: string };
  if (noAltBody.id) created.push(`testimonials/${noAltBody.id}`);
  expect([noAlt.status, noAltBody.message]).toEqual([400, expect.stringContaining('Alternative Text')]);

  const noRating = await asEditor('testimonials', {
    ...base,
    meta: { role: 'Owner', company: 'Somewhere', illustration: '/team/clients/anil-shah.svg' },
  });
  const noRatingBody = (await noRating.json()) as { id?: number; message: string };
  if (noRatingBody.id) created.push(`testimonials/${noRatingBody.id}`);
  expect([noRating.status, noRatingBody.message]).toEqual([400, expect.stringContaining('Rating (1 to 5)')]);
});

test('in wp-admin, each list an editor orders is in the order the site shows, with its Order number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  await signInToWordPress(page, { as: 'editor' });
  const lists = [
    ['team_member', 'team'],
    ['testimonial', 'testimonials'],
    ['client_logo', 'clients'],
    ['case_study', 'case-studies'],
    ['service', 'services'],
    ['faq', 'faqs'],
  ] as const;
  for (const [type, restBase] of lists) {
    // What the site reads: the published entries, by Order.
    const published = await editorJson<{ id: number }[]>(
      `${restBase}?per_page=100&orderby=menu_order&order=asc&_fields=id`,
    );
    await page.goto(`${env.wordpressUrl}/wp-admin/edit.php?post_type=${type}`);
    await expect(page.locator('thead').getByRole('columnheader', { name: /^Order/ })).toBeVisible();
    const rows = await page.locator('#the-list tr[id^="post-"]').evaluateAll((trs) =>
      trs.map((tr) => ({
        id: Number(tr.id.slice('post-'.length)),
        order: Number(tr.querySelector('td.column-menu_order')?.textContent),
      })),
    );
    expect(rows.length, type).toBeGreaterThan(1);
    const byOrder = [...rows].sort((a, b) => a.order - b.order || a.id - b.id);
    expect(rows, `${type}: listed by Order, then as added`).toEqual(byOrder);
    const shown = new Set(rows.map((row) => row.id));
    const publishedShown = published.map((entry) => entry.id).filter((id) => shown.has(id));
    expect(
      rows.map((row) => row.id).filter((id) => publishedShown.includes(id)),
      `${type}: the site's order`,
    ).toEqual(publishedShown);
  }
});

test('a client logo uploaded in WordPress joins the home page carousel, with its alternative text', async ({
  request,
}) => {
  const stamp = Date.now();
  const logo = await uploadImage(
    created,
    'wordpress/seed/images/mosaic-sun.jpg',
    `Mosaic Sun Resorts logo ${stamp}`,
  );
  const response = await asEditor('clients', {
    title: `Mosaic Sun Resorts ${stamp}`,
    status: 'publish',
    menu_order: 2,
    featured_media: logo,
  });
  const entry = (await response.json()) as { id: number };
  created.unshift(`clients/${entry.id}`);
  expect(response.status).toBe(201);
  const elapsed = await seenWithin(request, '/', (html) => html.includes(`Mosaic Sun Resorts logo ${stamp}`));
  expect(elapsed).toBeLessThan(5_000);
  const html = await (await request.get('/')).text();
  const carousel = html.slice(html.indexOf('aria-label="Client logos"'));
  const img = carousel.match(new RegExp(`<img[^>]*alt="Mosaic Sun Resorts logo ${stamp}"[^>]*>`))?.[0] ?? '';
  expect(img).toMatch(/src="\/_next\/image\?url=%2Fuploads%2F/);
});

/** A case study as an editor fills it in; `stamp` keeps its address and texts unique. */
function caseStudy(stamp: number, hero: number, detail: number) {
  return {
    title: `Harbour Freight Tracker ${stamp}`,
    slug: `harbour-freight-${stamp}`,
    content:
      '<p>Harbour Freight moves containers between Ratnagiri and Jawaharlal Nehru Port. We built the app its drivers and dispatchers share, so every container has one live status.</p>',
    status: 'publish',
    menu_order: 13,
    featured_media: hero,
    meta: {
      tagline: 'One live status for every container between port and warehouse',
      categories: ['mobile-apps', 'custom-software'],
      outcomes: [
        { value: '38%', label: 'fewer calls from dispatch to drivers' },
        { value: '2 h', label: 'saved on every port turnaround' },
      ],
      sub_title: 'From phone calls to one shared screen',
      sub_description: 'Drivers scan the container seal; dispatch sees it on the map within seconds.',
      challenges_title: 'Challenges',
      challenges: ['Coastal roads drop mobile data for kilometres.', 'Drivers share phones between shifts.'],
      features: ['Offline seal scans that sync on the next signal'],
      technology: ['Kotlin', 'Next.js'],
      conclusion: 'Dispatch now answers a customer in one look instead of three phone calls.',
      project_info: [
        { label: 'Date', value: 'October 2026' },
        { label: 'Client', value: 'Harbour Freight Lines' },
      ],
      related: ['octans'],
      detail_image: detail,
      detail_caption: 'The dispatcher’s map: every container with its last scan.',
    },
  };
}

test('a case study added in WordPress gets its card on /portfolio, its page, share card, sitemap entry and related links within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const hero = await uploadImage(
    created,
    'wordpress/seed/images/orbit-lines.jpg',
    `Harbour Freight dispatch map ${stamp}`,
  );
  const detail = await uploadImage(
    created,
    'wordpress/seed/images/flow-field.jpg',
    `Seal scan on a driver’s phone ${stamp}`,
  );
  const response = await asEditor('case-studies', caseStudy(stamp, hero, detail));
  const entry = (await response.json()) as { id: number; message?: string };
  expect(response.status, entry.message).toBe(201);
  created.unshift(`case-studies/${entry.id}`);
  const path = `/portfolio/harbour-freight-${stamp}`;

  const elapsed = await seenWithin(request, '/portfolio', (html) => html.includes(`href="${path}"`));
  console.log(`new case study on /portfolio ${elapsed} ms after saving`);
  expect(elapsed).toBeLessThan(5_000);
  // The sitemap regenerates on its first visit after the save; a regeneration already under way
  // then may answer that visit with the list before it.
  const listed = elapsed + (await seenWithin(request, '/sitemap.xml', (xml) => xml.includes(path)));
  console.log(`new case study in /sitemap.xml ${listed} ms after saving`);
  expect(listed).toBeLessThan(5_000);

  const detailPage = await request.get(path);
  expect(detailPage.status()).toBe(200);
  const html = (await detailPage.text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`<h1`);
  expect(html).toContain(`Harbour Freight Tracker ${stamp}`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/uploads\/[^"]+"/);
  expect(html).toContain(`Harbour Freight dispatch map ${stamp}`);
  expect(html).toContain('38%');
  // Picked related project first, then others sharing a category; the close-up with its caption.
  const related = html.slice(html.indexOf('id="related-title"'));
  expect(related.match(/href="\/portfolio\/([\w-]+)"/)?.[1]).toBe('octans');
  expect(html).toContain('The dispatcher’s map: every container with its last scan.');

  // A visitor filtering the grid finds it under both of its categories.
  await page.goto('/portfolio?category=custom-software');
  await expect(page.getByRole('link', { name: `Harbour Freight Tracker ${stamp}` })).toBeVisible();

  // Unpublished, its page is gone and the grid no longer shows it.
  await editorJson(`case-studies/${entry.id}`, { status: 'draft' });
  await seenWithin(request, '/portfolio', (html) => !html.includes(`href="${path}"`));
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000 }).toBe(404);
});

test('WordPress refuses to publish a case study without its required fields, or with a picture that has no alternative text', async () => {
  const stamp = Date.now();
  const hero = await uploadImage(created, 'wordpress/seed/images/paper-folds.jpg', `Hero ${stamp}`);
  const incomplete = await asEditor('case-studies', {
    title: `Incomplete ${stamp}`,
    status: 'publish',
    featured_media: hero,
    meta: { sub_title: 'Only this' },
  });
  const incompleteBody = (await incomplete.json()) as { id?: number; message: string };
  if (incompleteBody.id) created.push(`case-studies/${incompleteBody.id}`);
  expect(incomplete.status).toBe(400);
  for (const label of ['Overview', 'Tagline', 'Categories', 'Results', 'Conclusion'])
    expect(incompleteBody.message).toContain(label);

  const noAlt = await uploadImage(created, 'wordpress/seed/images/pixel-tide.jpg', '');
  const unlabelled = await asEditor('case-studies', caseStudy(stamp, hero, noAlt));
  const unlabelledBody = (await unlabelled.json()) as { id?: number; message: string };
  if (unlabelledBody.id) created.push(`case-studies/${unlabelledBody.id}`);
  expect([unlabelled.status, unlabelledBody.message]).toEqual([
    400,
    expect.stringContaining('close-up picture'),
  ]);
});

test('in wp-admin, an editor sees a case study’s fields labelled as the page shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php?post_type=case_study`);
  const panel = page.getByRole('button', { name: 'Case study details' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  if ((await panel.getAttribute('aria-expanded')) !== 'true') await panel.click();
  await expect(page.getByLabel('Tagline (required)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Mobile Apps' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Results (required)', exact: true })).toBeVisible();
  await expect(page.getByText('Close-up picture', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose image' }).first()).toBeVisible();
});

test('a service’s text edited in WordPress shows on its page within 5 s, and a benefit card can be added', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const [service] = await editorJson<{ id: number; meta: { sub_title: string; benefits: unknown[] } }[]>(
    'services?slug=web-development&context=edit&_fields=id,meta',
  );
  expect(service).toBeDefined();
  const { id, meta } = service!;
  const heading = `Portals your customers actually use (${Date.now()})`;
  try {
    const saved = await asEditor(`services/${id}`, {
      meta: {
        sub_title: heading,
        benefits: [
          ...meta.benefits,
          { icon: 'cloud', title: 'Hosted in Mumbai', text: 'Data stays in India.' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const elapsed = await seenWithin(request, '/services/web-development', (html) => html.includes(heading));
    console.log(`service text on its page ${elapsed} ms after saving`);
    expect(elapsed).toBeLessThan(5_000);
    const html = await (await request.get('/services/web-development')).text();
    expect(html).toContain('Hosted in Mumbai');
    // The sidebar still lists every service, this one marked as the current page.
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/services\/web-development"|href="\/services\/web-development"[^>]*aria-current="page"/,
    );
  } finally {
    await asEditor(`services/${id}`, { meta: { sub_title: meta.sub_title, benefits: meta.benefits } });
  }
  await seenWithin(request, '/services/web-development', (html) => !html.includes(heading));
});

test('WordPress refuses to publish a service without its headings or with a brochure that is not a PDF', async () => {
  const response = await asEditor('services', {
    title: `Cloud Migration ${Date.now()}`,
    content: '<p>We move your servers to the cloud without a weekend of downtime.</p>',
    status: 'publish',
    meta: { summary: 'Moves to AWS and Azure, planned and reversible.' },
  });
  const body = (await response.json()) as { id?: number; message: string };
  if (body.id) created.push(`services/${body.id}`);
  expect(response.status).toBe(400);
  for (const label of ['Main heading', 'Second heading', 'Highlights', 'Benefit cards', 'Brochure title'])
    expect(body.message).toContain(label);

  const image = await uploadImage(created, 'wordpress/seed/images/paper-folds.jpg', 'Not a brochure');
  const [service] = await editorJson<{ id: number }[]>('services?slug=ui-design&_fields=id');
  const wrongFile = await asEditor(`services/${service!.id}`, { meta: { brochure: image } });
  expect([wrongFile.status, ((await wrongFile.json()) as { message: string }).message]).toEqual([
    400,
    expect.stringContaining('must be a PDF'),
  ]);
});

test('a PDF an editor chooses as a service’s brochure replaces the one the site makes, labelled with its own size', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const page = '/services/ios-development';
  const made = '/services/ios-development/brochure.pdf';
  const sizeShown = (html: string) => /data-size[^>]*>([^<]*)</.exec(html)?.[1];
  // The editor's own file: the made brochure with a note of theirs after it, so its size differs.
  const own = Buffer.concat([
    await (await request.get(made)).body(),
    Buffer.from('% Edited by the marketing team\n'.repeat(64)),
  ]);
  const env = e2eEnv();
  const uploaded = await fetch(`${env.wordpressUrl}/wp-json/wp/v2/media`, {
    method: 'POST',
    headers: {
      ...editorAuth(env),
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="ios-apps-2027.pdf"',
    },
    body: own,
  });
  expect(uploaded.status).toBe(201);
  const { id: file } = (await uploaded.json()) as { id: number };
  created.push(`media/${file}`);
  const [service] = await editorJson<{ id: number }[]>('services?slug=ios-development&_fields=id');
  try {
    expect((await asEditor(`services/${service!.id}`, { meta: { brochure: file } })).status).toBe(200);
    await seenWithin(request, page, (html) => /href="\/uploads\/[^"]*ios-apps-2027[^"]*\.pdf"/.test(html));
    const html = await (await request.get(page)).text();
    const href = /href="(\/uploads\/[^"]*ios-apps-2027[^"]*\.pdf)"/.exec(html)![1]!;
    expect(sizeShown(html)).toBe(fileSizeLabel(own.length));
    const download = await request.get(href);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect((await download.body()).equals(own)).toBe(true);
    // The address of the made brochure sends readers to the editor's file.
    const moved = await request.get(made, { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']]).toEqual([307, href]);
  } finally {
    await asEditor(`services/${service!.id}`, { meta: { brochure: 0 } });
  }
  await seenWithin(request, page, (html) => html.includes(`href="${made}"`));
});

/**
 * What the block editor does on Preview: autosave the change as the editor, then open the link it
 * answers. The link is the site's signed one and lands, uncached, on `previewPath`.
 */
async function openPreview(page: Page, autosavePath: string, change: object, previewPath: string) {
  const autosave = await asEditor(autosavePath, change);
  const { preview_link: link } = (await autosave.json()) as { preview_link: string };
  expect(autosave.status, link).toBe(200);
  expect(link).toContain('/api/preview?');
  const response = await page.goto(link);
  expect(new URL(page.url()).pathname).toBe(previewPath);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
}

/** A visitor without the editor's grant gets the 404 page at a preview address. */
async function expectHiddenFromStrangers(browser: Browser, previewPath: string) {
  const visitor = await browser.newContext();
  const stranger = await (await visitor.newPage()).goto(previewPath);
  expect(stranger?.status()).toBe(404);
  await visitor.close();
}

test('a case study’s unsaved change opens from its Preview link, privately, while the public page stays as published', async ({
  page,
  request,
}) => {
  const [octans] = await editorJson<{ id: number; meta: { tagline: string } }[]>(
    'case-studies?slug=octans&context=edit&_fields=id,meta',
  );
  const tagline = `A tagline still being written (${Date.now()})`;
  // The autosave carries the fields too.
  await openPreview(
    page,
    `case-studies/${octans!.id}/autosaves`,
    {
      title: 'Octans Engineering',
      content: '<p>An overview still being written.</p>',
      meta: { tagline, outcomes: [{ value: '4×', label: 'qualified enquiries, in the draft' }] },
    },
    `/preview/case_study/${octans!.id}`,
  );
  await expect(page.getByText(tagline)).toBeVisible();
  await expect(page.getByText('qualified enquiries, in the draft')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Preview - not published' })).toContainText(
    'Unsaved changes',
  );
  const published = await (await request.get('/portfolio/octans')).text();
  expect(published).not.toContain(tagline);
  expect(published).toContain(octans!.meta.tagline);
});

test('an unsaved change to the privacy policy opens from its Preview link with this site’s facts filled in, while the public page stays as published', async ({
  page,
  request,
  browser,
}) => {
  const [policy] = await editorJson<{ id: number; title: { raw: string }; content: { raw: string } }[]>(
    'pages?slug=privacy-policy&context=edit&_fields=id,title,content',
  );
  const sentence = `A paragraph still with the lawyers (${Date.now()}); write to {email}.`;
  await openPreview(
    page,
    `pages/${policy!.id}/autosaves`,
    {
      title: policy!.title.raw,
      content: `${policy!.content.raw}\n\n<!-- wp:paragraph -->\n<p>${sentence}</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>[mailchimp] Only with Mailchimp ${Date.now()}.</p>\n<!-- /wp:paragraph -->`,
    },
    `/preview/page/${policy!.id}`,
  );
  const { email } = await editorJson<{ email: string }>('agency/v1/site-facts');
  await expect(page.getByText(sentence.replace('{email}', email))).toBeVisible();
  // The embedded default has no Mailchimp: the preview shows what the page would.
  await expect(page.getByText('Only with Mailchimp')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Preview - not published' })).toContainText(
    'Unsaved changes',
  );
  expect(await (await request.get('/privacy-policy')).text()).not.toContain('still with the lawyers');
  await expectHiddenFromStrangers(browser, `/preview/page/${policy!.id}`);
});

test('a service draft previews through the service page’s components, and nobody else can open it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const draft = await asEditor('services', {
    title: `Cloud Migration ${stamp}`,
    content: '<p>We move your servers to the cloud without a weekend of downtime.</p>',
    status: 'draft',
    meta: { summary: 'Moves to AWS and Azure, planned and reversible.', main_title: `Cloud moves ${stamp}` },
  });
  const { id } = (await draft.json()) as { id: number };
  created.unshift(`services/${id}`);
  // A draft's own author autosaves into the draft itself.
  await openPreview(
    page,
    `services/${id}/autosaves`,
    {
      title: `Cloud Migration ${stamp}`,
      content: '<p>We move your servers to the cloud without a weekend of downtime.</p>',
    },
    `/preview/service/${id}`,
  );
  await expect(page.getByRole('heading', { name: `Cloud moves ${stamp}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'All services' }).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('status').filter({ hasText: 'Preview - not published' })).toContainText(
    'Draft',
  );
  await expectHiddenFromStrangers(browser, `/preview/service/${id}`);
});

test('a case study whose address an editor changed answers 308 at its old address', async ({ request }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const hero = await uploadImage(
    created,
    'wordpress/seed/images/node-constellation.jpg',
    `Freight map ${stamp}`,
  );
  const response = await asEditor('case-studies', caseStudy(stamp, hero, 0));
  const { id } = (await response.json()) as { id: number };
  expect(response.status).toBe(201);
  created.unshift(`case-studies/${id}`);
  const before = `/portfolio/harbour-freight-${stamp}`;
  await seenWithin(request, before, (html) => html.includes(`Harbour Freight Tracker ${stamp}`));

  expect((await asEditor(`case-studies/${id}`, { slug: `harbour-freight-tracker-${stamp}` })).status).toBe(
    200,
  );
  await expect
    .poll(async () => {
      const answer = await request.get(before, { maxRedirects: 0 });
      return [answer.status(), answer.headers()['location']];
    })
    .toEqual([308, `/portfolio/harbour-freight-tracker-${stamp}`]);
});
