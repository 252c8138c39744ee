import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fillRows } from '../support/panel-rows';
import { e2eEnv, editorJson, signInToWordPress } from '../support/e2e-env';
import { removedAfterEach, seenWithin, uploadImage } from '../support/wordpress-content';

/**
 * An editor's day in wp-admin's own screens, signed in with WordPress's Editor role: publishing a
 * case study with its pictures in the block editor, the View links that open the public site, and
 * notices that name what was saved. Runs in the content project (it adds and removes content).
 */

const created = removedAfterEach();

/** A small PNG kept in the repository (the seed's diagram). */
const PNG = 'wordpress/seed/images/headless-architecture.png';

/** The block editor's sidebar on the entry's tab (typing in a block switches it to the block's). */
async function documentTab(page: Page): Promise<void> {
  const tab = page.getByRole('region', { name: 'Editor settings' }).getByRole('tab').first();
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** The block editor's sidebar panel named `title`, opened. */
async function openPanel(page: Page, title: string | RegExp): Promise<void> {
  await documentTab(page);
  const toggle = page.getByRole('button', { name: title, exact: typeof title === 'string' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The editor's canvas (an iframe in WordPress 6.8). */
const canvas = (page: Page) => page.frameLocator('iframe[name="editor-canvas"]');

/**
 * Fills everything a case study needs but its pictures, in the block editor of a new case study:
 * the project name and overview in the canvas, the rest in the "Case study details" panel.
 */
async function fillCaseStudy(page: Page, title: string): Promise<void> {
  await canvas(page).getByRole('textbox', { name: 'Project name' }).fill(title);
  await canvas(page)
    .getByRole('document', { name: /^Empty block/ })
    .fill('Harbour Freight moves containers between Ratnagiri and the port at Nhava Sheva.');
  await openPanel(page, 'Case study details');
  await page.getByLabel('Tagline (required)', { exact: true }).fill('One live status for every container');
  await page.getByRole('checkbox', { name: 'Mobile Apps' }).check();
  await fillRows(page, 'Results (required)', 'Result', [
    { Figure: '38%', 'What it measures': 'fewer calls from dispatch to drivers' },
    { Figure: '2 h', 'What it measures': 'saved on every port turnaround' },
  ]);
  await page
    .getByLabel('Second heading (required)', { exact: true })
    .fill('From phone calls to one shared screen');
  await page
    .getByLabel('Text under the second heading (required)', { exact: true })
    .fill('Drivers scan the container seal; dispatch sees it on the map within seconds.');
  await page.getByLabel('Challenges heading (required)', { exact: true }).fill('Challenges');
  await fillRows(page, 'Challenges (required)', 'Challenge', [
    'Coastal roads drop mobile data for kilometres.',
  ]);
  await page
    .getByLabel('Conclusion (required)', { exact: true })
    .fill('Dispatch answers a customer in one look.');
  await fillRows(page, 'Project information (required)', 'Project detail', [
    { Label: 'Client', Value: 'Harbour Freight Lines' },
    { Label: 'Date', Value: 'October 2026' },
  ]);
}

/** The block editor's notices at the foot of the screen. */
const snackbar = (page: Page) => page.locator('.components-snackbar');

/** Publishes from the block editor (the button, then the confirming panel); returns the post's ID. */
async function publish(page: Page): Promise<number> {
  await page.getByRole('region', { name: 'Editor top bar' }).getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const published = snackbar(page).filter({ hasText: /published\./ });
  const refused = page.getByText(/^Publishing failed\./).first();
  await expect(published.or(refused)).toBeVisible({ timeout: 30_000 });
  expect((await refused.isVisible()) ? await refused.textContent() : 'published').toBe('published');
  const id = Number(new URL(page.url()).searchParams.get('post'));
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * The Media Library modal: uploads `file` and gives it its alternative text (saved at once); the
 * upload is removed after the test.
 */
async function uploadInModal(page: Page, modal: Locator, file: string, altText: string): Promise<void> {
  await modal.getByRole('tab', { name: 'Upload files' }).click();
  await modal.locator('input[type="file"]').setInputFiles(file);
  const edit = modal.getByRole('link', { name: 'Edit Image' });
  await expect(edit).toBeVisible({ timeout: 30_000 });
  created.push(`media/${new URL((await edit.getAttribute('href'))!).searchParams.get('post')}`);
  const alt = modal.getByLabel('Alt Text', { exact: true });
  await expect(alt).toBeVisible({ timeout: 30_000 });
  const saved = page.waitForResponse(
    (r) => r.url().includes('admin-ajax.php') && (r.request().postData() ?? '').includes('save-attachment'),
  );
  await alt.fill(altText);
  await alt.press('Tab');
  expect((await saved).ok()).toBe(true);
}

test('an editor publishes a complete case study with its pictures in the block editor and sees it on /portfolio within 5 s', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const stamp = Date.now();
  const title = `Harbour Freight Tracker ${stamp}`;
  const altText = `Harbour Freight dispatch map ${stamp}`;
  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php?post_type=case_study`);
  await fillCaseStudy(page, title);

  // The featured image, named for what it is on the site: the hero picture, at the top of the sidebar.
  await documentTab(page);
  await page.getByRole('button', { name: 'Set hero picture' }).click();
  const modal = page.getByRole('dialog', { name: 'Hero picture' });
  await uploadInModal(page, modal, PNG, altText);
  await modal.getByRole('button', { name: 'Set hero picture' }).click();
  await expect(modal).toBeHidden();

  const id = await publish(page);
  created.unshift(`case-studies/${id}`);
  await expect(snackbar(page)).toContainText('Case study published.');
  const [entry] = await editorJson<{ slug: string }[]>(`case-studies?include=${id}&_fields=slug`);
  const address = `/portfolio/${entry!.slug}`;
  await expect(snackbar(page).getByRole('link', { name: 'View case study' })).toHaveAttribute(
    'href',
    `${env.siteUrl}${address}`,
  );

  const elapsed = await seenWithin(request, '/portfolio', (html) => html.includes(`href="${address}"`));
  console.log(`case study published in the block editor on /portfolio ${elapsed} ms later`);
  expect(elapsed).toBeLessThan(5_000);
  const detail = await request.get(address);
  expect(detail.status()).toBe(200);
  const html = await detail.text();
  expect(html).toMatch(new RegExp(`<img[^>]*alt="${altText}"[^>]*src="/_next/image\\?url=%2Fuploads%2F`));
});

test('a case study published with only a card picture shows it as its hero too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const stamp = Date.now();
  const altText = `Driver app on a phone ${stamp}`;
  await uploadImage(created, PNG, altText);
  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php?post_type=case_study`);
  await fillCaseStudy(page, `Harbour Driver App ${stamp}`);
  await expect(page.getByText('Leave it empty to show the hero picture there')).toBeVisible();

  await page
    .locator('.agency-image-field')
    .filter({ hasText: 'Card picture' })
    .getByRole('button', { name: 'Choose image' })
    .click();
  const modal = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Media Library' }) });
  await modal.getByRole('tab', { name: 'Media Library' }).click();
  await modal
    .getByRole('checkbox', { name: path.basename(PNG, '.png') })
    .first()
    .click();
  await modal.getByRole('button', { name: 'Select', exact: true }).click();

  const id = await publish(page);
  created.unshift(`case-studies/${id}`);
  const [entry] = await editorJson<{ slug: string }[]>(`case-studies?include=${id}&_fields=slug`);
  const address = `/portfolio/${entry!.slug}`;
  await seenWithin(request, '/portfolio', (html) => html.includes(`href="${address}"`));
  const html = await (await request.get(address)).text();
  // The hero: the page's picture and its sharing image.
  expect(html).toMatch(new RegExp(`<img[^>]*alt="${altText}"[^>]*src="/_next/image\\?url=%2Fuploads%2F`));
  expect(html).toContain(`<meta property="og:image:alt" content="${altText}"/>`);
});

/** The View link of an entry's row in its wp-admin list (shown on hover, always in the page). */
async function rowViewLink(page: Page, listPath: string, id: number): Promise<string | null> {
  await page.goto(`${e2eEnv().wordpressUrl}/wp-admin/${listPath}`);
  return page.locator(`#post-${id} .row-actions .view a`).getAttribute('href');
}

test('in wp-admin, View opens the entry’s page on the public site, and a draft’s View Preview its preview there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const [post] = await editorJson<{ id: number; slug: string; categories: number[] }[]>(
    'posts?per_page=1&_fields=id,slug,categories',
  );
  const category = await editorJson<{ slug: string }>(`categories/${post!.categories[0]}?_fields=slug`);
  const one = async (restPath: string) => (await editorJson<{ id: number; slug: string }[]>(restPath))[0]!;
  const career = await one('careers?per_page=1&_fields=id,slug');
  const caseStudy = await one('case-studies?slug=octans&_fields=id,slug');
  const service = await one('services?slug=web-development&_fields=id,slug');
  const terms = await one('pages?slug=terms&_fields=id,slug');
  const faq = await one('faqs?per_page=1&_fields=id,slug');
  const member = await one('team?per_page=1&_fields=id,slug');
  const logo = await one('clients?per_page=1&_fields=id,slug');
  await signInToWordPress(page, { as: 'editor' });

  const pages: [string, number, string][] = [
    ['edit.php', post!.id, `/blog/${category.slug}/${post!.slug}`],
    ['edit.php?post_type=careers', career.id, `/careers/${career.slug}`],
    ['edit.php?post_type=case_study', caseStudy.id, '/portfolio/octans'],
    ['edit.php?post_type=service', service.id, '/services/web-development'],
    ['edit.php?post_type=page', terms.id, '/terms'],
    // Entries shown on another page link to that page.
    ['edit.php?post_type=faq', faq.id, '/faq'],
    ['edit.php?post_type=team_member', member.id, `/team-details#${member.slug}`],
    ['edit.php?post_type=client_logo', logo.id, '/'],
  ];
  for (const [list, id, address] of pages) {
    expect(await rowViewLink(page, list, id), list).toBe(`${env.siteUrl}${address}`);
    expect((await request.get(address)).status(), address).toBe(200);
  }
  await expect(page.locator('#wp-admin-bar-site-name > a')).toHaveAttribute('href', `${env.siteUrl}/`);

  // The block editor's View of a published case study.
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${caseStudy.id}&action=edit`);
  const view = page.getByRole('link', { name: 'View case study' });
  await expect(view).toHaveAttribute('href', `${env.siteUrl}/portfolio/octans`, { timeout: 30_000 });

  // A new post saved as a draft: the notice's View Preview opens the site's private preview.
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php`);
  const title = `Draft about harbour logistics ${Date.now()}`;
  await canvas(page).getByRole('textbox', { name: 'Add title' }).fill(title);
  await page
    .getByRole('region', { name: 'Editor top bar' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  const preview = snackbar(page).getByRole('link', { name: 'View Preview' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  const id = Number(new URL(page.url()).searchParams.get('post'));
  created.push(`posts/${id}`);
  await page.goto((await preview.getAttribute('href'))!);
  expect(new URL(page.url()).pathname).toBe(`/preview/post/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // WordPress's own front end sends a visitor to the same page on the site.
  const front = await request.get(`${env.wordpressUrl}/?p=${post!.id}`, { maxRedirects: 0 });
  expect([front.status(), front.headers()['location']]).toEqual([
    302,
    `${env.siteUrl}/blog/${category.slug}/${post!.slug}`,
  ]);
});

test('in wp-admin, save notices name what was saved: “FAQ entry published.”, “Client logo updated. View on the home page”', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  await signInToWordPress(page, { as: 'editor' });

  // The block editor.
  await page.goto(`${env.wordpressUrl}/wp-admin/post-new.php?post_type=faq`);
  await canvas(page)
    .getByRole('textbox', { name: 'Question' })
    .fill(`Do you work with teams abroad (${Date.now()})?`);
  await canvas(page)
    .getByRole('document', { name: /^Empty block/ })
    .fill('Yes: half of our clients are outside India.');
  await openPanel(page, 'FAQ entry details');
  await page.getByLabel('Group (required)', { exact: true }).selectOption('General Questions');
  const id = await publish(page);
  created.push(`faqs/${id}`);
  await expect(snackbar(page)).toHaveText('FAQ entry published.');

  // The list's notice after moving it to the Trash.
  await page.goto(`${env.wordpressUrl}/wp-admin/edit.php?post_type=faq`);
  await page.locator(`#post-${id}`).hover();
  await page.locator(`#post-${id} .row-actions .trash a`).click();
  await expect(page.locator('#message')).toContainText('1 FAQ entry moved to the Trash.');

  // Client logos have no text: WordPress's classic screen, with its own notices.
  const [logo] = await editorJson<{ id: number }[]>('clients?per_page=1&_fields=id');
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${logo!.id}&action=edit`);
  // The box's own Update, not a custom field's.
  await page.locator('#publish').click();
  const notice = page.locator('#message');
  await expect(notice).toContainText('Client logo updated. View on the home page');
  await expect(notice.getByRole('link', { name: 'View on the home page' })).toHaveAttribute(
    'href',
    `${env.siteUrl}/`,
  );
});

test('in wp-admin, an editor is told where the people’s photos go: the Team list, the Portrait panel, the client logo box and the profile', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const env = e2eEnv();
  await signInToWordPress(page, { as: 'editor' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${env.wordpressUrl}/wp-admin/edit.php?post_type=team_member`);
  await expect(page.locator('.notice-info').filter({ hasText: 'Photos:' })).toContainText(
    'open a member and choose Set portrait in the settings sidebar',
  );

  const [member] = await editorJson<{ id: number }[]>('team?per_page=1&_fields=id');
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${member!.id}&action=edit`);
  // Under the sidebar's "Set portrait" (WordPress 6.8 shows the featured image at the top of the entry's tab).
  const help = page.locator('.agency-photo-help');
  await expect(help).toContainText('Upload a square photo, at least 600 × 600 px');
  await expect(help).toContainText('show their initials');
  await expect(page.getByRole('button', { name: 'Set portrait' })).toBeVisible();

  const [logo] = await editorJson<{ id: number }[]>('clients?per_page=1&_fields=id');
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${logo!.id}&action=edit`);
  await expect(page.locator('#postimagediv .agency-photo-help')).toContainText('PNG at least 360 px wide');

  await page.goto(`${env.wordpressUrl}/wp-admin/profile.php`);
  await expect(page.locator('.user-profile-picture')).toContainText(
    "an author's picture is the Portrait of the Team member whose slug is this user name",
  );
});
