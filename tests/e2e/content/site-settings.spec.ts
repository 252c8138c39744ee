import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  asEditor,
  e2eEnv,
  editorJson,
  signInToWordPress,
  wordpressDelete,
  wordpressRest,
} from '../support/e2e-env';
import { seenWithin } from '../support/wordpress-content';

/**
 * What editors own of the whole site, changed where they change it in wp-admin, signed in with the
 * Editor role: the home page's hero and cards (Site details > Home page), the menus (Appearance >
 * Menus), the footer's text and the other Site details, with two people saving at once and the
 * website's status on those screens. Runs in the content project (it changes what every page shows).
 */

const env = e2eEnv();
const stamp = () => String(Date.now()).slice(-6);

/** A wp-admin screen in a browser of its own, signed in as `as`. */
async function signedIn(browser: Browser, as: 'admin' | 'editor', path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToWordPress(page, { as });
  await page.goto(`${env.wordpressUrl}/wp-admin/${path}`);
  return page;
}

type Facts = { footer: { text: string }; social: Record<string, string> };
type Home = {
  hero: {
    slides: { eyebrow: string; title: string; text: string }[];
    buttons: { label: string; href: string }[];
  };
};

test('an editor changes the home hero’s title and its first button on Site details > Home page: the home page shows them within 5 s', async ({
  page,
  request,
}) => {
  const before = await editorJson<Home>('agency/v1/home');
  const title = `Software that works for years (${stamp()})`;
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-home`);
    await page.getByLabel('Slide 1: title').fill(title);
    await page.getByLabel('First button (filled): label').fill('Plan a project');
    await page.getByLabel('First button (filled): link').fill('/contact');
    await page.getByRole('button', { name: 'Save home page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
    await expect(page.getByLabel('Slide 1: title')).toHaveValue(title);

    const elapsed = await seenWithin(request, '/', (html) => html.includes(title));
    expect(elapsed).toBeLessThan(5_000);
    const html = await (await request.get('/')).text();
    // The first title is the page's heading; the button leads where the editor said.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[()]/g, '\\$&')}</h1>`));
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Plan a project<\/a>/);
    // The spec's hero keeps its second button, curved link to About, socials and phone.
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About us<\/a>/);
    expect(html).toContain('Discover more about us');
  } finally {
    expect((await asEditor('agency/v1/home', { hero: before.hero })).status).toBe(200);
  }
  await seenWithin(
    request,
    '/',
    (html) => html.includes(before.hero.slides[0]!.title) && !html.includes(title),
  );
});

test('an editor adds a link to the main menu in Appearance > Menus: the header shows it within 5 s', async ({
  page,
  request,
}) => {
  // The Menus screen is wp-admin's heaviest besides the block editor.
  test.setTimeout(60_000);
  const label = `Insights ${stamp()}`;
  const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/nav-menus.php`);
    const menus = page.getByLabel('Select a menu to edit');
    const main = await menus
      .locator('option', { hasText: 'Main menu (Header and phone menu)' })
      .getAttribute('value');
    await menus.selectOption(main!);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(page.getByLabel('Menu Name')).toHaveValue('Main menu');

    await page.getByRole('heading', { name: 'Custom Links' }).click();
    const customLink = page.locator('#customlinkdiv');
    await customLink.getByLabel('URL', { exact: true }).fill('/faq');
    await customLink.getByLabel('Link Text').fill(label);
    await customLink.getByRole('button', { name: 'Add to Menu' }).click();
    await expect(page.locator('#menu-to-edit').getByText(label, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save Menu' }).first().click();
    await expect(page.getByText('Main menu has been updated.')).toBeVisible();

    const elapsed = await seenWithin(request, '/about', (html) => header(html).includes(`>${label}</a>`));
    expect(elapsed).toBeLessThan(5_000);
    expect(header(await (await request.get('/about')).text())).toMatch(
      new RegExp(`<a[^>]*href="/faq"[^>]*>${label}</a>`),
    );
  } finally {
    const items = await wordpressRest<{ id: number; title: { rendered: string } }[]>(
      'menu-items?per_page=100&_fields=id,title',
    );
    for (const item of items.body.filter((i) => i.title.rendered === label))
      await wordpressDelete(`menu-items/${item.id}`);
  }
  await seenWithin(request, '/about', (html) => !header(html).includes(label));
});

test('the footer text an editor changes on Site details shows at the foot of every page within 5 s', async ({
  page,
  request,
}) => {
  const before = await editorJson<Facts>('agency/v1/site-facts');
  const text = `Websites and apps from Kolhapur, built to last (${stamp()}).`;
  try {
    await signInToWordPress(page, { as: 'editor' });
    await page.goto(`${env.wordpressUrl}/wp-admin/admin.php?page=agency-site-facts`);
    await page.getByLabel('Text under the logo').fill(text);
    await page.getByRole('button', { name: 'Save site details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
    for (const path of ['/', '/about', '/contact', '/blog', '/careers', '/faq', '/privacy-policy']) {
      const elapsed = await seenWithin(request, path, (html) => html.includes(text));
      expect(elapsed, path).toBeLessThan(5_000);
    }
  } finally {
    expect((await asEditor('agency/v1/site-facts', { footer: before.footer })).status).toBe(200);
  }
  await seenWithin(request, '/', (html) => html.includes(before.footer.text));
});

test('two people saving Site details at once both keep their changes; a field both changed is not overwritten, and what was typed stays', async ({
  browser,
}) => {
  // Two sign-ins to wp-admin: slower on a busy machine than one page's test.
  test.setTimeout(90_000);
  const before = await editorJson<Facts>('agency/v1/site-facts');
  const editor = await signedIn(browser, 'editor', 'admin.php?page=agency-site-facts');
  const admin = await signedIn(browser, 'admin', 'admin.php?page=agency-site-facts');
  const footer = `Our studio in Kolhapur builds for the whole country (${stamp()}).`;
  const linkedin = `https://www.linkedin.com/company/nexora-${stamp()}`;
  const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Your changes were saved.' });
  try {
    // Both opened the screen; the editor saves first, the administrator then saves the page they had.
    await editor.getByLabel('Text under the logo').fill(footer);
    await editor.getByRole('button', { name: 'Save site details' }).click();
    await expect(saved(editor)).toBeVisible();
    await admin.getByLabel('LinkedIn').fill(linkedin);
    await admin.getByRole('button', { name: 'Save site details' }).click();
    await expect(saved(admin)).toBeVisible();
    const both = await editorJson<Facts>('agency/v1/site-facts');
    expect(both.footer.text).toBe(footer);
    expect(both.social['linkedin']).toBe(linkedin);
    await expect(admin.getByLabel('Text under the logo')).toHaveValue(footer);

    // Now both change the footer text: the second save is refused, naming who changed it and to what.
    await editor.getByLabel('Text under the logo').fill(`${footer} Editor.`);
    await editor.getByRole('button', { name: 'Save site details' }).click();
    await expect(saved(editor)).toBeVisible();
    await admin.getByLabel('Text under the logo').fill(`${footer} Administrator.`);
    await admin.getByRole('button', { name: 'Save site details' }).click();
    const refused = admin.getByRole('alert');
    await expect(refused).toContainText('Your changes were not saved');
    await expect(refused).toContainText('Text under the logo: Content editor at');
    await expect(refused).toContainText(`it is now “${footer} Editor.”`);
    await expect(admin.getByLabel('Text under the logo')).toHaveValue(`${footer} Administrator.`);
    expect((await editorJson<Facts>('agency/v1/site-facts')).footer.text).toBe(`${footer} Editor.`);
    // Saving again, having seen theirs, replaces it.
    await admin.getByRole('button', { name: 'Save site details' }).click();
    await expect(saved(admin)).toBeVisible();
    expect((await editorJson<Facts>('agency/v1/site-facts')).footer.text).toBe(`${footer} Administrator.`);
  } finally {
    await asEditor('agency/v1/site-facts', { footer: before.footer, social: before.social });
    await editor.context().close();
    await admin.context().close();
  }
});

type Rule = { from: string; to: string; status: number };

test('two people saving Redirects at once: the editor’s new redirect is kept when the administrator saves; a rule both changed is refused, keeping what was typed', async ({
  browser,
}) => {
  // Two sign-ins to wp-admin: slower on a busy machine than one page's test.
  test.setTimeout(90_000);
  const before = (await editorJson<{ redirects: Rule[] }>('agency/v1/redirects')).redirects;
  const fromA = `/services/legacy-crm-${stamp()}`;
  const fromB = `/portfolio/old-showcase-${stamp()}`;
  const fromC = `/careers/closed-opening-${stamp()}`;
  const editor = await signedIn(browser, 'editor', 'tools.php?page=agency-redirects');
  const admin = await signedIn(browser, 'admin', 'tools.php?page=agency-redirects');
  const rules = async () => (await editorJson<{ redirects: Rule[] }>('agency/v1/redirects')).redirects;
  const rowOf = (page: Page, from: string) =>
    page.getByRole('row').filter({ has: page.locator(`input[value="${from}"]`) });
  try {
    await editor.getByLabel('From, new rule').fill(fromA);
    await editor.getByLabel('To, new rule').fill('/services/web-development');
    await editor.getByRole('button', { name: 'Save redirects' }).click();
    await expect(editor.getByRole('alert')).toContainText('Redirects saved');
    // The administrator's screen was opened before: their new rule joins the editor's.
    await admin.getByLabel('From, new rule').fill(fromB);
    await admin.getByLabel('To, new rule').fill('/portfolio');
    await admin.getByRole('button', { name: 'Save redirects' }).click();
    await expect(admin.getByRole('alert')).toContainText('Redirects saved');
    expect(await rules()).toEqual(
      expect.arrayContaining([
        { from: fromA, to: '/services/web-development', status: 301 },
        { from: fromB, to: '/portfolio', status: 301 },
      ]),
    );
    await expect(rowOf(admin, fromA)).toBeVisible();

    // Both change where fromA leads: the later save is refused and says what the rule is now.
    await rowOf(editor, fromA).getByLabel(/^To,/).fill('/contact');
    await editor.getByRole('button', { name: 'Save redirects' }).click();
    await expect(editor.getByRole('alert')).toContainText('Redirects saved');
    await rowOf(admin, fromA).getByLabel(/^To,/).fill('/services/ui-design');
    await admin.getByLabel('From, new rule').fill(fromC);
    await admin.getByLabel('To, new rule').fill('/careers');
    await admin.getByRole('button', { name: 'Save redirects' }).click();
    const refused = admin.getByRole('alert');
    await expect(refused).toContainText('Your changes were not saved');
    await expect(refused).toContainText(`The redirect from ${fromA} was changed by Content editor at`);
    await expect(refused).toContainText('it now sends visitors to /contact (301)');
    await expect(rowOf(admin, fromA).getByLabel(/^To,/)).toHaveValue('/services/ui-design');
    await expect(rowOf(admin, fromC).getByLabel(/^To,/)).toHaveValue('/careers');
    expect((await rules()).find((rule) => rule.from === fromA)?.to).toBe('/contact');
    expect((await rules()).find((rule) => rule.from === fromC)).toBeUndefined();
    await admin.getByRole('button', { name: 'Save redirects' }).click();
    await expect(admin.getByRole('alert')).toContainText('Redirects saved');
    expect((await rules()).find((rule) => rule.from === fromA)?.to).toBe('/services/ui-design');
    expect((await rules()).find((rule) => rule.from === fromB)?.to).toBe('/portfolio');
    expect((await rules()).find((rule) => rule.from === fromC)?.to).toBe('/careers');
  } finally {
    expect((await asEditor('agency/v1/redirects', { redirects: before })).status).toBe(200);
    await editor.context().close();
    await admin.context().close();
  }
});

test('Site details says whether the website received the last change; when it did not, it says so, and “Refresh the site now” brings it up to date once the website hears again', async ({
  browser,
  request,
}) => {
  // Two sign-ins to wp-admin: slower on a busy machine than one page's test.
  test.setTimeout(90_000);
  const before = await editorJson<Facts>('agency/v1/site-facts');
  const editor = await signedIn(browser, 'editor', 'admin.php?page=agency-site-facts');
  const status = editor.getByRole('status').filter({ hasText: 'Website status' });
  const save = async (text: string) => {
    await editor.getByLabel('Text under the logo').fill(text);
    await editor.getByRole('button', { name: 'Save site details' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Your changes were saved.' })).toBeVisible();
  };
  try {
    await save(`Built in Kolhapur (${stamp()}).`);
    await expect(status).toContainText(
      'The website is up to date: it received the last change (Site details',
    );

    // This browser's saves now reach the website with a wrong secret (testing.php), as a misconfigured one would.
    await editor.context().setExtraHTTPHeaders({ 'x-agency-test-webhook': 'wrong-secret' });
    const missed = `Built to last, in Kolhapur (${stamp()}).`;
    await save(missed);
    await expect(status).toContainText('The website did not receive the last change');
    await expect(status).toContainText(
      /The last attempt \(Site details, today at [^)]+\) failed: the website refused WordPress's shared secret \(answer 401\)/,
    );
    await editor.getByRole('button', { name: 'Refresh the site now' }).click();
    await expect(editor.getByRole('alert')).toContainText('The website could not be refreshed');

    // The website hears again: one refresh brings every page up to date.
    await editor.context().setExtraHTTPHeaders({});
    await editor.getByRole('button', { name: 'Refresh the site now' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'The website was refreshed' })).toBeVisible();
    await expect(status).toContainText(
      'The website is up to date: it received the last change (a refresh of every page',
    );
    for (const path of ['/', '/contact']) {
      const elapsed = await seenWithin(request, path, (html) => html.includes(missed));
      expect(elapsed, path).toBeLessThan(5_000);
    }
  } finally {
    await asEditor('agency/v1/site-facts', { footer: before.footer });
    await editor.context().close();
  }
});
