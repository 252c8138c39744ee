import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../support/e2e-env';

/**
 * One visit to every page of the site at phone widths, checking what a designer's review and the
 * browser's console found: text or a control cut off at the screen's edge (a clipping ancestor hid it
 * from a page-level scroll check), and a resource or script the page's Content-Security-Policy
 * refuses. Two halves, so the two workers share the crawl.
 */

/** Text and controls that start on screen and are cut at the edge of the screen or of a clipping ancestor. */
function cutOff(viewportWidth: number) {
  const out: string[] = [];
  const hasText = (el: Element) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
  for (const el of document.querySelectorAll('body *')) {
    if (!(hasText(el) || /^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(el.tagName))) continue;
    if (el.closest('[aria-hidden="true"], [inert], [data-marquee], dialog:not([open])')) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    let edge = viewportWidth;
    let scrollable = false;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const overflow = getComputedStyle(a).overflowX;
      const right = a.getBoundingClientRect().right;
      // Hidden or clipped overflow cuts. A scrolling container (a menu that scrolls sideways) does not,
      // as long as the container itself fits on the screen: what it holds is a swipe away.
      if (/^(auto|scroll)$/.test(overflow) && right <= viewportWidth + 1) {
        scrollable = true;
        break;
      }
      if (/^(hidden|clip)$/.test(overflow)) edge = Math.min(edge, right);
    }
    if (!scrollable && box.left < edge - 1 && box.right > edge + 1) {
      out.push(
        `${el.tagName} "${(el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px, cut at ${Math.round(edge)} px`,
      );
    }
  }
  return out;
}

async function everyPage(baseURL: string) {
  return [
    ...(await sitemapPaths(baseURL)),
    '/ui-kit',
    '/careers-overview',
    '/blog?search=design',
    '/blog?page=2',
    '/no-such-page',
  ];
}

for (const half of [0, 1]) {
  test(`no text or control runs past the screen's edge at 390 or 360 px, and no page shows a CSP violation (pages, half ${half + 1} of 2)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const paths = (await everyPage(baseURL!)).filter((_, index) => index % 2 === half);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of paths) {
      // Each page opened at the common phone width, then narrowed to the narrowest one still common;
      // until its scripts have made every request they make (a refused one reports then).
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path, { waitUntil: 'networkidle' });
      for (const width of [390, 360]) {
        if (width !== 390) {
          await page.setViewportSize({ width, height: 800 });
          // What scripts lay out on a resize, they do by the next frames.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
        }
        for (const problem of await page.evaluate(cutOff, width))
          problems.push(`${path} at ${width}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
