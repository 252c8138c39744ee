'use client';
import { lazy, Suspense } from 'react';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';

export type { CarouselProps } from './CarouselFrame';

const CarouselView = lazy(() => import('./CarouselView').then((m) => ({ default: m.CarouselView })));

/**
 * The site's carousel (CarouselView), whose code is a chunk of its own rather than part of the
 * page's first load. On a page the server sends, the carousel is in the HTML where it belongs
 * (server/inline-boundaries.mjs puts React's out-of-line boundaries in place). Its fallback, shown
 * while the chunk loads after a client-side navigation, is the same carousel drawn in its initial
 * state (CarouselFrame), so the swap changes nothing on screen. (The home hero, the first thing on
 * its page, uses CarouselView directly.)
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<CarouselFrame {...props} />}>
      <CarouselView {...props} />
    </Suspense>
  );
}
