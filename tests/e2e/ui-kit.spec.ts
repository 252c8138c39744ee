import { expect, test, type Page } from '@playwright/test';
import { limits, thresholds } from '../../src/config/site';
import { uiKitSections } from '../../components/ui-kit/samples';
import { expectNoAxeViolations } from './support/axe';
import { BOTH_WIDTHS } from './support/widths';

/*
 * /ui-kit at 390 px (mobile) and 1440 px (desktop): every widget used from the keyboard as a
 * visitor would, reduced motion honoured, and axe clean with the popups open as well as closed.
 */

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const focusedInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

test.beforeEach(async ({ page }, testInfo) => {
  // A long page with axe scans on a shared 2-core machine: allow more than the default 45 s.
  testInfo.setTimeout(testInfo.timeout + 60_000);
  await page.goto('/ui-kit');
});

test('is noindex, lists every section in the one-page menu and passes axe', BOTH_WIDTHS, async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const menu = page.getByRole('navigation', { name: 'UI kit sections' });
  const links = await menu
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  expect(links).toEqual(uiKitSections.map((s) => [s.label, `#${s.id}`]));
  const titles = await page.locator('section[id] > h2').allTextContents();
  expect(titles).toEqual(uiKitSections.map((s) => s.label));
  await expectNoAxeViolations(page);
});

test('one-page menu: glides to the section 90 px below the top, focuses it and highlights it', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'UI kit sections' });
  await expect(menu.locator('a[aria-current="true"]')).toHaveCount(0);
  // Record every scroll position with its time, in the page, so test latency cannot blur the timing.
  await page.evaluate(() => {
    const log: [number, number][] = [];
    (window as unknown as { scrollLog: typeof log }).scrollLog = log;
    window.addEventListener('scroll', () => log.push([performance.now(), window.scrollY]), { passive: true });
  });
  await menu.getByRole('link', { name: 'Payment methods', exact: true }).click();
  await expect(page).toHaveURL(/#payment$/);
  await expect(section(page, 'payment')).toBeFocused({ timeout: thresholds.anchorDurationMs + 5000 });
  const log = await page.evaluate(() => (window as unknown as { scrollLog: [number, number][] }).scrollLog);
  // Eased over ~1200 ms in several steps (fewer frames on a loaded machine), not one jump.
  expect(log.length).toBeGreaterThanOrEqual(3);
  expect(log.at(-1)![0] - log[0]![0]).toBeGreaterThan(thresholds.anchorDurationMs * 0.75);
  const top = await section(page, 'payment').evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(top - thresholds.anchorOffset)).toBeLessThanOrEqual(2);
  await expect(menu.getByRole('link', { name: 'Payment methods', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The next Tab continues from the section: into the payment radio group.
  await page.keyboard.press('Tab');
  expect(await focusedInside(page, 'section#payment')).toBe(true);
});

test('one-page menu: nothing highlighted until a section passes 117 px', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'UI kit sections' });
  const firstTop = await section(page, 'carousel').evaluate(
    (el) => el.getBoundingClientRect().top + window.scrollY,
  );
  await page.evaluate(
    (y) => window.scrollTo({ top: y, behavior: 'instant' }),
    firstTop - thresholds.onePageMenuFrom - 10,
  );
  // The scroll is handled before the frame after next is drawn.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(menu.locator('a[aria-current="true"]')).toHaveCount(0);
  await page.evaluate(
    (y) => window.scrollTo({ top: y, behavior: 'instant' }),
    firstTop - thresholds.onePageMenuFrom + 10,
  );
  await expect(menu.locator('a[aria-current="true"]')).toHaveText('Carousel');
});

test('image gallery: opens by keyboard, arrows move, Tab stays inside, Escape closes and focus returns', async ({
  page,
}) => {
  const thumb = page.getByRole('button', { name: /^View larger: Ceremonyy/ });
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Project artwork' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('2 of 6')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close gallery' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('3 of 6')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /^Lightopia/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('6 of 6')).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(page, 'dialog')).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
});

test('tabs: one Tab stop, arrows and Home/End select', async ({ page }) => {
  const tabs = section(page, 'tabs');
  await tabs.getByRole('tab', { name: 'Discover' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Design' })).toBeFocused();
  await expect(tabs.getByRole('tabpanel')).toContainText('Screens you can click');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Care' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(tabs.getByRole('tabpanel', { name: 'Care' })).toBeFocused();
});

test('quantity stepper: keyboard steps, typed values clamp, limits disable the buttons', async ({ page }) => {
  const q = section(page, 'quantity');
  const input = q.getByRole('spinbutton', { name: 'Months of care' });
  const minus = q.getByRole('button', { name: 'Decrease months of care' });
  const plus = q.getByRole('button', { name: 'Increase months of care' });
  await plus.focus();
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('4');
  await input.fill('5000');
  await page.keyboard.press('Tab');
  await expect(input).toHaveValue(String(limits.quantity.max));
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await input.fill('0');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(String(limits.quantity.min));
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps the button focusable; pressing it at the limit changes nothing.
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(minus).toBeFocused();
  await expect(input).toHaveValue('1');
  await expect(q).toContainText('1 × ₹4,500 = ₹4,500');
});

test('price range: opens at $50 to $500, thumbs move by keyboard and cannot cross', async ({ page }) => {
  const p = section(page, 'price-range');
  const low = p.getByRole('slider', { name: 'Minimum template price' });
  const high = p.getByRole('slider', { name: 'Maximum template price' });
  await expect(p.getByRole('status').first()).toHaveText('$50 – $500');
  await low.focus();
  await page.keyboard.press('ArrowRight');
  await expect(low).toHaveAttribute('aria-valuetext', '$51');
  await page.keyboard.press('End');
  await expect(low).toHaveValue('500');
  await high.focus();
  await page.keyboard.press('Home');
  await expect(high).toHaveValue('500');
  await page.keyboard.press('End');
  await expect(high).toHaveValue(String(limits.priceRange.max));
  await expect(p.getByRole('status').first()).toHaveText('$500 – $1,000');
  await expect(p).toContainText('3 of 8 starter templates');
});

test('mini-cart: toggles with aria-expanded, removes items, Escape closes and returns focus', async ({
  page,
}) => {
  const toggle = section(page, 'mini-cart').getByRole('button', { name: /^Cart/ });
  await expect(toggle).toHaveAccessibleName('Cart 4 items');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Your cart' });
  await expect(panel).toContainText('Subtotal₹7,300');
  await expectNoAxeViolations(page, { include: 'section#mini-cart' });
  await panel.getByRole('button', { name: 'Remove SSL certificate renewal' }).click();
  await expect(panel).toContainText('Subtotal₹6,100');
  await expect(toggle).toHaveAccessibleName('Cart 3 items');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('payment methods: arrow keys choose a method and only its details show', async ({ page }) => {
  const group = page.getByRole('group', { name: 'Payment method' });
  await group.getByRole('radio', { name: 'UPI' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  await expect(group.getByText('Transfer to our current account')).toBeVisible();
  await expect(group.getByText('Pay from any UPI app')).toBeHidden();
});

test('donation picker: presets, a validated custom amount and a confirmation', async ({ page }) => {
  const d = section(page, 'donation');
  await d.getByRole('radio', { name: 'Other amount' }).check();
  await d.getByRole('button', { name: 'Pledge' }).click();
  await expect(d.getByRole('alert')).toHaveText('Enter an amount, or choose one of the preset amounts.');
  const field = d.getByRole('textbox', { name: /Your amount/ });
  await expect(field).toBeFocused();
  await field.fill('2500');
  await page.keyboard.press('Enter');
  await expect(d.getByRole('status')).toContainText('a pledge of ₹2,500');
});

test(
  'typewriter rotates, pauses on request; custom cursor only for a fine pointer',
  BOTH_WIDTHS,
  async ({ page }) => {
    const line = section(page, 'typewriter');
    await expect(
      line.getByText('web applications, Android apps, iOS apps, online stores, internal tools'),
    ).toBeAttached();
    const text = line.getByTestId('typewriter-text');
    await expect(text).not.toHaveText('web applications', { timeout: 5000 });
    await line.getByRole('button', { name: 'Pause text animation' }).click();
    const frozen = await text.textContent();
    await page.waitForTimeout(800);
    await expect(text).toHaveText(frozen ?? '');

    const fine = await page.evaluate(() => window.matchMedia('(pointer: fine)').matches);
    const cursor = page.getByTestId('custom-cursor');
    await expect(cursor).toHaveCount(fine ? 1 : 0);
    if (fine) {
      const text = section(page, 'cursor').getByText('Move the mouse over this panel');
      await text.hover();
      const box = (await text.boundingBox())!;
      await page.mouse.move(box.x + 30, box.y + 8, { steps: 4 });
      await expect(cursor).toHaveAttribute('data-visible', 'true');
      await expect(cursor).toHaveAttribute('aria-hidden', 'true');
      await expect(cursor).toHaveCSS('pointer-events', 'none');
      await page.keyboard.press('Tab');
      await expect(cursor).toHaveAttribute('data-visible', 'false');
    }
  },
);

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('typewriter is still, the custom cursor is off and anchor links jump', async ({ page }) => {
    await expect(
      section(page, 'typewriter').getByText('web applications / Android apps / iOS apps'),
    ).toBeVisible();
    await expect(page.getByTestId('typewriter-text')).toHaveCount(0);
    await expect(page.getByTestId('custom-cursor')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'UI kit sections' })
      .getByRole('link', { name: 'Donation picker', exact: true })
      .click();
    // No animation: focused and in place at once.
    await expect(section(page, 'donation')).toBeFocused({ timeout: 300 });
    const top = await section(page, 'donation').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - thresholds.anchorOffset)).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);
  });
});
