import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks run inside a page another test has already opened (no page load of their own).
 */

/**
 * Every visible link, button and form field on the page, checked pairwise (WCAG 2.2's target
 * size, 2.5.8): no two overlap or touch, and a target under 24 px either way keeps a 24 px circle
 * around its centre clear of every other target and of the other small targets' circles. Links
 * inside a sentence are exempt, as WCAG allows; a target counts only where no clipping ancestor
 * hides it (a carousel's slides off to the side). Blocks drawn only near the viewport
 * (`content-visibility`) are laid out first so every target has its real box.
 */
export async function expectTapTargetsApart(page: Page) {
  const problems = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '*{content-visibility:visible!important}';
    document.head.append(style);
    try {
      const describe = (el: Element) => {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        return `${el.tagName.toLowerCase()} "${name}"`;
      };
      /** A link set in running text: a paragraph (or list item) with words of its own around it. */
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A') return false;
        const block = el.closest('p, li, dd, td, blockquote, figcaption');
        if (!block) return false;
        const own = [...block.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        return own.length > 0;
      };
      const targets = [
        ...document.querySelectorAll(
          'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
        ),
      ]
        .filter(
          (el) =>
            !el.closest('[inert], [aria-hidden="true"], dialog:not([open])') &&
            el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
            !inSentence(el),
        )
        .map((el) => {
          // The part a finger can reach: a clipping ancestor (a carousel's track) hides the rest.
          const r = el.getBoundingClientRect();
          let { left, top, right, bottom } = r;
          for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
            const { overflowX, overflowY } = getComputedStyle(a);
            if (overflowX === 'visible' && overflowY === 'visible') continue;
            const clip = a.getBoundingClientRect();
            left = Math.max(left, clip.left);
            top = Math.max(top, clip.top);
            right = Math.min(right, clip.right);
            bottom = Math.min(bottom, clip.bottom);
          }
          return {
            el,
            left: left + scrollX,
            top: top + scrollY,
            right: right + scrollX,
            bottom: bottom + scrollY,
            width: Math.max(0, right - left),
            height: Math.max(0, bottom - top),
          };
        })
        // Visually hidden (a skip link until focused) or drawn as nothing.
        .filter((t) => t.width > 2 && t.height > 2)
        // A target inside another (a field inside its label) is one target.
        .filter((t, _, all) => !all.some((o) => o.el !== t.el && o.el.contains(t.el)));
      type Box = (typeof targets)[number];
      const gap = (a: Box, b: Box) => {
        const dx = Math.max(b.left - a.right, a.left - b.right, 0);
        const dy = Math.max(b.top - a.bottom, a.top - b.bottom, 0);
        return { dx, dy, distance: Math.hypot(dx, dy) };
      };
      const small = (t: Box) => t.width < 24 || t.height < 24;
      /** Distance from a small target's centre to the nearest point of another box. */
      const centreTo = (t: Box, o: Box) => {
        const cx = (t.left + t.right) / 2;
        const cy = (t.top + t.bottom) / 2;
        const dx = Math.max(o.left - cx, cx - o.right, 0);
        const dy = Math.max(o.top - cy, cy - o.bottom, 0);
        return Math.hypot(dx, dy);
      };
      const found: string[] = [];
      for (let i = 0; i < targets.length; i++) {
        for (let j = i + 1; j < targets.length; j++) {
          const a = targets[i]!;
          const b = targets[j]!;
          const { dx, dy } = gap(a, b);
          if (dx < 1 && dy < 1) {
            found.push(`${describe(a.el)} and ${describe(b.el)} overlap or touch`);
            continue;
          }
          for (const [t, o] of [
            [a, b],
            [b, a],
          ] as const) {
            if (!small(t)) continue;
            const clear = small(o)
              ? Math.hypot(
                  (t.left + t.right) / 2 - (o.left + o.right) / 2,
                  (t.top + t.bottom) / 2 - (o.top + o.bottom) / 2,
                ) >= 24
              : centreTo(t, o) >= 12;
            if (!clear) found.push(`${describe(t.el)} is under 24 px and too close to ${describe(o.el)}`);
          }
        }
      }
      return [...new Set(found)];
    } finally {
      style.remove();
    }
  });
  expect(problems, `tap targets too close at ${page.viewportSize()?.width} px on ${page.url()}`).toEqual([]);
}

/**
 * Scrolls the page from top to bottom a screen at a time: wherever the back-to-top button shows,
 * its box covers no paragraph or list item on screen.
 */
export async function expectScrollTopClearOfText(page: Page) {
  // Its code arrives after hydration; hidden at the top, so not found by its role yet.
  await expect(page.locator('button', { hasText: 'Back to top' })).toBeAttached();
  const covered = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const buttonEl = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Back to top')!;
    const found: string[] = [];
    let shown = 0;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; ; y = Math.min(end, y + innerHeight / 2)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      if (getComputedStyle(buttonEl).visibility === 'visible') {
        shown += 1;
        const b = buttonEl.getBoundingClientRect();
        for (const text of document.querySelectorAll('p, li')) {
          const r = text.getBoundingClientRect();
          const onScreen = r.bottom > 0 && r.top < innerHeight && r.width > 0;
          const overlaps = r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
          if (onScreen && overlaps && text.checkVisibility({ visibilityProperty: true })) {
            found.push(
              `at ${Math.round(y)} px: ${text.tagName.toLowerCase()} "${text.textContent?.trim().slice(0, 40)}"`,
            );
          }
        }
      }
      if (y >= end) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { found: [...new Set(found)], shown };
  });
  // The check means something only if the button showed somewhere on the way down.
  expect(covered.shown, `the back-to-top button never showed on ${page.url()}`).toBeGreaterThan(0);
  expect(covered.found, `text under the back-to-top button on ${page.url()}`).toEqual([]);
}

/**
 * The contrast ratio (WCAG) of an element's text colour (its fill, for SVG text) on the nearest
 * opaque background colour behind it.
 */
export function contrastOnBackground(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(el);
    const text = parse(el instanceof SVGElement ? style.fill : style.color);
    let background = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = parse(getComputedStyle(node).backgroundColor);
      if (a >= 0.99) {
        background = [r, g, b];
        break;
      }
    }
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
