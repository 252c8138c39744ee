/**
 * The constants of the site's behaviour in the browser: scroll thresholds, timings, widget limits and
 * the carousels. Client components import them from here rather than from `site.ts` (which re-exports
 * them), so their scripts carry these few values and none of the company's other constants.
 */
import { preloaderDelay, preloaderMaxVisible } from '@/src/shell/preloader-script.mjs';

/** Scroll thresholds in px. */
export const thresholds = {
  stickyHeader: 130,
  headerScrolled: 100,
  onePageMenuFrom: 117,
  anchorOffset: 90,
  anchorDurationMs: 1200,
} as const;

/** Timings in ms. */
export const timings = {
  newsletterMessageFade: 10000,
  popupRemovalDelay: 160,
  tabFadeIn: 300,
  masonryFilter: 500,
  typewriterPeriod: 2000,
  counter: 1500,
  /** Debounce of the blog sidebar's search-as-you-type. */
  searchDebounce: 300,
  /** The preloader's (defined beside its script, which the server's CSP names). */
  preloaderDelay,
  preloaderMaxVisible,
  /** Not in the spec: the circle progress ring fills over the same time as the counters. */
  circleProgress: 1500,
  /** Not in the spec: the typewriter's per-character pace and the pause on an empty line. */
  typewriterTypeMs: 110,
  typewriterDeleteMs: 55,
  typewriterEmptyPause: 500,
} as const;

export const limits = {
  quantity: { min: 1, max: 999 },
  /**
   * The slider's bounds and initial values as given. The initial low value 11 is below the minimum 50: the slider clamps initial
   * values into [min, max] (so it opens at $50 to $500), exactly as a native range input would.
   */
  priceRange: { min: 50, max: 1000, initial: [11, 500] as const, prefix: '$', step: 1 },
  /** Donation picker (UI kit): preset amounts and the bounds of a custom amount, in INR. */
  donation: { presets: [500, 1000, 2500, 5000] as const, min: 100, max: 500000 },
} as const;

/** One carousel's behaviour. `responsive`: from each min viewport width (px), the items visible and the gap. */
export type CarouselSpec = {
  readonly speedMs: number;
  readonly autoplayMs: number;
  readonly loop: boolean;
  /** Slides cross-fade instead of sliding. */
  readonly fade: boolean;
  /** Previous/next and pause buttons. */
  readonly controls: boolean;
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
    responsive: [{ minWidth: 0, items: 1, margin: 0 }],
  },
  clients: {
    speedMs: 700,
    autoplayMs: 4000,
    loop: true,
    fade: false,
    controls: true,
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
    responsive: [{ minWidth: 0, items: 1, margin: 0 }],
  },
} as const satisfies Record<string, CarouselSpec>;
