import { expect, test, type Page } from '@playwright/test';
import { e2eEnv, editorJson, signInToWordPress } from '../support/e2e-env';
import { removedAfterEach, seenWithin, uploadImage } from '../support/wordpress-content';

/**
 * Search and sharing, as the agency's editors work it in wp-admin, signed in with WordPress's Editor
 * role: the "Search and sharing" panel of the block editor (a post's title, description and sharing
 * image, with counters and a snippet preview held to the site's limits) and the SEO screen for the
 * site's own pages. What they save is what the public page's head says, within seconds.
 */

const created = removedAfterEach();

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const metaOf = (html: string, attribute: 'name' | 'property', key: string) =>
  decode(html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1] ?? '');

/** Opens the block editor's "Search and sharing" panel (closed until an editor opens it). */
async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Search and sharing' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test('in the block editor, an Editor sets a post’s search title, description and sharing image: the preview follows, and the published post’s head shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const stamp = Date.now();
  const slug = `seo-box-${stamp}`;
  const post = await editorJson<{ id: number }>('posts', {
    title: `Choosing a stack for a marketing site ${stamp}`,
    slug,
    content:
      '<p>What we weigh when a client asks for a fast site that their own team can keep up to date.</p>',
    categories: [2],
    status: 'draft',
  });
  created.push(`posts/${post.id}`);
  const imageName = `seo-share-${stamp}`;
  await uploadImage(
    created,
    'wordpress/seed/images/aurora-grid.jpg',
    `A chart of page speed ${stamp}`,
    `${imageName}.jpg`,
  );

  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/post.php?post=${post.id}&action=edit`);
  await openPanel(page);
  const title = page.getByLabel('SEO title');
  const description = page.getByLabel('Meta description');
  const snippet = page.getByTestId('agency-seo-snippet');
  const titleCount = page.locator('#agency-seo-title-count');

  // Empty fields: the preview shows what the site writes, at the post's address.
  await expect(snippet).toContainText(`/blog › web-development › ${slug}`.replace(/^\//, ''));
  await expect(snippet).toContainText('Choosing a stack for a marketing site');
  await expect(titleCount).toContainText('Empty');

  // Past the limit the counter warns, the preview cuts the title as search results would, and a save is refused.
  const tooLong = `How we choose a stack for a marketing site that editors keep ${stamp}`;
  await title.fill(tooLong);
  await expect(titleCount).toHaveClass(/is-warning/);
  await expect(titleCount).toContainText(`${tooLong.length} of 60 characters: too long`);
  await expect(snippet).toContainText('How we choose a stack for a marketing site that editors…');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`The SEO title is ${tooLong.length} characters long`).first()).toBeVisible();

  const seoTitle = `A stack editors keep ${stamp} | Nexora`;
  const seoDescription = `How we pick a stack for a marketing site that loads at once and that the client's own team keeps up to date (${stamp}).`;
  await title.fill(seoTitle);
  await expect(titleCount).not.toHaveClass(/is-warning/);
  await expect(titleCount).toHaveText(`${seoTitle.length} of 60 characters`);
  await description.fill(seoDescription);
  await expect(page.locator('#agency-seo-description-count')).toHaveText(
    `${seoDescription.length} of 160 characters`,
  );
  await expect(snippet).toContainText(seoTitle);
  await expect(snippet).toContainText(seoDescription);

  // The sharing image from the Media Library, with its alternative text shown.
  await page.getByRole('button', { name: 'Choose sharing image' }).click();
  const library = page.getByRole('dialog');
  await library.getByRole('tab', { name: 'Media Library' }).click();
  await library.getByRole('searchbox', { name: 'Search media' }).fill(imageName);
  await library.getByRole('checkbox', { name: imageName }).click();
  await library.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(page.getByText(`Alternative text: A chart of page speed ${stamp}`)).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('region', { name: 'Editor publish' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText('is now live').first()).toBeVisible({ timeout: 20_000 });

  const path = `/blog/web-development/${slug}`;
  const elapsed = await seenWithin(request, path, (html) => titleOf(html) === seoTitle);
  console.log(`the post's own search title on ${path} ${elapsed} ms after publishing`);
  expect(elapsed).toBeLessThan(5_000);
  const html = await (await request.get(path)).text();
  expect(metaOf(html, 'name', 'description')).toBe(seoDescription);
  expect(metaOf(html, 'property', 'og:title')).toBe(seoTitle);
  expect(metaOf(html, 'property', 'og:image')).toMatch(
    new RegExp(`/uploads/\\d{4}/\\d{2}/${imageName}\\.jpg$`),
  );
  expect(metaOf(html, 'property', 'og:image:alt')).toBe(`A chart of page speed ${stamp}`);
});

test('on the SEO screen, an Editor sets the contact page’s search title and description: counters and preview follow, and /contact shows them within seconds', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  const before = titleOf(await (await request.get('/contact')).text());
  const stamp = Date.now();
  const seoTitle = `Talk to our Kolhapur team ${stamp} | Nexora`;
  const seoDescription = `Write, call or visit: tell the Nexora team about your website or app and hear back within one working day (${stamp}).`;
  const imageName = `seo-contact-${stamp}`;
  await uploadImage(
    created,
    'wordpress/seed/images/aurora-grid.jpg',
    `Our Kolhapur office ${stamp}`,
    `${imageName}.jpg`,
  );

  await signInToWordPress(page, { as: 'editor' });
  await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-seo`);
  await expect(page.getByRole('heading', { name: 'Search and sharing', level: 1 })).toBeVisible();
  const contact = page.locator('section', { has: page.getByRole('heading', { name: 'Contact /contact' }) });
  const title = contact.getByLabel('SEO title');
  const description = contact.getByLabel('Meta description');
  // Empty: the preview shows the title the site writes, in grey.
  await expect(title).toHaveAttribute('placeholder', 'Contact | Nexora');
  await expect(contact.locator('.agency-seo-snippet-title')).toHaveText('Contact | Nexora');
  await expect(contact.locator('.agency-seo-snippet-title')).toHaveClass(/is-default/);

  try {
    await description.fill('Call us.');
    await expect(contact.locator('[data-agency-seo-count="description"]')).toHaveClass(/is-warning/);
    await expect(contact.locator('[data-agency-seo-count="description"]')).toContainText('too short');
    await title.fill(seoTitle);
    await description.fill(seoDescription);
    await expect(contact.locator('[data-agency-seo-count="description"]')).not.toHaveClass(/is-warning/);
    await contact.getByRole('button', { name: 'Choose image for Contact' }).click();
    const library = page.getByRole('dialog', { name: 'Choose a sharing image' });
    await library.getByRole('tab', { name: 'Media Library' }).click();
    await library.getByRole('searchbox', { name: 'Search media' }).fill(imageName);
    await library.getByRole('checkbox', { name: imageName }).click();
    await library.getByRole('button', { name: 'Use this image' }).click();
    await expect(contact.getByText(`Alternative text: Our Kolhapur office ${stamp}`)).toBeVisible();
    await expect(contact.locator('.agency-seo-snippet-title')).toHaveText(seoTitle);
    await expect(contact.locator('.agency-seo-snippet-description')).toHaveText(seoDescription);
    await page.getByRole('button', { name: 'Save search and sharing' }).click();
    await expect(
      page.getByText(
        'Saved the SEO title of Contact, the meta description of Contact, the sharing image of Contact.',
      ),
    ).toBeVisible();
    await expect(contact.getByLabel('SEO title')).toHaveValue(seoTitle);

    const elapsed = await seenWithin(request, '/contact', (html) => titleOf(html) === seoTitle);
    console.log(`the SEO screen's title on /contact ${elapsed} ms after saving`);
    expect(elapsed).toBeLessThan(5_000);
    const html = await (await request.get('/contact')).text();
    expect(metaOf(html, 'name', 'description')).toBe(seoDescription);
    expect(metaOf(html, 'property', 'og:description')).toBe(seoDescription);
    expect(metaOf(html, 'property', 'og:image')).toMatch(
      new RegExp(`/uploads/\\d{4}/\\d{2}/${imageName}\\.jpg$`),
    );
    expect(metaOf(html, 'property', 'og:image:alt')).toBe(`Our Kolhapur office ${stamp}`);

    // A description the site would not show is refused, naming the page and the field; the stored one stays.
    await contact.getByLabel('Meta description').fill('Call us.');
    await page.getByRole('button', { name: 'Save search and sharing' }).click();
    await expect(
      page.getByText('Contact (/contact): The meta description is 8 characters long'),
    ).toBeVisible();
    expect(metaOf(await (await request.get('/contact')).text(), 'name', 'description')).toBe(seoDescription);
  } finally {
    await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-seo`);
    await contact.getByLabel('SEO title').fill('');
    await contact.getByLabel('Meta description').fill('');
    const remove = contact.getByRole('button', { name: 'Remove the sharing image of Contact' });
    if (await remove.isVisible()) await remove.click();
    await page.getByRole('button', { name: 'Save search and sharing' }).click();
    await expect(page.locator('.notice-success, .notice-info').first()).toBeVisible();
  }
  await seenWithin(request, '/contact', (html) => titleOf(html) === before);
});

test('on the SEO screen, a title someone else saved while the screen was open is not overwritten, and the screen says so', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const env = e2eEnv();
  const stamp = Date.now();
  const screen = `${env.wordpressUrl}/wp-admin/admin.php?page=agency-seo`;
  const faq = (p: Page) => p.locator('section', { has: p.getByRole('heading', { name: 'FAQ /faq' }) });
  await signInToWordPress(page, { as: 'editor' });
  await page.goto(screen);
  const other = await context.newPage();
  try {
    await other.goto(screen);
    await faq(other).getByLabel('SEO title').fill(`Questions we hear ${stamp} | Nexora`);
    await other.getByRole('button', { name: 'Save search and sharing' }).click();
    await expect(other.getByText('Saved the SEO title of FAQ.')).toBeVisible();

    // The first screen still shows the empty title; its change to the same field is refused.
    await faq(page).getByLabel('SEO title').fill(`Your questions ${stamp} | Nexora`);
    await page.getByRole('button', { name: 'Save search and sharing' }).click();
    await expect(
      page.getByText(
        'FAQ (/faq): someone else changed the SEO title while you were editing, so yours was not saved.',
      ),
    ).toBeVisible();
    await expect(faq(page).getByLabel('SEO title')).toHaveValue(`Questions we hear ${stamp} | Nexora`);
  } finally {
    await page.goto(screen);
    await faq(page).getByLabel('SEO title').fill('');
    await page.getByRole('button', { name: 'Save search and sharing' }).click();
    await other.close();
  }
});
