import { expect, test, type Locator, type Page } from '@playwright/test';
import { projectImagePath, type ProjectImageKind } from '../../src/content/portfolio/images';
import { fileSizeLabel } from '../../src/lib/file-size';
import { seededCaseStudies } from '../support/case-studies';
import { pdfText } from '../support/pdf-text';
import { seededServices } from '../support/services';
import { expectNoAxeViolations } from './support/axe';
import {
  contrastOnBackground,
  expectScrollTopClearOfText,
  expectTapTargetsApart,
} from './support/layout-checks';
import { BOTH_WIDTHS } from './support/widths';

/** The agency's own pages (issue 5): every route, its widgets and its redirects. */

const routes = [
  '/',
  '/about',
  '/team-details',
  '/services',
  '/services/website-development',
  '/services/web-development',
  '/services/ui-design',
  '/services/ecommerce-website',
  '/services/digital-marketing',
  '/services/android-development',
  '/services/ios-development',
  '/portfolio',
  '/portfolio/octans',
  '/portfolio/workshopmanager',
  '/portfolio/cricket-score-app',
  '/faq',
  '/terms',
  '/privacy-policy',
];

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 600;

test.describe('every page renders and passes axe', BOTH_WIDTHS, () => {
  test.use({ reducedMotion: 'reduce' });
  for (const route of routes) {
    test(route, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      expect(await page.title()).not.toBe('');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await expectNoAxeViolations(page);
      await expectTapTargetsApart(page);
      if (route === '/about') await expectScrollTopClearOfText(page);
    });
  }
});

test.describe('home', () => {
  test('sections in the spec order with the latest posts from WordPress', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('More than just a web agency');
    await expect(page.getByRole('link', { name: 'Discover more about us' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(page.getByRole('heading', { name: '100+ Brands Trust Us' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Services we’re providing to our customers' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read More about/ })).toHaveCount(3);
    // The apps card offers the platform rather than taking everyone to Android.
    const apps = page.getByRole('list', { name: 'Apps Development: choose a platform' });
    await expect(apps.getByRole('link', { name: 'Android app development' })).toHaveAttribute(
      'href',
      '/services/android-development',
    );
    await expect(apps.getByRole('link', { name: 'iOS app development' })).toHaveAttribute(
      'href',
      '/services/ios-development',
    );
    await expect(page.getByRole('link', { name: 'View All Work' })).toHaveAttribute('href', '/portfolio');
    const posts = page.locator('section[aria-labelledby="latest-posts-title"] article');
    await expect(posts).toHaveCount(3);
    for (const post of await posts.all()) {
      // Straight to the final addresses: the legacy /blog-details/ and /category/ ones only redirect.
      await expect(post.getByRole('heading').getByRole('link')).toHaveAttribute(
        'href',
        /^\/blog\/[\w-]+\/[\w-]+$/,
      );
      await expect(post.locator('p a[href^="/blog/"]')).toHaveAttribute('href', /^\/blog\/[\w-]+$/);
      await expect(post.locator('a[href^="/blog-details/"], a[href^="/category/"]')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Contact us' }).last()).toHaveAttribute('href', '/contact');
  });

  test('hero autoplays with fade and pauses with its button', async ({ page }) => {
    // The page's own clock, moved on by the test: the autoplay intervals pass at once.
    await page.clock.install();
    await page.goto('/');
    const hero = page.locator('[data-carousel="hero"]');
    // It waits for the visitor's first scroll, key or touch: until then its first slide is the page's largest paint.
    await expect(hero).toHaveAttribute('data-playing', 'false');
    await page.keyboard.press('Shift');
    await expect(hero).toHaveAttribute('data-playing', 'true');
    const current = hero.locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(current).toHaveAttribute('aria-label', '1 of 3');
    // 6000 ms autoplay, counted from hydration.
    await page.clock.runFor(6_500);
    await expect(current).toHaveAttribute('aria-label', '2 of 3');
    await expect(hero.getByRole('button', { name: /Previous|Next/ })).toHaveCount(0);
    await hero.getByRole('button', { name: /Stop automatic slide show/ }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await expect(hero).toHaveAttribute('data-playing', 'false');
    // On a slow machine it may have moved on again before the click: whatever is shown now stays.
    const pausedAt = await current.getAttribute('aria-label');
    await page.clock.runFor(13_000);
    await expect(current).toHaveAttribute('aria-label', pausedAt!);
  });

  test(
    'hero: the first button starts an enquiry, About is the second; on a phone the next section follows closely',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/');
      const slide = page.locator('[data-carousel="hero"] [aria-roledescription="slide"]:not([inert])');
      const actions = slide.getByRole('link');
      await expect(actions.first()).toHaveAttribute('href', '/contact');
      await expect(actions.nth(1)).toHaveAttribute('href', '/about');
      // The curved link, phone and socials stay in the hero, without a screen of their own on a phone.
      const hero = page.locator('main > div').first();
      await expect(hero.getByRole('link', { name: 'Discover more about us' })).toBeVisible();
      await expect(hero.getByRole('link', { name: /^Call us/ })).toBeVisible();
      await expect(hero.getByRole('list', { name: 'Follow us' }).getByRole('link')).not.toHaveCount(0);
      const buttonsEnd = (await actions.last().boundingBox())!;
      const next = (await page.getByRole('region', { name: 'What we do best' }).boundingBox())!;
      const gap = next.y - (buttonsEnd.y + buttonsEnd.height);
      expect(gap).toBeGreaterThan(0);
      if (!isMobile(page)) return;
      expect(gap).toBeLessThan(page.viewportSize()!.height / 3);
      // Down to the narrowest phones, everything in the hero fits the screen (the hero clips overflow).
      for (const width of [320, 360, 375]) {
        await page.setViewportSize({ width, height: 740 });
        const overflowing = await hero.locator('a, button').evaluateAll(
          (els, w) =>
            els
              .filter((el) => !el.closest('[inert]') && el.getBoundingClientRect().width > 0)
              .filter((el) => el.getBoundingClientRect().left < 0 || el.getBoundingClientRect().right > w)
              .map((el) => el.textContent),
          width,
        );
        expect(overflowing, `at ${width} px`).toEqual([]);
      }
    },
  );

  test(
    "client logos follow the carousel's responsive items, fading at the edges, none cut at rest",
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/');
      const clients = page.locator('[data-carousel="clients"]');
      await expect(clients).toHaveAttribute('data-playing', 'true');
      const visible = clients.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(visible).toHaveCount(isMobile(page) ? 2 : 5);
      // Paused, the logos shown sit wholly inside the band the edge fades leave clear.
      await clients.getByRole('button', { name: /Stop automatic slide show/ }).click();
      await page.mouse.move(0, 0);
      await expect(clients).toHaveAttribute('data-playing', 'false');
      const band = await clients.evaluate((carousel) => {
        const viewport = carousel.querySelector('[aria-roledescription="slide"]')!.parentElement!
          .parentElement!;
        const mask = getComputedStyle(viewport).maskImage;
        // The fade's width is the gradient's first stop after the transparent edge: measured by giving
        // a probe inside the band that width.
        const stop = /^linear-gradient\(90deg, rgba\(0, 0, 0, 0\), rgb\(0, 0, 0\) (.+?), rgb/.exec(mask)?.[1];
        const probe = document.createElement('div');
        probe.style.cssText = `position:absolute;height:0;width:${stop ?? '0px'}`;
        viewport.append(probe);
        const fade = probe.getBoundingClientRect().width;
        probe.remove();
        const box = viewport.getBoundingClientRect();
        return { mask, fade, left: box.left + fade, right: box.right - fade };
      });
      expect(band.mask, 'the logo band fades at both edges').toMatch(
        /^linear-gradient\(90deg, rgba\(0, 0, 0, 0\), .*, rgba\(0, 0, 0, 0\)\)$/,
      );
      expect(band.fade).toBeGreaterThan(8);
      await expect
        .poll(async () => {
          const boxes = await visible.locator('img').evaluateAll((imgs) =>
            imgs.map((img) => {
              const r = img.getBoundingClientRect();
              return { left: r.left, right: r.right };
            }),
          );
          return boxes.every((b) => b.left >= band.left - 0.5 && b.right <= band.right + 0.5);
        })
        .toBe(true);
    },
  );

  test('fact counters count up to their values when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const counters = page.locator('[data-counter-value]');
    await expect(counters).toHaveCount(4);
    await counters.first().scrollIntoViewIfNeeded();
    for (const counter of await counters.all()) {
      const value = Number(await counter.getAttribute('data-counter-value'));
      await expect(counter.locator('[aria-hidden="true"] > :last-child')).toHaveText(
        new RegExp(`^${value}\\+?$`),
        {
          timeout: 4000,
        },
      );
    }
  });

  test('the showreel opens in a dialog with captions and closes with Escape', async ({ page }) => {
    test.slow(); // opening the dialog starts a video download on a shared, busy machine
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Play our showreel video' });
    // The ring's words read against what is behind them (WCAG AA for their 14 px: 4.5:1).
    expect(await contrastOnBackground(trigger.locator('svg text'))).toBeGreaterThanOrEqual(4.5);
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Nexora Infotech showreel' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video source')).toHaveAttribute('src', '/media/showreel.mp4');
    await expect(dialog.locator('track[kind="captions"]')).toHaveAttribute('src', '/media/showreel.vtt');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // Through the test's own client: in the page, Chrome's cache lock on the half-buffered video URL can stall a fetch.
    const video = await page.request.head('/media/showreel.mp4');
    expect(video.headers()['content-type']).toContain('video/mp4');
  });

  test('portfolio teaser links each project to its own page; the legacy /project-details.html still redirects', async ({
    page,
    request,
  }) => {
    const redirect = await request.get('/project-details.html', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toMatch(/\/portfolio$/);
    await page.goto('/');
    const teaser = page.locator('section[aria-labelledby="work-title"] h3 a');
    await expect(teaser).toHaveCount(4);
    await expect(teaser.first()).toHaveAttribute('href', '/portfolio/octans');
    await teaser.first().click();
    await expect(page).toHaveURL(/\/portfolio\/octans$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('about', () => {
  test(
    'clients feedback: four testimonials, two visible wide, one narrow, rated 4.9 to 5.0',
    BOTH_WIDTHS,
    async ({ page }) => {
      await page.goto('/about');
      const feedback = page.getByRole('region', { name: 'Clients feedback' });
      await expect(feedback.locator('[aria-roledescription="slide"]')).toHaveCount(4);
      await expect(feedback).toHaveAttribute('data-playing', 'true');
      await expect(feedback.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(
        isMobile(page) ? 1 : 2,
      );
      const ratings = await feedback.getByText(/Rated \d\.\d out of 5/).allTextContents();
      expect(ratings).toHaveLength(4);
      for (const text of ratings) {
        const value = Number(/(\d\.\d)/.exec(text)![1]);
        expect(value).toBeGreaterThanOrEqual(4.9);
        expect(value).toBeLessThanOrEqual(5);
      }
    },
  );

  test('carousel pauses on hover and on focus, and resumes after', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    const feedback = page.getByRole('region', { name: 'Clients feedback' });
    await expect(feedback).toHaveAttribute('data-playing', 'true');
    const current = feedback.locator('[aria-current="true"]');
    await feedback.hover();
    await expect(feedback).toHaveAttribute('data-playing', 'false');
    const label = await current.getAttribute('aria-label');
    await page.clock.runFor(11_000);
    await expect(current).toHaveAttribute('aria-label', label!);
    await page.mouse.move(0, 0);
    await expect(feedback).toHaveAttribute('data-playing', 'true');
    await feedback.getByRole('button', { name: 'Next slide' }).focus();
    await expect(feedback).toHaveAttribute('data-playing', 'false');
  });

  test('team of three links to the team page', async ({ page }) => {
    await page.goto('/about');
    const members = page.locator('section[aria-labelledby="team-title"] h3 a');
    await expect(members).toHaveCount(3);
    await members.nth(1).click();
    await expect(page).toHaveURL(/\/team-details#rohan-deshpande$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rohan Deshpande' })).toBeVisible();
  });
});

test.describe('services', () => {
  test('overview: why-choose with video and four tiles', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('button', { name: 'Play our showreel video' })).toBeVisible();
    const tiles = page.locator('section[aria-labelledby="tiles-title"] h3');
    await expect(tiles).toHaveText([
      'Web Applications',
      'User Interface Design',
      'Mobile Application',
      'Digital Marketing',
    ]);
    const mobile = page.getByRole('list', { name: 'Mobile Application: choose a platform' });
    await expect(mobile.getByRole('link')).toHaveText(['Android app development', 'iOS app development']);
  });

  test('sidebar highlights the current service by the last URL segment', async ({ page }) => {
    for (const [path, label] of [
      ['/services/ui-design', 'UI Design'],
      ['/services/website-development', 'Website Development'],
      ['/services/web-development', 'Web Applications'],
    ]) {
      await page.goto(path!);
      const nav = page.getByRole('navigation', { name: 'All services' });
      await expect(nav.getByRole('link')).toHaveCount(7);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveText(label!);
    }
  });

  test('banner contacts, the brochure is a PDF of the service of the size its label states, prices are never shown', async ({
    page,
    request,
  }) => {
    await page.goto('/services/digital-marketing');
    const sidebar = page.getByRole('complementary', { name: 'Services' });
    await expect(sidebar.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    const brochure = page.getByRole('link', { name: /Digital Marketing brochure/ });
    await expect(brochure).toHaveAttribute('href', '/services/digital-marketing/brochure.pdf');
    const pdf = await request.get((await brochure.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="digital-marketing-brochure.pdf"');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(brochure.locator('[data-size]')).toHaveText(fileSizeLabel(body.length));
    expect(pdfText(body)).toContain('Digital Marketing');
    expect((await request.get('/services/no-such-service/brochure.pdf')).status()).toBe(404);
    await expect(page.getByText(/Contact us for pricing/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/₹|Rs\.?\s?\d|INR\s?\d/);
  });

  test('website development and web development are two offers, each its own page with its proof and call to action', async ({
    page,
    request,
  }) => {
    const seen: { heading: string; article: string }[] = [];
    for (const [slug, name] of [
      ['website-development', 'Website Development'],
      ['web-development', 'Web Applications'],
    ] as const) {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/services/${slug}$`),
      );
      const article = page.locator('main article').first();
      seen.push({
        heading: (await article.getByRole('heading', { level: 2 }).first().textContent()) ?? '',
        article: (await article.textContent()) ?? '',
      });
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const service = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Service');
      expect(service).toMatchObject({ name, url: expect.stringMatching(new RegExp(`/services/${slug}$`)) });
      // Each page's brochure link downloads a PDF.
      const brochure = page.getByRole('link', { name: /brochure/ });
      const pdf = await request.get((await brochure.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect(pdf.headers()['content-disposition']).toContain(`${slug}-brochure.pdf`);
      // The case studies chosen for it in WordPress, each linking to its page, then its own call to action.
      const proof = page.getByRole('region', { name: 'Work that proves it' });
      const chosen = seededServices.find((s) => s.slug === slug)!.proof;
      await expect(proof.getByRole('heading', { level: 3 })).toHaveText(
        chosen.map((id) => seededCaseStudies.find((c) => c.slug === id)!.title),
      );
      const first = seededCaseStudies.find((c) => c.slug === chosen[0])!.title;
      await expect(proof.getByRole('link', { name: first })).toHaveAttribute(
        'href',
        `/portfolio/${chosen[0]}`,
      );
      const cta = page.getByRole('region', { name: 'Tell us about your project' });
      // In the service's own words: the question of its sidebar banner.
      await expect(cta).toContainText(seededServices.find((s) => s.slug === slug)!.bannerTitle);
      await expect(cta.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    expect(seen[0]!.heading).not.toBe(seen[1]!.heading);
    expect(seen[0]!.article).not.toBe(seen[1]!.article);
  });

  test('overview names all seven services, each linking to its page', async ({ page }) => {
    await page.goto('/services');
    const all = page.locator('section[aria-labelledby="all-services-title"]');
    await expect(all.getByRole('heading', { level: 3 })).toHaveText([
      'Website Development',
      'Web Applications',
      'UI Design',
      'E-commerce Website',
      'Digital Marketing',
      'Android Development',
      'iOS Development',
    ]);
    await all.getByRole('link', { name: 'Website Development' }).click();
    await expect(page).toHaveURL(/\/services\/website-development$/);
  });

  test('unknown service is a 404', async ({ request }) => {
    expect((await request.get('/services/blockchain')).status()).toBe(404);
  });
});

test.describe('portfolio', () => {
  test('filter shows only the chosen category and marks it active', async ({ page }) => {
    await page.goto('/portfolio');
    const cards = page.locator('[data-item]:visible');
    await expect(cards).toHaveCount(12);
    const filter = page.getByRole('button', { name: 'Mobile Apps' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveCount(4);
    await expect(page.locator('main').getByRole('status')).toHaveText('4 projects shown');
    await expect(page).toHaveURL(/\?category=mobile-apps$/);
    await page.getByRole('button', { name: 'All' }).click();
    await expect(cards).toHaveCount(12);
  });

  test('grid: every card shows its own project’s picture', async ({ page }) => {
    await page.goto('/portfolio');
    const sources = await page
      .locator('[data-item] img')
      .evaluateAll((imgs) =>
        imgs.map((img) => new URL((img as HTMLImageElement).src).searchParams.get('url')),
      );
    expect(sources).toHaveLength(12);
    expect(new Set(sources).size).toBe(12);
    for (const seeded of seededCaseStudies) expect(sources).toContain(projectImagePath(seeded.slug, 'card'));
  });

  test('category links open the grid filtered', async ({ page }) => {
    await page.goto('/portfolio/lightopia');
    await page.locator('main').getByRole('link', { name: 'E-commerce' }).first().click();
    await expect(page).toHaveURL(/\/portfolio\?category=ecommerce$/);
    await expect(page.getByRole('button', { name: 'E-commerce' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-item]:visible')).toHaveCount(4);
  });

  test('detail: info, share links, 3 related, workshop Mangement served at workshopmanager', async ({
    page,
  }) => {
    await page.goto('/portfolio/workshopmanager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshop Manager');
    const info = page.getByRole('complementary', { name: 'Project information' });
    for (const label of ['Date', 'Services', 'Client', 'Location', 'Platform'])
      await expect(info.getByText(label, { exact: true })).toBeVisible();
    const share = info.getByRole('link', { name: /^Share on/ });
    await expect(share).toHaveCount(4);
    await expect(share.nth(0)).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('heading', { name: 'More work like this' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="related-title"] article')).toHaveCount(3);
    // It ends with its own call to action.
    const cta = page.getByRole('region', { name: 'A project like this?' });
    await expect(cta.getByRole('link', { name: 'Start a conversation' })).toHaveAttribute('href', '/contact');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((s) => s.includes('"@type":"CreativeWork"'))).toBe(true);
  });

  test('previous and next go to random other projects, never the current one', async ({ page, request }) => {
    const html = await (await request.get('/portfolio/octans')).text();
    expect(html).toContain('data-project-nav');
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await page.goto('/portfolio/octans');
      const nav = page.locator('[data-project-nav]');
      // The random picks replace the server's neighbours once the page is interactive.
      await expect(nav).toHaveAttribute('data-picked', 'true');
      for (const which of ['previous', 'next']) {
        const href = await nav.locator(`[data-nav="${which}"]`).getAttribute('href');
        expect(href).toMatch(/^\/portfolio\/[\w-]+$/);
        expect(href).not.toBe('/portfolio/octans');
        seen.add(href!);
      }
    }
    // Random picks, not a fixed pair.
    expect(seen.size).toBeGreaterThan(2);
    await page.locator('[data-nav="next"]').click();
    await expect(page).toHaveURL(/\/portfolio\/(?!octans$)[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('detail: its own hero, close-up and phone pictures load with alt text, and its outcomes show', async ({
    page,
  }) => {
    /** Scrolled to, loaded (lazy pictures load near the screen) and drawn at a real size. */
    const loaded = async (img: Locator) => {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
        .toBeGreaterThan(0);
    };
    for (const source of seededCaseStudies.filter((c) =>
      ['workshopmanager', 'grocery-app'].includes(c.slug),
    )) {
      await page.goto(`/portfolio/${source.slug}`);
      const main = page.locator('main');
      const alts: string[] = [];
      for (const kind of ['hero', 'detail', 'mobile'] as ProjectImageKind[]) {
        const file = projectImagePath(source.slug, kind).split('/').pop()!;
        const img = main.locator(`img[src*="${encodeURIComponent(file)}"]`);
        await expect(img, file).toHaveCount(1);
        await loaded(img);
        const alt = (await img.getAttribute('alt')) ?? '';
        expect(alt.trim().length, file).toBeGreaterThan(20);
        alts.push(alt);
      }
      // Each picture says what it shows, not the same sentence three times.
      expect(new Set(alts).size).toBe(3);
      await expect(main.locator('figcaption')).toHaveCount(2);
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByRole('listitem')).toHaveCount(source.outcomes.length);
      for (const outcome of source.outcomes) {
        await expect(results.getByText(outcome.value, { exact: true })).toBeVisible();
        await expect(results.getByText(outcome.label, { exact: true })).toBeVisible();
      }
    }
  });

  test('unknown project shows the 404 page', async ({ page }) => {
    const response = await page.goto('/portfolio/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });
});

test.describe('faq and legal', () => {
  test('four groups of three, one question open per group', async ({ page }) => {
    await page.goto('/faq');
    const groups = page.locator('[data-faq-group]');
    await expect(groups).toHaveCount(4);
    for (const group of await groups.all()) {
      await expect(group.locator('button[aria-expanded]')).toHaveCount(3);
      await expect(group.locator('button[aria-expanded="true"]')).toHaveCount(1);
    }
    const first = groups.nth(0);
    const second = first.locator('button[aria-expanded]').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
    // Other groups are untouched.
    await expect(groups.nth(1).locator('button[aria-expanded]').first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Keyboard works too.
    const third = first.locator('button[aria-expanded]').nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary', { name: 'Still have questions?' })).toContainText(
      'Monday-Saturday 10:00 AM - 6:30 PM IST',
    );
  });

  test('privacy policy is DPDP Act aware and terms are complete', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('main')).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(page.getByRole('heading', { name: 'Grievance Officer' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Governing law and disputes' })).toBeVisible();
  });
});

test.describe('the brand fonts arriving move nothing', BOTH_WIDTHS, () => {
  // The page as painted before the web fonts arrive (their requests held back) and after they have:
  // the fallback faces are sized so that headings, set large and bold, wrap the same (a page header
  // that gained a line moved everything under it). Body text may still wrap a line differently here
  // and there: the fallback matches its average width, not each glyph's.
  const pagesToCheck = ['/', '/portfolio/octans', '/services/web-development', '/contact', '/about'];
  const measure = (page: Page) =>
    page.evaluate(() =>
      // Headings on screen: slides waiting their turn (inert) are drawn later, with the fonts there.
      [...document.querySelectorAll('h1, main h2')]
        .filter((element) => !element.closest('[inert]'))
        .map((element) => `${element.tagName} ${Math.round(element.getBoundingClientRect().height)}`),
    );

  for (const path of pagesToCheck) {
    test(path, async ({ page }) => {
      let release: () => void = () => {};
      const fontsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        await fontsHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.fonts.check('16px bodyFont'))).toBe(false);
      const before = await measure(page);
      release();
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px displayFont'))).toBe(true);
      expect(await measure(page)).toEqual(before);
    });
  }
});
