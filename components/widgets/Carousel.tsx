'use client';
import { lazy, Suspense } from 'react';
// The island's styles ship with the page (its code comes later): inlined CSS covers only the page's own chunks,
// so without this the server's markup shows unstyled until the chunk arrives (a large layout shift).
import './Carousel.module.css';
import type { CarouselProps } from './CarouselView';

export type { CarouselProps } from './CarouselView';

const CarouselView = lazy(() => import('./CarouselView').then((m) => ({ default: m.CarouselView })));

/**
 * The site's carousel (CarouselView). Its code is a separate chunk, not part of the page's first
 * load: the server renders the full markup, and React hydrates it once the chunk has arrived (the
 * rest of the page hydrates meanwhile; nothing moves, the slides are laid out by CSS).
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={null}>
      <CarouselView {...props} />
    </Suspense>
  );
}
