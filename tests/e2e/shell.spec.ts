import { expect, test, type Page } from '@playwright/test';
import { contactDetails, company, serviceRoutes, thresholds } from '../../src/config/site';
import { footerLinks, mainMenu } from '../../src/config/menus';
import { expectNoAxeViolations } from './support/axe';
import { expectTapTargetsApart } from './support/layout-checks';
import { BOTH_WIDTHS } from './support/widths';

/** The contact the e2e server shows: it runs with this process's environment. */
const contact = contactDetails(process.env);

/*
 * The site shell on every page, at 390 px (mobile) and 1440 px
 * (desktop). Pages are picked so the tests hold whether or not a route's own page exists yet:
 * the shell, including the menu highlight, depends only on the path.
 */

const UNKNOWN = '/this-page-does-not-exist';
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

const scrollToY = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('404 page', () => {
  test('unknown paths answer HTTP 404 with the exact texts and a way home', async ({ page }) => {
    const response = await page.goto(UNKNOWN);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
    const home = page.getByRole('main').getByRole('link', { name: 'Back to Home' });
    await expect(home).toHaveAttribute('href', '/');
    // A way on: popular pages and the people to ask, and the site's search (to /blog?search=).
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Services', '/services'],
      ['Our work', '/portfolio'],
      ['About us', '/about'],
      ['Contact us', '/contact'],
    ] as const)
      await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    await expect(main.getByRole('link', { name: contact.phone })).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page);
    await expectTapTargetsApart(page);
    await main.getByRole('searchbox', { name: 'Search the blog' }).fill('seo');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?search=seo$/);
    await expect(page.getByRole('heading', { name: /Search results for/ })).toContainText('seo');
  });
});

test.describe('header and main menu', BOTH_WIDTHS, () => {
  test('links every main menu entry and highlights the current section in orange', async ({ page }) => {
    await page.goto('/services/ui-design');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
    }
    const nav = page.getByRole('navigation', { name: isMobile(page) ? 'Mobile' : 'Main' });
    for (const item of mainMenu) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    const services = nav.getByRole('link', { name: 'Services', exact: true });
    await expect(services).toHaveAttribute('aria-current', 'true');
    await expect(services).toHaveCSS('color', 'rgb(255, 122, 46)');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
    // The first action, on a phone too: a conversation.
    const cta = page.getByRole('banner').getByRole('link', { name: "Let's talk" });
    await expect(cta).toHaveAttribute('href', '/contact');
    await expect(cta).toBeVisible();
    expect((await cta.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveCSS(
      'color',
      'rgb(238, 241, 248)',
    );
  });

  test("the header's controls share one row, apart, from the narrowest phone to the smallest desktop", async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    for (const width of isMobile(page) ? [320, 375, 390] : [1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      const controls = page.getByRole('banner').locator('a:visible, button:visible');
      const boxes = await controls.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label') ?? el.textContent ?? '', ...r.toJSON() };
        }),
      );
      // A phone has the drawer's Menu button; the desktop menu from 1024 px, with "Let's talk" from 1280.
      const expected = isMobile(page) ? ["Let's talk", 'Menu', 'Search'] : ['Services submenu', 'Search'];
      if (width >= 1280) expected.push("Let's talk");
      expect(boxes.map((b) => b.name)).toEqual(expect.arrayContaining(expected));
      for (const [i, a] of boxes.entries()) {
        expect(a.left, `${a.name} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(a.right, `${a.name} at ${width}`).toBeLessThanOrEqual(width);
        expect(a.height, `${a.name} at ${width}`).toBeGreaterThanOrEqual(24);
        for (const b of boxes.slice(i + 1)) {
          const apart = a.right < b.left || b.right < a.left || a.bottom < b.top || b.bottom < a.top;
          expect(apart, `${a.name} and ${b.name} at ${width}`).toBe(true);
        }
      }
    }
  });

  test('keeps the section highlighted on an unknown path inside it (the shared 404 page)', async ({
    page,
  }) => {
    const response = await page.goto('/about/no-such-page');
    expect(response?.status()).toBe(404);
    if (isMobile(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: isMobile(page) ? 'Mobile' : 'Main' });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.locator('a[aria-current]')).toHaveCount(1);
  });

  test('desktop: the Services submenu opens by keyboard and by hover, Escape closes it', async ({ page }) => {
    // The desktop menu exists from 1024 px: the mobile project checks it at the smallest desktop width.
    if (isMobile(page)) await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(UNKNOWN);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Services submenu' });
    const first = nav.getByRole('link', { name: serviceRoutes[0].label });
    await expect(first).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const service of serviceRoutes) {
      await expect(nav.getByRole('link', { name: service.label, exact: true })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    }
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(first).toBeHidden();

    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(first).toBeVisible();
    await page.mouse.move(700, 700);
    await expect(first).toBeHidden();

    await expect(
      page.getByRole('banner').getByRole('link', { name: `Call ${contact.phone}` }),
    ).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test('the header turns sticky and dark after scrolling', async ({ page }) => {
    await page.goto(UNKNOWN);
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'absolute');
    await expect(header).toHaveAttribute('data-sticky', 'false');

    await scrollToY(page, thresholds.headerScrolled + 10);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveAttribute('data-sticky', 'false');

    await scrollToY(page, thresholds.stickyHeader + 40);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await scrollToY(page, 0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('position', 'absolute');
  });
});

test.describe('mobile drawer', BOTH_WIDTHS, () => {
  test('opens, locks the body, traps focus and closes by Escape, overlay and navigation', async ({
    page,
  }) => {
    // The drawer replaces the menu below 1024 px: the desktop project checks it at the widest such width.
    if (!isMobile(page)) await page.setViewportSize({ width: 1023, height: 900 });
    await page.goto(UNKNOWN);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await expect(drawer).toBeHidden();

    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    for (let i = 0; i < 20; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const sub = drawer.getByRole('button', { name: 'Services submenu' });
    await sub.click();
    await expect(drawer.getByRole('link', { name: 'iOS Development' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400); // the overlay, left of the panel
    await expect(drawer).toBeHidden();

    await toggle.click();
    await drawer.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  });
});

test.describe('search popup', () => {
  test('blank is ignored; a term goes to /blog?search=term and the popup closes and clears', async ({
    page,
  }) => {
    await page.goto(UNKNOWN);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Search the blog' });
    await expect(dialog).toBeHidden();

    await trigger.click();
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder('Search Here...');
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page);

    await input.fill('   ');
    await input.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${UNKNOWN}$`));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await input.fill('  cloud & apps ');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=cloud(%20|\+)%26(%20|\+)apps$/);
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(input).toHaveValue('');
  });
});

test.describe('footer', () => {
  test('invites contact and links the legal pages with the current year', async ({ page }) => {
    await page.goto(UNKNOWN);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: "Let's start working together" })).toBeVisible();
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    for (const link of footerLinks) {
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer.getByText(`© ${year} ${company.shortName}. All rights reserved.`)).toBeVisible();
  });
});

test.describe('scroll to top', BOTH_WIDTHS, () => {
  test('appears beyond one viewport height, shows progress and returns to the top', async ({ page }) => {
    // A short viewport makes the 404 page at least two viewports tall at both widths.
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 420 });
    await page.goto(UNKNOWN);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();

    const viewport = await page.evaluate(() => window.innerHeight);
    await scrollToY(page, viewport - 20);
    await expect(button).toBeHidden();
    await scrollToY(page, viewport + 40);
    await expect(button).toBeVisible();
    const offset = await page
      .locator('path[pathLength="100"]')
      .evaluate((el) => Number(getComputedStyle(el).strokeDashoffset.replace('px', '')));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(100);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('navigation', () => {
  test('scrolls back to the top on a route change', async ({ page }) => {
    await page.goto(UNKNOWN);
    await scrollToY(page, 10_000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  test('the preloader covers a page whose document is slow to arrive, and fades out once it is in', async ({
    page,
  }) => {
    // A parser-blocking script held back for 1.5 s in the middle of the body stands in for a document
    // that streams in slowly: the page's own content is not all in until it comes.
    await page.route(`**${UNKNOWN}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      const html = (await response.text()).replace(
        '</main>',
        '<script src="/held-document-part.js"></script></main>',
      );
      await route.fulfill({ response, headers, body: html });
    });
    await page.route('**/held-document-part.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ contentType: 'text/javascript', body: '' }).catch(() => {});
    });
    await page.goto(UNKNOWN, { waitUntil: 'commit' });
    const overlay = page.locator('[data-preloader-overlay]');
    await expect(overlay).toBeVisible({ timeout: 5000 });
    await page.waitForLoadState('domcontentloaded');
    await expect(overlay).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the preloader never hides a page that is in while its scripts are still on their way', async ({
    page,
  }) => {
    // On a slow link the framework's scripts arrive well after the content: the visitor reads the page
    // meanwhile, so nothing may cover it. (On a starved machine the document itself may take longer
    // than the preloader's delay to parse, and then the preloader rightly shows until it is in.)
    await page.addInitScript(() => {
      const shownAfterDocument: boolean[] = [];
      Object.assign(window, { shownAfterDocument });
      new MutationObserver(() => {
        if (document.documentElement.dataset.preloader === 'show')
          shownAfterDocument.push(document.readyState !== 'loading');
      }).observe(document, { subtree: true, attributeFilter: ['data-preloader'] });
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => {});
    });
    await page.goto(UNKNOWN, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('[data-preloader-overlay]')).toBeHidden({ timeout: 2000 });
    // Well past the preloader's delay, with the scripts still held back.
    await page.waitForFunction(() => performance.now() > 1500);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await page.locator('[data-preloader-overlay]').isVisible()).toBe(false);
    expect(
      await page.evaluate(() => (window as unknown as { shownAfterDocument: boolean[] }).shownAfterDocument),
      'shown once the document was in',
    ).not.toContain(true);
  });

  test('with reduced motion, back to top jumps instantly', BOTH_WIDTHS, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 420 });
    await page.goto(UNKNOWN);
    await scrollToY(page, 900);
    await page.getByRole('button', { name: 'Back to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no preloader covers a page that loads quickly, and none exists without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(UNKNOWN);
    await expect(page.locator('[data-preloader-overlay]')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
