/**
 * The spec's carousels (speed, autoplay, loop, fade, responsive layout), apart from the other
 * behaviour constants: the header's scroll state is on every page, the carousels on a few.
 * `site.ts` re-exports them.
 */

/** One carousel's behaviour. `responsive`: from each min viewport width (px), the items visible and the gap. */
export type CarouselSpec = {
  readonly speedMs: number;
  readonly autoplayMs: number;
  readonly loop: boolean;
  /** Slides cross-fade instead of sliding. */
  readonly fade: boolean;
  /** Previous/next and pause buttons. */
  readonly controls: boolean;
  /**
   * Autoplay starts once the visitor has scrolled, pressed a key or touched the page: for the first
   * screen's carousel, whose later slides would otherwise be the page's largest paint.
   */
  readonly autoplayAfterVisitorActs: boolean;
  readonly responsive: readonly {
    readonly minWidth: number;
    readonly items: number;
    readonly margin: number;
  }[];
};

/** Carousel settings. */
export const carousels = {
  /** One slide at a time, fading, no buttons. */
  hero: {
    autoplayMs: 6000,
    speedMs: 500,
    loop: true,
    fade: true,
    controls: false,
    autoplayAfterVisitorActs: true,
    responsive: [{ minWidth: 0, items: 1, margin: 0 }],
  },
  clients: {
    speedMs: 700,
    autoplayMs: 4000,
    loop: true,
    fade: false,
    controls: true,
    autoplayAfterVisitorActs: false,
    responsive: [
      { minWidth: 0, items: 1, margin: 0 },
      { minWidth: 360, items: 2, margin: 0 },
      { minWidth: 575, items: 3, margin: 0 },
      { minWidth: 768, items: 4, margin: 0 },
      { minWidth: 992, items: 5, margin: 0 },
      { minWidth: 1200, items: 5, margin: 120 },
    ],
  },
  /** About's clients feedback: two visible on wide screens, one on narrow. */
  testimonials: {
    speedMs: 700,
    autoplayMs: 5000,
    loop: true,
    fade: false,
    controls: true,
    autoplayAfterVisitorActs: false,
    responsive: [
      { minWidth: 0, items: 1, margin: 24 },
      { minWidth: 992, items: 2, margin: 30 },
    ],
  },
  projects: {
    speedMs: 700,
    autoplayMs: 5000,
    loop: true,
    fade: false,
    controls: true,
    autoplayAfterVisitorActs: false,
    responsive: [{ minWidth: 0, items: 1, margin: 0 }],
  },
} as const satisfies Record<string, CarouselSpec>;
