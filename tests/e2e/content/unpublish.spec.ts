import { expect, test } from '@playwright/test';
import { wordpressRest as wordpress } from '../support/e2e-env';
import { removedAfterEach } from '../support/wordpress-content';

/**
 * Issue 17: an editor taking a post or career off the site (trash, back to draft, private, delete)
 * sees it gone from every place the site showed it within 5 s, and a renamed or re-filed post's old
 * address redirects to the new one. These tests publish and remove content, so they run in their own
 * project, after the journeys and HTTP checks that compare the site with WordPress.
 */

const WITHIN_MS = 5_000;

type WpPost = { id: number; slug: string; categories: number[] };

/** What a test created in WordPress (`posts/1`, `tags/2`), removed afterwards so the data stays as seeded. */
const created = removedAfterEach();

/** A post published for one test: unique title, its own tag, filed under an existing post's category. */
async function publishPost(label: string) {
  const stamp = `${label} ${Date.now()}`;
  const slug = stamp.toLowerCase().replace(/\s+/g, '-');
  const { body: neighbours } = await wordpress<WpPost[]>(
    'posts?per_page=1&categories_exclude=7&_fields=id,slug,categories',
  );
  const neighbour = neighbours[0]!;
  const categoryId = neighbour.categories[0]!;
  const { body: category } = await wordpress<{ slug: string }>(`categories/${categoryId}`);
  const { body: tag } = await wordpress<{ id: number; slug: string }>('tags', {
    method: 'POST',
    body: JSON.stringify({ name: `tag ${slug}` }),
  });
  const { body: post } = await wordpress<WpPost>('posts', {
    method: 'POST',
    body: JSON.stringify({
      title: stamp,
      slug,
      content: `<p>Body of ${stamp}.</p>`,
      status: 'publish',
      categories: [categoryId],
      tags: [tag.id],
    }),
  });
  created.push(`posts/${post.id}`, `tags/${tag.id}`);
  return {
    post,
    title: stamp,
    path: `/blog/${category.slug}/${slug}`,
    category: category.slug,
    /** Every place a published post shows, each with a test of whether it shows this one. */
    surfaces: {
      page: `/blog/${category.slug}/${slug}`,
      listing: '/blog',
      category: `/blog/${category.slug}`,
      'tag listing': `/blog/tags/${tag.slug}`,
      'tag page': `/tags/${tag.slug}`,
      'tag id listing': `/blog/${tag.id}`,
      'sidebar and related posts': `/blog/${category.slug}/${neighbour.slug}`,
      sitemap: '/sitemap.xml',
      feed: '/feed.xml',
    },
  };
}

/** Whether `path` currently shows the item: 200 and the marker (the slug in XML, else the title). */
async function shows(baseURL: string, path: string, item: { title: string; slug: string }): Promise<boolean> {
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  if (response.status !== 200) return false;
  const body = await response.text();
  return body.includes(path.endsWith('.xml') ? `/${item.slug}<` : item.title);
}

/**
 * Polls every surface until each matches `expected`; returns the ms each took after `since`.
 * Fails when one has not within `timeout`.
 */
async function timeUntil(
  baseURL: string,
  surfaces: Record<string, string>,
  item: { title: string; slug: string },
  expected: boolean,
  since: number,
  timeout: number,
): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  await Promise.all(
    Object.entries(surfaces).map(async ([name, path]) => {
      await expect
        .poll(() => shows(baseURL, path, item), {
          message: `${name} (${path})`,
          timeout,
          intervals: [100, 200, 250],
        })
        .toBe(expected);
      took[name] = Date.now() - since;
    }),
  );
  return took;
}

const slowest = (took: Record<string, number>) => Math.max(...Object.values(took));

for (const action of ['trash', 'draft', 'private', 'delete'] as const) {
  test(`a published post moved to ${action} leaves its page, listings, tags, sidebar, related posts, sitemap and feed within 5 s`, async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { post, title, surfaces } = await publishPost(`Gone by ${action}`);
    const item = { title, slug: post.slug };
    // Published: every surface shows it (the same webhook, on publish).
    await timeUntil(baseURL!, surfaces, item, true, Date.now(), 40_000);

    const started = Date.now();
    if (action === 'trash') await wordpress(`posts/${post.id}`, { method: 'DELETE' });
    else if (action === 'delete') await wordpress(`posts/${post.id}?force=true`, { method: 'DELETE' });
    else await wordpress(`posts/${post.id}`, { method: 'POST', body: JSON.stringify({ status: action }) });
    const saved = Date.now() - started;

    const took = await timeUntil(baseURL!, surfaces, item, false, started, WITHIN_MS);
    console.log(
      `${action}: WordPress answered in ${saved} ms; gone from every surface ${slowest(took)} ms after the action`,
      took,
    );
    expect((await fetch(`${baseURL}${surfaces.page}`)).status).toBe(404);
  });
}

test("a post's old address redirects (308) after its slug changes, and after its category changes", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { post, path, category } = await publishPost('Renamed');
  await expect.poll(async () => (await fetch(`${baseURL}${path}`)).status, { timeout: 40_000 }).toBe(200);

  const newSlug = `${post.slug}-new`;
  let started = Date.now();
  await wordpress(`posts/${post.id}`, { method: 'POST', body: JSON.stringify({ slug: newSlug }) });
  const renamed = `/blog/${category}/${newSlug}`;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
        return `${response.status} ${response.headers.get('location')}`;
      },
      { timeout: WITHIN_MS, intervals: [100, 200, 250] },
    )
    .toBe(`308 ${renamed}`);
  console.log(`slug change: old address redirects ${Date.now() - started} ms after the save`);
  expect((await fetch(`${baseURL}${path}`)).url).toBe(`${baseURL}${renamed}`);

  const { body: categories } = await wordpress<{ id: number; slug: string }[]>(
    `categories?per_page=100&exclude=7`,
  );
  const other = categories.find((c) => c.slug !== category && c.slug !== 'uncategorized')!;
  started = Date.now();
  await wordpress(`posts/${post.id}`, { method: 'POST', body: JSON.stringify({ categories: [other.id] }) });
  const refiled = `/blog/${other.slug}/${newSlug}`;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}${renamed}`, { redirect: 'manual' });
        return `${response.status} ${response.headers.get('location')}`;
      },
      { timeout: WITHIN_MS, intervals: [100, 200, 250] },
    )
    .toBe(`308 ${refiled}`);
  console.log(`category change: old address redirects ${Date.now() - started} ms after the save`);
  // The first address still leads to the post, wherever it is now.
  expect((await fetch(`${baseURL}${path}`)).url).toBe(`${baseURL}${refiled}`);
  // A category the post was never in keeps the category-mismatch notice.
  const stranger = categories.find((c) => ![category, other.slug, 'uncategorized'].includes(c.slug))!;
  const notice = await fetch(`${baseURL}/blog/${stranger.slug}/${newSlug}`, { redirect: 'manual' });
  expect(notice.status).toBe(200);
  expect(await notice.text()).toContain('This post belongs to a different category');
});

test('a career taken back to draft leaves its page, the careers list and the sitemap within 5 s; a renamed one redirects', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Unpublished career ${Date.now()}`;
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const { body: career } = await wordpress<{ id: number }>('careers', {
    method: 'POST',
    body: JSON.stringify({ title, slug, status: 'publish', content: '<p>Role.</p>' }),
  });
  created.push(`careers/${career.id}`);
  const surfaces = { page: `/careers/${slug}`, list: '/careers', sitemap: '/sitemap.xml' };
  await timeUntil(baseURL!, surfaces, { title, slug }, true, Date.now(), 40_000);

  // Renamed: the old address redirects to the new one.
  let started = Date.now();
  await wordpress(`careers/${career.id}`, { method: 'POST', body: JSON.stringify({ slug: `${slug}-lead` }) });
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL}/careers/${slug}`, { redirect: 'manual' });
        return `${response.status} ${response.headers.get('location')}`;
      },
      { timeout: WITHIN_MS, intervals: [100, 200, 250] },
    )
    .toBe(`308 /careers/${slug}-lead`);
  console.log(`career slug change: old address redirects ${Date.now() - started} ms after the save`);

  const moved = { page: `/careers/${slug}-lead`, list: '/careers', sitemap: '/sitemap.xml' };
  await timeUntil(baseURL!, moved, { title, slug: `${slug}-lead` }, true, Date.now(), 40_000);
  started = Date.now();
  await wordpress(`careers/${career.id}`, { method: 'POST', body: JSON.stringify({ status: 'draft' }) });
  const took = await timeUntil(baseURL!, moved, { title, slug: `${slug}-lead` }, false, started, WITHIN_MS);
  console.log(`career to draft: gone from every surface ${slowest(took)} ms after the action`, took);
  expect((await fetch(`${baseURL}/careers/${slug}-lead`)).status).toBe(404);
  // With nothing published under either name, the old address is a 404 too.
  expect((await fetch(`${baseURL}/careers/${slug}`, { redirect: 'manual' })).status).toBe(404);
});
