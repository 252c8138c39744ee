/**
 * The constants of the site's behaviour in the browser: scroll thresholds, timings and widget limits
 * (the carousels' are in carousels.ts). Client components import them from here rather than from
 * `site.ts` (which re-exports them), so their scripts carry these few values and none of the
 * company's other constants.
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
