import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { e2eEnv, wordpressDelete, wordpressRest as wordpress } from '../support/e2e-env';

/**
 * Issue 17: WordPress's Preview button shows a draft, or a published post's unsaved changes, on the
 * site, privately: only with the grant cookie the signed preview link sets for that one item (expiring
 * with the link), never cached, noindex, with a bar that says so and leads out.
 */

type WpItem = { id: number; slug: string; content: { raw: string } };

/** Drafts a test created, removed afterwards. */
const created: string[] = [];
test.afterEach(async () => {
  for (const item of created.splice(0)) await wordpressDelete(item);
});

async function createDraft(restBase: 'posts' | 'careers', fields: Record<string, string>): Promise<WpItem> {
  const { body } = await wordpress<WpItem>(restBase, {
    method: 'POST',
    body: JSON.stringify({ ...fields, status: 'draft' }),
  });
  created.push(`${restBase}/${body.id}`);
  return body;
}

/** What the block editor does on Preview: autosave, then open the preview_link of the answer. */
async function previewLink(restBase: string, id: number, changes: Record<string, string>): Promise<string> {
  const { body } = await wordpress<{ preview_link: string }>(`${restBase}/${id}/autosaves`, {
    method: 'POST',
    body: JSON.stringify(changes),
  });
  return body.preview_link;
}

async function visitorStatus(browser: Browser, url: string): Promise<number | undefined> {
  const visitor = await browser.newContext();
  const response = await (await visitor.newPage()).goto(url);
  await visitor.close();
  return response?.status();
}

const bar = (page: Page) => page.getByRole('status').filter({ hasText: 'Preview - not published' });

test('a draft opens from its Preview link on the site, privately, and only for the editor', async ({
  page,
  browser,
  baseURL,
}) => {
  const marker = `Draft text ${Date.now()}`;
  const draft = await createDraft('posts', {
    title: `Preview draft ${Date.now()}`,
    content: '<p>First words.</p>',
  });
  const link = await previewLink('posts', draft.id, { content: `<p>${marker}</p>` });
  expect(link.startsWith(`${baseURL}/api/preview?`), link).toBe(true);
  expect(link).not.toContain(e2eEnv().revalidateSecret);

  const response = await page.goto(link);
  expect(new URL(page.url()).pathname).toBe(`/preview/post/${draft.id}`);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  await expect(page.getByText(marker)).toBeVisible();
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('Draft');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page, { include: '[data-preview-bar]' });

  // Read fresh on every view: the next change shows on reload, nothing was cached.
  const second = `Second draft text ${Date.now()}`;
  await wordpress(`posts/${draft.id}`, {
    method: 'POST',
    body: JSON.stringify({ content: `<p>${second}</p>` }),
  });
  await page.reload();
  await expect(page.getByText(second)).toBeVisible();

  // A visitor without the grant, at the same address: 404 (also after the editor's views).
  expect(await visitorStatus(browser, page.url())).toBe(404);

  // The grant opens this draft only: another draft's preview page is a 404 for the same editor, and
  // the cookie is not Next's build-wide draft-mode bypass.
  const other = await createDraft('posts', { title: `Other draft ${Date.now()}`, content: '<p>Other.</p>' });
  expect((await page.goto(`/preview/post/${other.id}`))?.status()).toBe(404);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('__prerender_bypass');
  const grant = cookies.find((c) => c.name === `agency_preview_post_${draft.id}`);
  expect(grant?.httpOnly).toBe(true);
  // It expires with the link (10 minutes), not with the browser session or the next build.
  expect(grant!.expires * 1000 - Date.now()).toBeGreaterThan(8 * 60_000);
  expect(grant!.expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  await page.goto(`/preview/post/${draft.id}`);

  // Leaving preview drops the grant: the same address is a 404 for the editor too.
  await bar(page).getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect((await page.goto(`/preview/post/${draft.id}`))?.status()).toBe(404);
});

test("a published post's unsaved change shows in preview and not on the public page", async ({
  page,
  request,
}) => {
  const { body: posts } = await wordpress<WpItem[]>(
    'posts?per_page=1&page=3&categories_exclude=7&context=edit',
  );
  const post = posts[0]!;
  const marker = `Unsaved change ${Date.now()}`;
  const link = await previewLink('posts', post.id, { content: `${post.content.raw}\n<p>${marker}</p>` });

  await page.goto(link);
  await expect(page.getByText(marker)).toBeVisible();
  await expect(bar(page)).toContainText('Unsaved changes');

  const { body: published } = await wordpress<{ slug: string; categories: number[] }>(`posts/${post.id}`);
  const { body: category } = await wordpress<{ slug: string }>(`categories/${published.categories[0]}`);
  const publicPage = await request.get(`/blog/${category.slug}/${published.slug}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).not.toContain(marker);
});

test('a career draft previews through the career page components', async ({ page, browser }) => {
  const title = `Preview career ${Date.now()}`;
  const career = await createDraft('careers', {
    title,
    content: '<p>Role text.</p>',
    employment_type: 'Full-time',
  });
  const link = await previewLink('careers', career.id, { content: '<p>Role text, as edited.</p>' });
  await page.goto(link);
  expect(new URL(page.url()).pathname).toBe(`/preview/career/${career.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Role text, as edited.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the role' })).toBeVisible();
  await expect(bar(page)).toContainText('Draft');
  expect(await visitorStatus(browser, page.url())).toBe(404);
});

test('a forged or expired preview address is refused with 401, a reason and a way back that hides WordPress', async ({
  request,
}) => {
  const draft = await createDraft('posts', { title: `Refused preview ${Date.now()}` });
  const link = new URL(await previewLink('posts', draft.id, { content: '<p>x</p>' }));

  const forged = new URL(link);
  forged.searchParams.set('id', String(draft.id + 1));
  const sign = (expires: number) =>
    createHmac('sha256', e2eEnv().revalidateSecret)
      .update(`preview:post:${draft.id}:${expires}`)
      .digest('hex');
  const past = Math.floor(Date.now() / 1000) - 60;
  const expired = new URL(link);
  expired.searchParams.set('expires', String(past));
  expired.searchParams.set('sig', sign(past));
  const cases: [URL, RegExp][] = [
    [forged, /not valid/],
    [expired, /expired/],
    [new URL(`${link.origin}/api/preview?type=post&id=${draft.id}`), /malformed/],
  ];
  for (const [url, reason] of cases) {
    const response = await request.get(url.toString(), { maxRedirects: 0 });
    expect(response.status(), url.search).toBe(401);
    expect(response.headers()['set-cookie'] ?? '', url.search).not.toContain('agency_preview');
    expect(response.headers()['cache-control']).toContain('no-store');
    const html = await response.text();
    expect(html).toMatch(reason);
    expect(html).not.toContain(new URL(e2eEnv().wordpressUrl).host);
  }
  // The genuine link still works (the refusals were about the changes, not the link).
  const accepted = await request.get(link.toString(), { maxRedirects: 0 });
  expect(accepted.status()).toBe(307);
  expect(accepted.headers()['location']).toBe(`/preview/post/${draft.id}`);
  expect(accepted.headers()['set-cookie']).toMatch(
    new RegExp(
      `^agency_preview_post_${draft.id}=\\d+\\.[0-9a-f]{64}; Path=/; Max-Age=(59\\d|600); HttpOnly; SameSite=Lax`,
    ),
  );
});
