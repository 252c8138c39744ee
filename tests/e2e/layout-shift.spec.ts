/**
 * Nothing on a page moves once it is painted (CLS 0), as on a slow phone: the fonts and pictures
 * arrive well after the first paint, and the visitor scrolls down through the whole page so that lazy pictures, counters and late blocks load in view.
 */
import { expect, test, type Page } from '@playwright/test';
import { keyRoutes } from '../../tools/lib/bench-budgets.mjs';
import { discoverPath } from '../../tools/lib/bench-html.mjs';
import { BOTH_WIDTHS } from './support/widths';

/** Later than the first paint of a page served from this machine, as on a 150 ms round-trip link. */
const fontDelayMs = 800;
const pictureDelayMs = 1200;

const extraRoutes = ['/about', '/careers', '/portfolio', '/contact/call'];

// A clock in India, as most visitors': on another clock the call form regroups its times by the
// visitor's own days once hydrated, and a first day with more times than India's pushes the form down.
test.use({ timezoneId: 'Asia/Kolkata' });

type Shift = { value: number; at: number; moved: string[] };

async function routePaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  for (const route of keyRoutes) {
    if (route.path) paths.push(route.path);
    else if (route.discover) {
      const list = await (await page.request.get(route.discover.from)).text();
      const found = discoverPath(list, route.discover.kind);
      expect(found, `a ${route.discover.kind} linked from ${route.discover.from}`).toBeTruthy();
      paths.push(found!);
    }
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
  const hold = (ms: number) => async (route: import('@playwright/test').Route) => {
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
  async ({ page, browser, viewport, hasTouch, baseURL }) => {
    test.setTimeout(150_000);
    const paths = await routePaths(page);
    const found: Record<string, Shift[]> = {};
    for (const path of paths) {
      // Each page as a first visit: nothing cached from the page before (fonts above all).
      const visit = await browser.newContext({ viewport, hasTouch, baseURL, timezoneId: 'Asia/Kolkata' });
      const tab = await visit.newPage();
      await recordShifts(tab);
      await tab.goto(path, { waitUntil: 'load' });
      await scrollThrough(tab);
      // The last pictures asked for while scrolling arrive (held requests keep the network busy).
      await tab.waitForLoadState('networkidle');
      const shifts = await tab.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
      if (shifts.length) found[path] = shifts;
      await visit.close();
    }
    expect(found, 'layout shifts per page (value, ms after navigation, what moved)').toEqual({});
  },
);
