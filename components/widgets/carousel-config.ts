import { carousels, type CarouselSpec } from '@/src/config/carousels';

export type CarouselKind = keyof typeof carousels;
export type ResponsiveStep = CarouselSpec['responsive'][number];

export type CarouselSettings = {
  /** How long a move (a slide, or a fade) takes. */
  speedMs: number;
  autoplayMs: number;
  loop: boolean;
  fade: boolean;
  responsive: readonly ResponsiveStep[];
  /** Previous/next buttons; the hero has none (no nav or dots). */
  controls: boolean;
  /** Autoplay waits for the visitor's first scroll, key or touch (the first screen's carousel). */
  autoplayAfterVisitorActs: boolean;
};

/** Settings of one of the spec's carousels, read from `carousels` in src/config/carousels.ts. */
export function carouselSettings(kind: CarouselKind): CarouselSettings {
  const c: CarouselSpec = carousels[kind];
  return {
    speedMs: c.speedMs,
    autoplayMs: c.autoplayMs,
    loop: c.loop,
    fade: c.fade,
    responsive: c.responsive,
    controls: c.controls,
    autoplayAfterVisitorActs: c.autoplayAfterVisitorActs,
  };
}

/** A stable, CSS-safe key for a responsive layout, so each distinct layout's rules render once. */
export function layoutKey(steps: readonly ResponsiveStep[]): string {
  return steps.map((s) => `${s.minWidth}-${s.items}-${s.margin}`).join('_');
}

const byWidth = (steps: readonly ResponsiveStep[]) => [...steps].sort((a, b) => a.minWidth - b.minWidth);

/** The media query of a step that starts above 0 px. */
const minWidthQuery = (step: ResponsiveStep) => `(min-width:${step.minWidth}px)`;

/** Media-query rules setting how many slides show (--items) and the gap between them (--gap). */
export function layoutCss(steps: readonly ResponsiveStep[]): string {
  const key = layoutKey(steps);
  return byWidth(steps)
    .map((s) => {
      // Two attribute selectors outrank the module's single-class defaults whatever the load order.
      const rule = `[data-carousel][data-layout="${key}"]{--items:${s.items};--gap:${s.margin}px}`;
      return s.minWidth === 0 ? rule : `@media ${minWidthQuery(s)}{${rule}}`;
    })
    .join('');
}

/**
 * How many slides the layout shows at the window's current width: the step layoutCss applies there.
 * Asked of the media queries rather than of the computed `--items`, which would make the browser
 * recalculate the page's styles on the spot.
 */
export function itemsShown(steps: readonly ResponsiveStep[]): number {
  let items = 1;
  for (const step of byWidth(steps)) {
    if (step.minWidth === 0 || window.matchMedia(minWidthQuery(step)).matches) items = step.items;
  }
  return items;
}

/** Calls `onChange` whenever the window's width crosses a step; returns the unsubscribe. */
export function onStepChange(steps: readonly ResponsiveStep[], onChange: () => void): () => void {
  const queries = steps.filter((s) => s.minWidth > 0).map((s) => window.matchMedia(minWidthQuery(s)));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}
