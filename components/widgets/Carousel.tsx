'use client';
import { splitComponent } from './lib/splitComponent';
import type { CarouselProps } from './CarouselView';

export type { CarouselProps } from './CarouselView';

/**
 * The site's carousel: CarouselView in its own chunk (embla itself loads only when a carousel nears
 * the screen). Nothing moves while the chunk arrives: CSS lays out the server's slides.
 */
export const Carousel = splitComponent<CarouselProps>(() =>
  import('./CarouselView').then((m) => m.CarouselView),
);
