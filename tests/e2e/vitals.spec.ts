import { expect, test } from '@playwright/test';

/**
 * Real visitors' Core Web Vitals: a page view's measures reach the site's own log when the page is
 * hidden (another tab, the app switcher, leaving), without analytics consent, as one report holding only the path and the numbers.
 */
test('hiding a page sends its Core Web Vitals to the site once, as numbers for its path', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    Object.assign(window, { beacons: 0 });
    navigator.sendBeacon = (...args) => {
      (window as unknown as { beacons: number }).beacons++;
      return send(...args);
    };
  });
  await page.goto('/contact');
  // The reporter's code arrives after hydration; an interaction gives the page an INP.
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).click();
  // The click ends LCP, which web-vitals finalises in an idle callback. A real tab switch would do it
  // at once, but the hide below is a script's event, which web-vitals does not trust: wait for idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const sent: { path: string; navigation?: string; metrics: Record<string, number> }[] = [];
  // A beacon's body is read where it leaves the browser, then the request goes on to the site.
  await page.route('**/api/vitals', async (route) => {
    sent.push(JSON.parse(route.request().postDataBuffer()?.toString('utf8') ?? 'null'));
    await route.continue();
  });
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/vitals'));
  // The visitor switches tab: the browser finalises LCP and CLS, and the report goes.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
  await hide();
  expect((await (await beacon).response())?.status()).toBe(204);
  // Coming back and leaving again sends nothing more: one report per page view.
  await hide();
  // The reporter sends within the event's dispatch: had it sent again, the browser would have a second beacon.
  expect(await page.evaluate(() => (window as unknown as { beacons: number }).beacons)).toBe(1);
  expect(sent).toHaveLength(1);
  const [report] = sent;
  expect(report!.path).toBe('/contact');
  expect(report!.navigation).toBe('navigate');
  for (const name of ['TTFB', 'FCP', 'LCP']) expect(report!.metrics[name], name).toEqual(expect.any(Number));
  expect(Object.keys(report!).sort()).toEqual(['metrics', 'navigation', 'path']);
});
