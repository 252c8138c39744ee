'use client';
import { lazy, Suspense } from 'react';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';

export type { CarouselProps } from './CarouselFrame';

const CarouselView = lazy(() => import('./CarouselView').then((m) => ({ default: m.CarouselView })));

/**
 * The site's carousel (CarouselView), whose code is a chunk of its own rather than part of the
 * page's first load. Its fallback is the same carousel drawn in its initial state (CarouselFrame):
 * React sends a Suspense boundary that ends beyond the document's first 12.8 KB (every one here: the
 * inlined CSS comes first) after the page, hidden, and reveals it by script a frame or up to 300 ms
 * later, so with an empty fallback the page painted without its carousels, grew when they came, and
 * never showed them without JavaScript. Now the swap changes nothing on screen. (The home hero, the
 * first thing on its page, uses CarouselView directly.)
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<CarouselFrame {...props} />}>
      <CarouselView {...props} />
    </Suspense>
  );
}
