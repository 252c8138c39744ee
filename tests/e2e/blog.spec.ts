import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectScrollTopClearOfText, expectTapTargetsApart } from './support/layout-checks';
import { wordpressRest as wordpress } from './support/e2e-env';
import { readingMinutes, readingTimeLabel } from '../../src/blog/reading-time';
import { portraitAlt } from '../../src/content/portrait';
import { publishedTeam } from './support/content';
import { BOTH_WIDTHS } from './support/widths';

/**
 * The blog (issue 4) as a visitor uses it, against the embedded WordPress and its demo seed:
 * 30 public posts (3 pages of 10) plus 3 in the hidden category id 7 ('Internal Notes').
 */

const HIDDEN_CATEGORY = 'Internal Notes';
const TAGGED_POST = {
  slug: 'why-we-build-marketing-sites-with-nextjs-and-headless-wordpress',
  category: 'web-development',
  title: 'Why We Build Marketing Sites with Next.js and a Headless WordPress',
  tags: ['nextjs', 'react', 'wordpress'],
};
const postUrl = `/blog/${TAGGED_POST.category}/${TAGGED_POST.slug}`;
/** The sidebar below a post on a phone: about a screen and a half, not the three it once took. */
const SIDEBAR_MAX_PHONE_HEIGHT = 1350;

/** A category or tag as WordPress's REST API describes it. */
type Term = { id: number; name: string; slug: string; count: number };

const listCards = (page: Page) => page.locator('main ul > li > article[data-post-id]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Blog sidebar' });
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load More Posts' });

/**
 * Whether keystrokes would go to this element. (Compares document.activeElement directly: the
 * `:focus` state Playwright's toBeFocused reads also depends on the window having focus, which
 * parallel workers share.)
 */
const isActive = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

async function expectBreadcrumb(page: Page, labels: string[]) {
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(labels);
}

async function expectCategoryOnly(list: Locator, categoryName: string) {
  for (const card of await list.all()) await expect(card.locator('p a')).toHaveText(categoryName);
}

test.describe('blog list', () => {
  test('ten cards with image, date, category, title, excerpt and Read More; the hidden category never shows', async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expectBreadcrumb(page, ['Home', 'Blog']);
    const list = listCards(page);
    await expect(list).toHaveCount(10);
    for (const card of await list.all()) {
      await expect(card.locator('img')).toHaveCount(1);
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d/);
      await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        /^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/,
      );
      await expect(card.locator('p').last()).not.toBeEmpty();
      await expect(card.getByRole('link', { name: /^Read More/ })).toBeVisible();
    }
    await expect(page.getByRole('main')).not.toContainText(HIDDEN_CATEGORY);
    // Each post its own picture: no two cards show the same image.
    const pictures = await list
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map(
          (img) =>
            new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).searchParams.get(
              'url',
            ) ?? (img as HTMLImageElement).src,
        ),
      );
    expect(new Set(pictures).size).toBe(pictures.length);
    // Excerpts end after a whole word: the card shows WordPress's excerpt, or its start up to a word
    // boundary and an ellipsis.
    const { body: sources } = await wordpress<{ slug: string; excerpt: { rendered: string } }[]>(
      'posts?per_page=100&_fields=slug,excerpt',
    );
    const plain = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
    for (const card of await list.all()) {
      const href = (await card.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'))!;
      const full = plain(sources.find((p) => href.endsWith(`/${p.slug}`))!.excerpt.rendered);
      const excerpt = card.locator('p').last();
      // Nothing is hidden by a clamp (which cuts mid-word): the text shown is the whole element.
      expect(await excerpt.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), href).toBe(true);
      const shown = (await excerpt.textContent())!.trim();
      if (shown === full) continue;
      expect(shown, href).toMatch(/[\p{L}\p{N}]…$/u);
      const kept = shown.slice(0, -1);
      expect(full.startsWith(kept), href).toBe(true);
      expect(full.charAt(kept.length), `${href}: cut inside a word`).toMatch(/[^\p{L}\p{N}]/u);
    }
    // Newest first, as WordPress orders them.
    const dates = await list
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expectNoAxeViolations(page);
    await expectTapTargetsApart(page);
  });

  test('Load More Posts appends each page until the last, then disappears; the address keeps the list', async ({
    page,
  }) => {
    const { total } = await wordpress<unknown[]>('posts?per_page=1&categories_exclude=7');
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThanOrEqual(3);
    await page.goto('/blog');
    await expect(listCards(page)).toHaveCount(10);
    for (let n = 2; n <= pages; n++) {
      await loadMore(page).click();
      await expect(listCards(page)).toHaveCount(Math.min(total, n * 10));
      await expect(page).toHaveURL(new RegExp(`/blog\\?page=${n}$`));
    }
    await expect(loadMore(page)).toHaveCount(0);
    // Focus moved to the first new post, so keyboard users continue where the list grew.
    const firstOfLastPage = listCards(page)
      .nth((pages - 1) * 10)
      .getByRole('heading')
      .getByRole('link');
    await expect.poll(() => isActive(firstOfLastPage)).toBe(true);
    const ids = await listCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-post-id')));
    expect(new Set(ids).size).toBe(total);
    // A reload of the grown list (what a visitor without JavaScript gets from the link) shows it all.
    await page.reload();
    await expect(listCards(page)).toHaveCount(total);
    await expect(loadMore(page)).toHaveCount(0);
  });

  test('without JavaScript, Load More is a link to the next page and search is a form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(loadMore(page)).toHaveAttribute('href', '/blog?page=2');
    await loadMore(page).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(listCards(page)).toHaveCount(20);

    // The sidebar search is a plain GET form that keeps the listing it was typed on.
    await page.goto('/blog/e-commerce');
    // The HTML alone marks where the visitor is, in the main menu and the sidebar.
    // (The desktop menu is in the HTML at every width; phones show it in a drawer.)
    await expect(page.locator('nav[aria-label="Main"] a[href="/blog"]')).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      sidebar(page).getByRole('region', { name: 'Categories' }).locator('[aria-current="page"]'),
    ).toHaveText(/E-commerce/);
    await sidebar(page).getByRole('searchbox', { name: 'Search posts' }).fill('payment');
    await sidebar(page).getByRole('searchbox', { name: 'Search posts' }).press('Enter');
    await expect(page).toHaveURL(/\/blog\/e-commerce\?search=payment$/);
    await expect(page.getByText(/\d+ posts? found\./)).toBeVisible();
    await expectCategoryOnly(listCards(page), 'E-commerce');
    await context.close();
  });

  test('without JavaScript, the sidebar lists, the projects carousel and the newsletter form are all there', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(sidebar(page).getByRole('link', { name: 'All Categories' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'All Tags' })).toBeVisible();
    await expect(sidebar(page).getByText('Loading posts...')).toHaveCount(0);
    await expect(page.locator('[data-carousel="projects"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Subscribe to our newsletter' })).toBeVisible();
    // Nothing waits, hidden, for a script to reveal it.
    await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
    await context.close();
  });

  test('a page number out of range or malformed is refused with a 400, not an error', async ({ request }) => {
    for (const query of ['page=0', 'page=abc', 'page=-1', 'page=1001']) {
      const response = await request.get(`/blog?${query}`);
      expect(response.status(), query).toBe(400);
      expect(await response.text()).toContain('Back to the blog');
    }
    // Beyond the last page: the whole list, not an error.
    const beyond = await request.get('/blog?page=40');
    expect(beyond.status()).toBe(200);
  });

  test('a plain listing is a cached static page; a later page or a search is rendered for its address', async ({
    request,
  }) => {
    // A shared cache (the reverse proxy, a CDN) may keep the plain listings; not a visitor's query.
    for (const path of ['/blog', '/blog/e-commerce', '/blog/tags/react', '/blog?page=1&utm_source=mail']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
    }
    const later = await request.get('/blog/e-commerce?page=2');
    expect(later.headers()['cache-control']).toContain('no-store');
    const laterHtml = await later.text();
    expect(laterHtml).toMatch(/<link rel="canonical" href="[^"]*\/blog\/e-commerce"/);
    expect(laterHtml).toContain('<meta name="robots" content="noindex, follow"/>');
    const search = await request.get('/blog/tags/react?search=next');
    expect(search.headers()['cache-control']).toContain('no-store');
    expect(await search.text()).toMatch(/Search results for <mark>next<\/mark>/);
    // The route that renders them is reached only through the listing's own address.
    const internal = await request.get('/plain-listing/blog');
    expect(internal.status()).toBe(404);
    expect(await internal.text()).toContain('Page not found');
  });
});

test.describe('blog sidebar', () => {
  test('Latest Posts: five newest, linking /blog/{category}/{slug}, hidden category excluded', async ({
    page,
  }) => {
    const { body: latest } = await wordpress<{ slug: string }[]>('posts?per_page=5&categories_exclude=7');
    await page.goto('/blog');
    const links = sidebar(page).getByRole('region', { name: 'Latest Posts' }).getByRole('link');
    await expect(links).toHaveCount(5);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.map((h) => h.split('/').at(-1))).toEqual(latest.map((p) => p.slug));
    for (const href of hrefs) expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  test('Categories: All Categories and each category with its count; choosing one filters, All resets', async ({
    page,
  }) => {
    const { body: categories } = await wordpress<Term[]>('categories?per_page=100');
    const uiux = categories.find((c) => c.slug === 'ui-ux-design')!;
    await page.goto('/blog');
    const widget = sidebar(page).getByRole('region', { name: 'Categories' });
    await expect(widget.getByRole('link', { name: 'All Categories' })).toHaveAttribute('href', '/blog');
    await expect(widget).not.toContainText(HIDDEN_CATEGORY);
    await expect(widget).not.toContainText('Uncategorized');
    const link = widget.getByRole('link', { name: new RegExp(`^${uiux.name}`) });
    await expect(link).toContainText(String(uiux.count));

    await link.click();
    await expect(page).toHaveURL(/\/blog\/ui-ux-design$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(uiux.name);
    await expectBreadcrumb(page, ['Home', 'Blog', uiux.name]);
    await expect(listCards(page)).toHaveCount(Math.min(10, uiux.count));
    await expectCategoryOnly(listCards(page), uiux.name);
    await expect(link).toHaveAttribute('aria-current', 'page');

    await widget.getByRole('link', { name: 'All Categories' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
  });

  test('Tags: All Tags and the tags as name (count); choosing a tag replaces the category filter', async ({
    page,
  }) => {
    const { body: tags } = await wordpress<Term[]>('tags?per_page=10');
    const android = tags.find((t) => t.slug === 'android')!;
    await page.goto('/blog/web-development');
    const widget = sidebar(page).getByRole('region', { name: 'Tags' });
    await expect(widget.getByRole('link', { name: 'All Tags' })).toHaveAttribute('href', '/blog');
    await expect(widget.getByRole('link')).toHaveCount(1 + tags.length);
    const link = widget.getByRole('link', { name: `${android.name} (${android.count})` });
    await link.click();
    await expect(page).toHaveURL(/\/blog\/tags\/android$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tag: ${android.name}`);
    // The category filter is gone: android posts come from several categories.
    await expect(listCards(page)).toHaveCount(android.count);
    const categories = await listCards(page)
      .locator('p a')
      .evaluateAll((els) => new Set(els.map((e) => e.textContent)).size);
    expect(categories).toBeGreaterThan(1);
    await expect(
      sidebar(page).getByRole('region', { name: 'Categories' }).locator('[aria-current="page"]'),
    ).toHaveCount(0);

    await widget.getByRole('link', { name: 'All Tags' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
  });

  test('/blog/{number} filters by tag id; unknown ids and categories are 404', async ({ page, request }) => {
    const { body } = await wordpress<{ id: number; name: string; count: number }[]>('tags?slug=ios');
    const ios = body[0]!;
    await page.goto(`/blog/${ios.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tag: ${ios.name}`);
    await expect(listCards(page)).toHaveCount(ios.count);

    for (const path of [
      '/blog/987654',
      '/blog/no-such-category',
      '/blog/tags/no-such-tag',
      '/tags/no-such-tag',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  test('sidebar search filters as you type, narrows a category, and an empty box removes the filter', async ({
    page,
  }) => {
    await page.goto('/blog');
    const box = sidebar(page).getByRole('searchbox', { name: 'Search posts' });
    await expect(box).toHaveAttribute('placeholder', 'Search posts...');
    await box.pressSequentially('offline');
    await expect(page).toHaveURL(/\/blog\?search=offline$/);
    await expect(page.getByRole('heading', { name: /Search results for/ })).toContainText('offline');
    await expect(listCards(page).first()).toContainText(/offline/i);
    expect(await isActive(box)).toBe(true); // the box stays put while the results change beside it

    await box.fill('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);

    // Within a category, the search narrows that category.
    await page.goto('/blog/e-commerce');
    const count = await listCards(page).count();
    await box.fill('payment');
    await expect(page).toHaveURL(/\/blog\/e-commerce\?search=payment$/);
    await expect(page.getByText(/\d+ posts? found\./)).toBeVisible();
    const narrowed = await listCards(page).count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(count);
    await expectCategoryOnly(listCards(page), 'E-commerce');

    await box.fill('zzzz-nothing-matches');
    await expect(page.getByText('No posts found.')).toBeVisible();
    // Nothing found is not a dead end: topics, popular pages and the people to ask, from the server.
    const help = page.getByRole('region', { name: /^Nothing matched/ });
    await expect(help).toContainText('zzzz-nothing-matches');
    await expect(
      help.getByRole('region', { name: 'Browse a topic' }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/blog\/[\w-]+$/);
    await expect(help.getByRole('link', { name: /^Services/ })).toHaveAttribute('href', '/services');
    await expect(help.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const html = await (await page.request.get('/blog/e-commerce?search=zzzz-nothing-matches')).text();
    expect(html).toContain('Browse a topic');
    expect(html).toMatch(/<form[^>]*action="\/blog"[^>]*>/);
  });

  test('on a slow connection, pausing mid-word neither reloads the page nor loses the typing', async ({
    page,
  }) => {
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });
    await page.goto('/blog');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 600,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const box = sidebar(page).getByRole('searchbox', { name: 'Search posts' });
    await box.pressSequentially('offlin');
    await page.waitForTimeout(400); // past the debounce: 'offlin' is on its way when 'e' follows
    await box.press('e');
    await expect(page.getByRole('heading', { name: /Search results for/ })).toContainText('offline');
    await expect(page).toHaveURL(/\/blog\?search=offline$/);
    expect(documents).toBe(1);
    expect(await isActive(box)).toBe(true);
    await expect(box).toHaveValue('offline');
  });

  test('header search popup lands on the blog results, the sidebar box shows the term, and back/forward follow', async ({
    page,
  }) => {
    const { total } = await wordpress<unknown[]>('posts?search=kotlin&categories_exclude=7');
    expect(total).toBeGreaterThan(0);
    await page.goto('/blog');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('dialog', { name: 'Search the blog' }).getByPlaceholder('Search Here...');
    await input.fill('kotlin');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=kotlin$/);
    await expect(listCards(page)).toHaveCount(total);
    await expect(page.getByText(`${total} ${total === 1 ? 'post' : 'posts'} found.`)).toBeVisible();
    await expect(listCards(page).first()).toContainText('Kotlin');
    await expect(sidebar(page).getByRole('searchbox', { name: 'Search posts' })).toHaveValue('kotlin');
    await expectNoAxeViolations(page);

    // Back and forward between the listing and its search show the list that matches the address.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(listCards(page)).toHaveCount(10);
    await expect(sidebar(page).getByRole('searchbox', { name: 'Search posts' })).toHaveValue('');
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\?search=kotlin$/);
    await expect(listCards(page)).toHaveCount(total);
  });
});

test.describe('post detail', () => {
  test('a post ends with its tags and share links as rows of round targets, not a bulleted list', async ({
    page,
  }) => {
    await page.goto(postUrl);
    const footer = page.locator('main article footer').first();
    for (const links of [
      footer.locator('a[href^="/blog/tags/"]'),
      footer.getByRole('link', { name: /^Share on|Instagram/ }),
    ]) {
      await expect(links).not.toHaveCount(0);
      const boxes = await links.evaluateAll((els) =>
        els.map((el) => ({
          top: el.getBoundingClientRect().top,
          marker: getComputedStyle(el.closest('li')!).listStyleType,
        })),
      );
      expect(new Set(boxes.map((b) => Math.round(b.top))).size, 'all on one row').toBe(1);
      expect(boxes.map((b) => b.marker)).toEqual(boxes.map(() => 'none'));
    }
  });

  test(
    'image, date, category, comment status, body, tags, share links and two related posts',
    BOTH_WIDTHS,
    async ({ page }) => {
      const { body } = await wordpress<{ content: { rendered: string }; comment_status: string }[]>(
        `posts?slug=${TAGGED_POST.slug}`,
      );
      const source = body[0]!;
      const response = await page.goto(postUrl);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAGGED_POST.title);
      await expectBreadcrumb(page, ['Home', 'Blog', 'Web Development', TAGGED_POST.title]);
      const article = page.locator('main article').first();
      await expect(article.locator('img').first()).toBeVisible();
      await expect(article.locator('time').first()).toHaveAttribute('datetime', /^2026-11-12/);
      // On a phone the sidebar below the post stays short: every widget, compact.
      if (page.viewportSize()!.width < 992) {
        const height = (await sidebar(page).boundingBox())!.height;
        expect(height, 'sidebar height at phone width').toBeLessThan(SIDEBAR_MAX_PHONE_HEIGHT);
      }
      await expect(article.getByRole('link', { name: 'Web Development' }).first()).toHaveAttribute(
        'href',
        '/blog/web-development',
      );
      // The comment status says what a reader can do: share their thoughts through the strip at the end.
      if (source.comment_status === 'open') {
        await expect(article).toContainText('No comments yet: share your thoughts');
        await expect(article.getByRole('link', { name: 'share your thoughts' })).toHaveAttribute(
          'href',
          '#post-contact',
        );
      } else {
        await expect(article).toContainText('Comments closed');
      }
      // The body is WordPress's own text (sanitised, nothing dropped that a reader sees).
      const firstParagraph = /<p>(.*?)<\/p>/s.exec(source.content.rendered)![1]!.replace(/<[^>]+>/g, '');
      await expect(article).toContainText(firstParagraph.replace(/&#8217;/g, '’').slice(0, 40));
      for (const tag of TAGGED_POST.tags) {
        await expect(article.locator(`a[href="/blog/tags/${tag}"]`)).toHaveCount(1);
      }
      for (const name of ['Twitter', 'Facebook', 'Pinterest']) {
        await expect(article.getByRole('link', { name: new RegExp(`Share on ${name}`) })).toHaveAttribute(
          'href',
          new RegExp(encodeURIComponent(postUrl).replace(/[.?]/g, '\\$&')),
        );
      }
      await expect(article.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
        'href',
        /instagram\.com/,
      );
      const related = page.getByRole('region', { name: 'Related Posts' }).locator('article');
      await expect(related).toHaveCount(2);
      await expect(related.first().getByRole('link').first()).not.toHaveAttribute('href', postUrl);

      // Search engines get a canonical address, an Open Graph image and structured data.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${postUrl}$`));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
        'content',
        /^https?:\/\//,
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
      expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
      await expectNoAxeViolations(page);
      await expectTapTargetsApart(page);
      await expectScrollTopClearOfText(page);
    },
  );

  test('reads like an article: reading time, byline and author card with portrait and role, a pull quote, a captioned figure, a reading measure', async ({
    page,
  }, testInfo) => {
    const { body } = await wordpress<{ content: { rendered: string } }[]>(`posts?slug=${TAGGED_POST.slug}`);
    const minutes = readingMinutes(body[0]!.content.rendered);
    expect(minutes).toBeGreaterThanOrEqual(3);
    await page.goto(postUrl);
    const article = page.locator('main article').first();
    await expect(article.locator('[data-reading-time]')).toHaveText(readingTimeLabel(minutes));

    const author = (await publishedTeam()).find((m) => m.slug === 'aditi-kulkarni')!;
    await expect(article.getByText(`By ${author.name}`)).toBeVisible();
    const card = page.getByRole('region', { name: author.name });
    const portrait = card.getByRole('img', { name: portraitAlt(author.name) });
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(card).toContainText(author.role);
    await expect(card.getByRole('link', { name: author.name })).toHaveAttribute(
      'href',
      `/team-details#${author.slug}`,
    );
    // The short bio is the author's own, from their WordPress profile.
    const { body: users } = await wordpress<{ description: string }[]>(`users?slug=${author.slug}`);
    expect(users[0]!.description.length).toBeGreaterThan(20);
    await expect(card).toContainText(users[0]!.description);
    // The post ends with its author, then a way to write or call.
    const strip = article.getByRole('region', { name: 'Thoughts on this, or a project like it?' });
    await expect(strip.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(strip.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    const text = (await article.textContent()) ?? '';
    expect(text.indexOf(users[0]!.description)).toBeLessThan(
      text.indexOf('Thoughts on this, or a project like it?'),
    );

    const quote = article.locator('figure.wp-block-pullquote blockquote');
    await expect(quote.locator('p').first()).toBeVisible();
    await expect(quote.locator('cite')).toContainText(author.name);
    const figure = article.locator('figure.wp-block-image');
    const figureImage = figure.locator('img');
    await expect(figureImage).toHaveAttribute('alt', /^Diagram: /);
    await figureImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => figureImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(figure.locator('figcaption')).toBeVisible();

    // Headings go down one level at a time: the page's h1, the article's h2s, their h3s.
    const levels = await page
      .locator('main :is(h1, h2, h3, h4)')
      .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
    expect(levels.filter((l) => l === 2).length).toBeGreaterThanOrEqual(3);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));

    // On a wide screen, body paragraphs run about 65 to 75 characters a line.
    if (testInfo.project.name === 'desktop') {
      const perLine = await article
        .locator('[class*="content"] > p')
        .nth(1)
        .evaluate((p) => {
          const lines = p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight);
          return (p.textContent ?? '').length / (lines - 0.5);
        });
      expect(perLine).toBeGreaterThan(62);
      expect(perLine).toBeLessThan(80);
    }
    await expectNoAxeViolations(page);
  });

  test('a tag link leads to the posts carrying that tag', async ({ page }) => {
    await page.goto(postUrl);
    await page.locator('main article a[href="/blog/tags/nextjs"]').click();
    await expect(page).toHaveURL(/\/blog\/tags\/nextjs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: Next.js');
    await expect(
      listCards(page).getByRole('heading').getByRole('link', { name: TAGGED_POST.title }),
    ).toHaveCount(1);
  });

  test('under the wrong category: the spec message and a link to the real address', async ({ page }) => {
    await page.goto(`/blog/ios-development/${TAGGED_POST.slug}`);
    const notice = page.getByRole('alert').filter({ hasText: 'This post belongs to a different category' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${postUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TAGGED_POST.title);
  });

  test('an unknown post, or a post of the hidden category, is the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/web-development/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('tag page', () => {
  test('/tags/{slug}: the first post with its body, then at most two Related Posts', async ({ page }) => {
    const { body } = await wordpress<{ id: number }[]>('tags?slug=android');
    const { body: posts } = await wordpress<{ slug: string; title: { rendered: string } }[]>(
      `posts?tags=${body[0]!.id}&categories_exclude=7`,
    );
    const response = await page.goto('/tags/android');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title.rendered);
    await expect(page.locator('main article').first().locator('p').nth(2)).not.toBeEmpty();
    const related = page.getByRole('region', { name: 'Related Posts' }).locator('article');
    await expect(related).toHaveCount(Math.min(2, posts.length - 1));
    const relatedSlugs = await related
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!.split('/').at(-1)));
    expect(relatedSlugs).not.toContain(posts[0]!.slug);
    await expectNoAxeViolations(page);
  });
});

test.describe('legacy addresses', () => {
  test('home teasers link straight to the post and category; the legacy addresses still redirect there', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const teaser = page.locator('section[aria-labelledby="latest-posts-title"] article').first();
    const postHref = await teaser.getByRole('heading').getByRole('link').getAttribute('href');
    const [, categorySlug, slug] = postHref!.match(/^\/blog\/([\w-]+)\/([\w-]+)$/)!;
    await expect(teaser.locator(`a[href="/blog/${categorySlug}"]`)).toHaveCount(1);

    // Links from outside keep working.
    const post = await request.get(`/blog-details/${slug}`, { maxRedirects: 0 });
    expect(post.status()).toBe(308);
    expect(post.headers().location).toBe(`/blog/${categorySlug}/${slug}`);
    const category = await request.get(`/category/${categorySlug}`, { maxRedirects: 0 });
    expect(category.status()).toBe(308);
    expect(category.headers().location).toBe(`/blog/${categorySlug}`);

    await teaser.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/blog/${categorySlug}/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

    expect((await request.get('/blog-details/no-such-post')).status()).toBe(404);
  });
});

test.describe('sitemap refresh page', () => {
  test('/updateblogsitemap reports the refresh', async ({ page }) => {
    await page.goto('/updateblogsitemap');
    await expect(page.getByRole('status').filter({ hasText: 'Sitemap updated successfully.' })).toBeVisible();
  });
});
