'use client';
import { Children, lazy, Suspense } from 'react';
import { CarouselFrame, initialCarouselState, type CarouselProps } from './CarouselFrame';

export type { CarouselProps } from './CarouselFrame';

const CarouselView = lazy(() => import('./CarouselView').then((m) => ({ default: m.CarouselView })));

/**
 * The site's carousel (CarouselView), whose code is a chunk of its own rather than part of the
 * page's first load. Its fallback is the same carousel drawn in its initial state (CarouselFrame),
 * because React sends a Suspense boundary that ends beyond the document's first 12.8 KB (every one
 * here: the inlined CSS comes first) after the page, hidden, and reveals it by script up to a frame
 * or 300 ms later. With an empty fallback the page painted without its carousels and grew when they
 * came (a layout shift of 0.6 on the home hero in one Lighthouse run in three), and a visitor without
 * JavaScript never saw them on a page rendered per request. Now the swap changes nothing on screen.
 */
export function Carousel(props: CarouselProps) {
  const state = initialCarouselState(props.kind, Children.toArray(props.children).length);
  return (
    <Suspense fallback={<CarouselFrame {...props} {...state} />}>
      <CarouselView {...props} />
    </Suspense>
  );
}
