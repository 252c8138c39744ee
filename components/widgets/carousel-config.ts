import type { EmblaOptionsType } from 'embla-carousel';
import { carousels, type CarouselSpec } from '@/src/config/site';

export type CarouselKind = keyof typeof carousels;
export type ResponsiveStep = CarouselSpec['responsive'][number];

export type CarouselSettings = {
  options: EmblaOptionsType;
  autoplayMs: number;
  fade: boolean;
  responsive: readonly ResponsiveStep[];
  /** Previous/next buttons; the hero has none (no nav or dots). */
  controls: boolean;
};

/**
 * Embla's `duration` is not in milliseconds (it drives a physics simulation; 20-60 is its sane
 * range). About 20 ms per unit maps the spec's 500 ms / 700 ms speeds to 25 / 35.
 */
export function emblaDuration(speedMs: number): number {
  return Math.min(60, Math.max(20, Math.round(speedMs / 20)));
}

/** Settings of one of the spec's carousels, read from `carousels` in site.ts. */
export function carouselSettings(kind: CarouselKind): CarouselSettings {
  const c: CarouselSpec = carousels[kind];
  return {
    options: { loop: c.loop, duration: emblaDuration(c.speedMs), align: 'start', containScroll: false },
    autoplayMs: c.autoplayMs,
    fade: c.fade,
    responsive: c.responsive,
    controls: c.controls,
  };
}

/** A stable, CSS-safe key for a responsive layout, so each distinct layout's rules render once. */
export function layoutKey(steps: readonly ResponsiveStep[]): string {
  return steps.map((s) => `${s.minWidth}-${s.items}-${s.margin}`).join('_');
}

/** Media-query rules setting how many slides show (--items) and the gap between them (--gap). */
export function layoutCss(steps: readonly ResponsiveStep[]): string {
  const key = layoutKey(steps);
  return [...steps]
    .sort((a, b) => a.minWidth - b.minWidth)
    .map((s) => {
      // Two attribute selectors outrank the module's single-class defaults whatever the load order.
      const rule = `[data-carousel][data-layout="${key}"]{--items:${s.items};--gap:${s.margin}px}`;
      return s.minWidth === 0 ? rule : `@media (min-width:${s.minWidth}px){${rule}}`;
    })
    .join('');
}
