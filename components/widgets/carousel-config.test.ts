import { afterEach, describe, expect, it, vi } from 'vitest';
import { carousels } from '@/src/config/carousels';
import { carouselSettings, itemsShown, layoutCss, layoutKey } from './carousel-config';

describe('carouselSettings', () => {
  it('hero: fade, loop, 6000 ms autoplay, no controls', () => {
    const hero = carouselSettings('hero');
    expect(hero.fade).toBe(true);
    expect(hero.loop).toBe(true);
    expect(hero.speedMs).toBe(500);
    expect(hero.autoplayMs).toBe(carousels.hero.autoplayMs);
    expect(hero.autoplayMs).toBe(6000);
    expect(hero.controls).toBe(false);
    expect(hero.responsive).toEqual([{ minWidth: 0, items: 1, margin: 0 }]);
  });

  it('clients: the responsive items and margins of the client logo carousel', () => {
    const clients = carouselSettings('clients');
    expect(clients.autoplayMs).toBe(4000);
    expect(clients.fade).toBe(false);
    expect(clients.responsive.map((r) => [r.minWidth, r.items, r.margin])).toEqual([
      [0, 1, 0],
      [360, 2, 0],
      [575, 3, 0],
      [768, 4, 0],
      [992, 5, 0],
      [1200, 5, 120],
    ]);
  });

  it('testimonials and projects move at 700 ms and loop', () => {
    for (const kind of ['testimonials', 'projects', 'clients'] as const) {
      expect(carousels[kind].speedMs).toBe(700);
      expect(carouselSettings(kind)).toMatchObject({ loop: true, speedMs: 700 });
    }
    const about = carouselSettings('testimonials').responsive;
    expect(about.find((r) => r.minWidth === 0)?.items).toBe(1);
    expect(Math.max(...about.map((r) => r.items))).toBe(2);
  });
});

describe('layoutCss', () => {
  it('writes one rule per step, media queries above 0 px, keyed by layout', () => {
    const steps = carousels.clients.responsive;
    const css = layoutCss(steps);
    const key = layoutKey(steps);
    expect(css.startsWith(`[data-carousel][data-layout="${key}"]{--items:1;--gap:0px}`)).toBe(true);
    expect(css).toContain(
      `@media (min-width:1200px){[data-carousel][data-layout="${key}"]{--items:5;--gap:120px}}`,
    );
    expect(css.match(/@media/g)).toHaveLength(5);
    expect(key).toMatch(/^[0-9_-]+$/);
  });
});

describe('itemsShown', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A window `width` px wide, as far as min-width media queries go. */
  function windowWidth(width: number) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: width >= Number(/min-width:(\d+)px/.exec(query)?.[1] ?? Infinity),
    }));
  }

  it('is the items of the widest step the window reaches, as the layout CSS applies them', () => {
    const steps = carousels.clients.responsive;
    const expected = (width: number) =>
      [...steps]
        .sort((a, b) => a.minWidth - b.minWidth)
        .filter((s) => s.minWidth <= width)
        .at(-1)!.items;
    for (const width of [320, 390, 700, 1000, 1300, 1920]) {
      windowWidth(width);
      expect(itemsShown(steps)).toBe(expected(width));
    }
    windowWidth(1920);
    expect(itemsShown(steps)).toBe(5);
    windowWidth(320);
    expect(itemsShown(steps)).toBe(1);
  });
});
