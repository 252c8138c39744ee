import { expect, test, type Page } from '@playwright/test';
import { asEditor, e2eEnv, editorJson, signInToWordPress, wordpressRest } from '../support/e2e-env';
import { fillRows, openFieldPanel } from '../support/panel-rows';
import { removedAfterEach, seenWithin } from '../support/wordpress-content';
import { pdfText } from '../../support/pdf-text';
import { fileSizeLabel } from '../../../src/lib/file-size';

/**
 * The block editor's field panels and the list screens as the Editor uses them in wp-admin: a job
 * opening's labelled panel with "Close this opening", list fields as rows, the FAQ group as a choice,
 * and reordering a list by dragging or from the keyboard. Each change shows on the site within
 * seconds. Runs in the content project (it changes what the site shows).
 */

const created = removedAfterEach();

/** Runs `act` (Save, Publish) in the block editor and waits until WordPress has stored the post. */
async function storedBy(page: Page, act: () => Promise<void>) {
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/wp\/v2\/[a-z-]+\/\d+(\?|&|$)/.test(decodeURIComponent(response.url())),
  );
  await act();
  expect((await stored).status()).toBe(200);
}

/** Saves the post open in the block editor. */
async function saveInEditor(page: Page) {
  await storedBy(page, () =>
    page
      .getByRole('region', { name: 'Editor top bar' })
      .getByRole('button', { name: 'Save', exact: true })
      .click(),
  );
}

/** Turns WordPress's raw Custom Fields box on or off for the signed-in user (Preferences; reloads). */
async function showCustomFieldsBox(page: Page, on: boolean) {
  // Right after a reload the editor may still be starting and miss the first click on its menu.
  const item = page.getByRole('menuitem', { name: 'Preferences' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Options' }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  const preferences = page.getByRole('dialog', { name: 'Preferences' });
  await preferences.getByRole('tab', { name: 'General' }).click();
  const toggle = preferences.getByLabel('Custom fields');
  if ((await toggle.isChecked()) === on) {
    await preferences.getByRole('button', { name: 'Close' }).click();
    return;
  }
  await toggle.click();
  await Promise.all([
    page.waitForEvent('load'),
    preferences.getByRole('button', { name: on ? 'Show & Reload Page' : 'Hide & Reload Page' }).click(),
  ]);
}

test('an editor fills a job opening in its labelled panel, closes it and it leaves /careers within seconds, then reopens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const stamp = Date.now();
  const title = `Cloud Support Engineer ${stamp}`;
  const { body: job } = await wordpressRest<{ id: number; slug: string }>('careers', {
    method: 'POST',
    body: JSON.stringify({
      title,
      status: 'publish',
      content: '<p>Keep our clients’ servers healthy and their teams calm.</p>',
      excerpt: 'Keep our clients’ servers healthy.',
      valid_through: '2099-12-31',
      employment_type: 'Full-time',
      city: 'Pune',
      skills: ['Linux'],
    }),
  });
  created.push(`careers/${job.id}`);
  await seenWithin(request, '/careers', (html) => html.includes(title));

  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${job.id}&action=edit`);
  await openFieldPanel(page, 'Job opening details');
  // Labelled controls, not internal names: a choice, a date picker, rows.
  await expect(page.getByLabel('Employment type')).toHaveValue('Full-time');
  await expect(page.getByLabel('Employment type').locator('option')).toContainText([
    'Part-time',
    'Internship',
  ]);
  await expect(page.getByLabel('Last day to apply (Valid through)')).toHaveAttribute('type', 'date');
  await expect(page.getByLabel('Last day to apply (Valid through)')).toHaveValue('2099-12-31');
  await expect(page.getByText('Open: takes applications until the end of 31 December 2099.')).toBeVisible();
  await fillRows(page, 'Skills required', 'Skill', ['Linux', 'AWS']);
  await page.getByLabel('Employment type').selectOption('Contract');
  await saveInEditor(page);
  const [saved] = await editorJson<{ skills: string[]; employment_type: string }[]>(
    `careers?slug=${job.slug}&_fields=skills,employment_type`,
  );
  expect(saved).toEqual({ skills: ['Linux', 'AWS'], employment_type: 'Contract' });

  // WordPress's raw Custom Fields box no longer offers the job fields under their internal names.
  await showCustomFieldsBox(page, true);
  try {
    const box = page.locator('#postcustom');
    await expect(box).toBeVisible({ timeout: 30_000 });
    const listed = await box
      .locator('input[name$="[key]"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const offered = await box.locator('#metakeyselect option').allTextContents();
    for (const key of ['valid_through', 'employment_type', 'skills', 'base_salary', 'job_location']) {
      expect(listed, key).not.toContain(key);
      expect(offered, key).not.toContain(key);
    }
  } finally {
    await showCustomFieldsBox(page, false);
  }

  // Close this opening: confirmed, saved at once, announced; the site drops it within seconds.
  await openFieldPanel(page, 'Job opening details');
  await page.getByRole('button', { name: 'Close this opening' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this opening?' });
  await expect(confirm).toContainText('leaves /careers within seconds');
  await confirm.getByRole('button', { name: 'Close the opening' }).click();
  const notices = page.locator('.components-notice');
  await expect(
    notices.filter({
      hasText: 'This opening is closed. It no longer takes applications and leaves /careers within seconds.',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Closed: applications ended on /)).toBeVisible();
  const gone = await seenWithin(request, '/careers', (html) => !html.includes(title));
  expect(gone).toBeLessThan(5_000);
  expect(await (await request.get(`/careers/${job.slug}`)).text()).toContain('This position is closed');

  // Reopen: a new last day, and it is back on /careers.
  await page.getByRole('button', { name: 'Reopen this opening' }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen this opening' });
  await reopen.getByLabel('New last day to apply').fill('2099-06-30');
  await reopen.getByRole('button', { name: 'Reopen the opening' }).click();
  await expect(notices.filter({ hasText: 'This opening is open again until 30 June 2099' })).toBeVisible();
  const back = await seenWithin(request, '/careers', (html) => html.includes(title));
  expect(back).toBeLessThan(5_000);
});

type Outcome = { value: string; label: string };
type Detail = { label: string; value: string };

test('an editor edits a case study’s results and project information as rows, and the page shows them in that order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const [octans] = await editorJson<{ id: number; meta: { outcomes: Outcome[]; project_info: Detail[] } }[]>(
    'case-studies?slug=octans&context=edit&_fields=id,meta',
  );
  const { id, meta } = octans!;
  const stamp = String(Date.now()).slice(-6);
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${id}&action=edit`);
    await openFieldPanel(page, 'Case study details');
    const results = page.getByRole('group', { name: 'Results (required)', exact: true });
    // The stored results, one labelled row each; the page shows three at most.
    await expect(
      results.getByRole('group', { name: 'Result 1', exact: true }).getByLabel('Figure'),
    ).toHaveValue(meta.outcomes[0]!.value);
    await expect(results.getByRole('button', { name: 'Add result' })).toBeDisabled();
    await expect(results).toContainText('3 of 3 at most.');

    // The last result replaced, then moved to the top from the keyboard.
    await results.getByRole('button', { name: 'Remove result 3' }).click();
    await results.getByRole('button', { name: 'Add result' }).click();
    const third = results.getByRole('group', { name: 'Result 3', exact: true });
    await third.getByLabel('Figure').fill(`${stamp} t`);
    await expect(page.getByText('Fill in every part, or remove the row')).toBeVisible();
    await third.getByLabel('What it measures').fill('of steel handled every month');
    await results.getByRole('button', { name: 'Move result 3 up' }).press('Enter');
    await results.getByRole('button', { name: 'Move result 2 up' }).press('Enter');
    await expect(results.getByRole('button', { name: 'Move result 1 up' })).toBeFocused();

    const details = meta.project_info.filter((row) => row.label !== 'Platform');
    await fillRows(page, 'Project information (required)', 'Project detail', [
      ...details.map((row) => ({ Label: row.label, Value: row.value })),
      { Label: 'Platform', Value: `Next.js ${stamp}` },
    ]);
    await saveInEditor(page);

    // Stored in the shape the site reads: objects with the same keys, in the order on screen.
    const [after] = await editorJson<{ meta: { outcomes: Outcome[]; project_info: Detail[] } }[]>(
      'case-studies?slug=octans&context=edit&_fields=meta',
    );
    expect(after!.meta.outcomes).toEqual([
      { value: `${stamp} t`, label: 'of steel handled every month' },
      ...meta.outcomes.slice(0, 2),
    ]);
    expect(after!.meta.project_info.at(-1)).toEqual({ label: 'Platform', value: `Next.js ${stamp}` });

    const elapsed = await seenWithin(request, '/portfolio/octans', (html) =>
      html.includes(`Next.js ${stamp}`),
    );
    expect(elapsed).toBeLessThan(5_000);
    const html = await (await request.get('/portfolio/octans')).text();
    const first = html.indexOf(`${stamp} t`);
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(html.indexOf(meta.outcomes[0]!.value));
  } finally {
    await asEditor(`case-studies/${id}`, {
      meta: { outcomes: meta.outcomes, project_info: meta.project_info },
    });
  }
  await seenWithin(request, '/portfolio/octans', (html) => !html.includes(`Next.js ${stamp}`));
});

test('an editor files an FAQ entry under one of the FAQ page’s groups by choosing it; a misspelt group is caught', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const question = `Can you take over a half-finished project (${Date.now()})?`;
  const draft = await editorJson<{ id: number }>('faqs', {
    title: question,
    content: '<p>Yes. We review the code first and tell you honestly what to keep.</p>',
    status: 'draft',
    menu_order: 20,
  });
  created.push(`faqs/${draft.id}`);

  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${draft.id}&action=edit`);
  await openFieldPanel(page, 'FAQ entry details');
  const group = page.getByLabel('Group (required)');
  // A choice of the groups the FAQ page shows, in its order, and, for an editor, a new one on purpose.
  await expect(group.locator('option')).toContainText([
    'Choose a group…',
    'General Questions',
    'Project Development',
    'Technical Questions',
    'Pricing & Payment',
    'Add a new group…',
  ]);
  await group.selectOption({ label: 'Add a new group…' });
  await page.getByLabel('New group name').fill('project  development');
  await expect(
    page.getByText('There is already a group "Project Development": choose it from the list instead.'),
  ).toBeVisible();
  await group.selectOption('Project Development');
  await expect(page.getByLabel('New group name')).toHaveCount(0);

  await storedBy(page, async () => {
    await page
      .getByRole('region', { name: 'Editor top bar' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await page
      .getByRole('region', { name: 'Editor publish' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
  });

  const elapsed = await seenWithin(request, '/faq', (html) => html.includes(question.replace(/\?$/, '')));
  expect(elapsed).toBeLessThan(5_000);
  const html = await (await request.get('/faq')).text();
  const section = html.slice(html.indexOf('Project Development'), html.indexOf('Technical Questions'));
  expect(section).toContain(question.replace(/\?$/, ''));

  // The same rule holds for any save: a group spelt differently from an existing one is refused.
  const typo = await asEditor(`faqs/${draft.id}`, { meta: { faq_group: 'General questions' } });
  expect(typo.status).toBe(400);
  expect(((await typo.json()) as { message: string }).message).toContain(
    'There is already a group "General Questions"',
  );
});

test('an editor drags a team member to the top of the Team list, or moves one from the keyboard, and /about follows within seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const team = await editorJson<{ id: number; menu_order: number; title: { rendered: string } }[]>(
    'team?per_page=50&orderby=menu_order&order=asc&context=edit&_fields=id,menu_order,title',
  );
  expect(team.length).toBeGreaterThanOrEqual(2);
  const [first, second] = team as [(typeof team)[0], (typeof team)[0]];
  const names = (html: string) =>
    [...html.matchAll(/<h3 class="[^"]*memberName[^"]*"><a href="\/team-details#[^"]+">([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
  const saved = page.locator('.notice-success', { hasText: 'Order saved' });
  try {
    await signInToWordPress(page, { as: 'editor' });
    // Every list whose order the site shows can be reordered there.
    for (const type of ['faq', 'service', 'client_logo', 'testimonial', 'case_study']) {
      await page.goto(`${env.wordpressUrl}/wp-admin/edit.php?post_type=${type}`);
      await expect(page.locator('thead').getByRole('columnheader', { name: 'Move' }), type).toBeVisible();
    }
    await page.goto(`${env.wordpressUrl}/wp-admin/edit.php?post_type=team_member`);
    await expect(page.getByText('drag a row by its handle')).toBeVisible();

    // Drag the second member's row by its handle above the first.
    await page
      .locator(`#post-${second.id} .agency-drag-handle`)
      .dragTo(page.locator(`#post-${first.id}`), { targetPosition: { x: 40, y: 4 } });
    await expect(saved).toBeVisible();
    await expect(page.locator('#the-list tr').first()).toHaveAttribute('id', `post-${second.id}`);
    await expect(page.locator(`#post-${second.id} td.column-menu_order`)).toHaveText('1');
    const dragged = await seenWithin(request, '/about', (html) => names(html)[0] === second.title.rendered);
    expect(dragged).toBeLessThan(5_000);
    const about = await (await request.get('/about')).text();
    expect(names(about).slice(0, 2)).toEqual([second.title.rendered, first.title.rendered]);
    // The first member is the one introduced beside the company story.
    expect(about).toMatch(new RegExp(`<figcaption><strong>${second.title.rendered}</strong>`));

    // From the keyboard: the first member's "Move up" button puts them back on top.
    await page.reload();
    const up = page.getByRole('button', { name: `Move “${first.title.rendered}” up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(saved).toBeVisible();
    await expect(up).toBeFocused();
    await expect(page.locator('#the-list tr').first()).toHaveAttribute('id', `post-${first.id}`);
    const moved = await seenWithin(request, '/about', (html) => names(html)[0] === first.title.rendered);
    expect(moved).toBeLessThan(5_000);
  } finally {
    for (const member of team) await asEditor(`team/${member.id}`, { menu_order: member.menu_order });
  }
  await seenWithin(request, '/about', (html) => names(html)[0] === first.title.rendered);
});

test('an editor changes a service’s summary in its panel, and the brochure the site makes from it follows within seconds, its size label with it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  const [service] = await editorJson<{ id: number; meta: { summary: string } }[]>(
    'services?slug=ui-design&context=edit&_fields=id,meta',
  );
  const { id, meta } = service!;
  const summary = `Interfaces people understand at first glance, tested with ${Date.now()} real users.`;
  const brochure = async () =>
    Buffer.from(await (await request.get('/services/ui-design/brochure.pdf')).body());
  expect(pdfText(await brochure()).replace(/\n/g, '')).toContain(meta.summary);
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${id}&action=edit`);
    await openFieldPanel(page, 'Service details');
    // The panel says what happens while no brochure of the editor's own is chosen.
    await expect(page.getByText("the website makes the brochure from this service's text")).toBeVisible();
    await page.getByRole('textbox', { name: /^Summary/ }).fill(summary);
    await saveInEditor(page);

    const started = Date.now();
    await expect
      .poll(async () => pdfText(await brochure()).replace(/\n/g, ''), {
        timeout: 20_000,
        intervals: [250, 500],
      })
      .toContain(summary);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The service page's label states the size of the brochure as it is now.
    const pdf = await brochure();
    await seenWithin(
      request,
      '/services/ui-design',
      (html) => /data-size[^>]*>([^<]*)</.exec(html)?.[1] === fileSizeLabel(pdf.length),
    );
  } finally {
    await asEditor(`services/${id}`, { meta: { summary: meta.summary } });
  }
  await expect
    .poll(async () => pdfText(await brochure()).replace(/\n/g, ''), { timeout: 20_000 })
    .toContain(meta.summary);
});

test('an editor picks the case studies that prove a service and the case study a testimonial is about; the pages show them within seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const [service] = await editorJson<{ id: number; meta: { proof: string[] } }[]>(
    'services?slug=ui-design&context=edit&_fields=id,meta',
  );
  const quotes = await editorJson<{ id: number; title: { raw: string }; meta: { case_study: string } }[]>(
    'testimonials?per_page=50&context=edit&_fields=id,title,meta',
  );
  const anil = quotes.find((q) => q.title.raw === 'Anil Shah')!;
  const proof = (html: string) => html.slice(html.indexOf('Work that proves it'), html.indexOf('cta-title'));
  const anilSays = 'which no other vendor could promise us';
  expect(service!.meta.proof).toEqual(['octans', 'workshopmanager', 'cricket-score-app']);
  expect(anil.meta.case_study).toBe('dynamicdistributors');
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${service!.id}&action=edit`);
    await openFieldPanel(page, 'Service details');
    // The published case studies by name; three are chosen, so the others wait until one is unticked.
    await expect(page.getByText('3 of 3 at most.')).toBeVisible();
    const octans = page.getByRole('checkbox', { name: 'Octans Engineering' });
    const supportDesk = page.getByRole('checkbox', { name: 'Support Desk' });
    await expect(octans).toBeChecked();
    await expect(supportDesk).toBeDisabled();
    await octans.uncheck();
    await supportDesk.check();
    await saveInEditor(page);
    const [saved] = await editorJson<{ meta: { proof: string[] } }[]>(
      'services?slug=ui-design&context=edit&_fields=meta',
    );
    expect(saved!.meta.proof).toEqual(['workshopmanager', 'cricket-score-app', 'support-desk']);
    const shown = await seenWithin(request, '/services/ui-design', (html) =>
      proof(html).includes('Support Desk'),
    );
    expect(shown).toBeLessThan(5_000);
    expect(proof(await (await request.get('/services/ui-design')).text())).not.toContain(
      'Octans Engineering',
    );

    // A testimonial moves to another case study: its quote goes with it, beside that project's results.
    await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${anil.id}&action=edit`);
    await openFieldPanel(page, 'Testimonial details');
    const caseStudy = page.getByLabel('Case study', { exact: true });
    await expect(caseStudy.locator('option:checked')).toHaveText('Dynamic Distributors');
    await expect(caseStudy.locator('option').first()).toHaveText('None');
    await caseStudy.selectOption({ label: 'Octans Engineering' });
    await saveInEditor(page);
    const quoted = await seenWithin(request, '/portfolio/octans', (html) => html.includes(anilSays));
    expect(quoted).toBeLessThan(5_000);
    await page.goto('/portfolio/octans');
    await expect(page.getByRole('region', { name: 'Results' }).locator('blockquote')).toContainText(anilSays);
    await seenWithin(request, '/portfolio/dynamicdistributors', (html) => !html.includes(anilSays));
  } finally {
    await asEditor(`services/${service!.id}`, { meta: { proof: service!.meta.proof } });
    await asEditor(`testimonials/${anil.id}`, { meta: { case_study: anil.meta.case_study } });
  }
  await seenWithin(request, '/portfolio/octans', (html) => !html.includes(anilSays));
});
