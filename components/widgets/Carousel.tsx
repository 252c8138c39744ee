'use client';
import { Suspense, use } from 'react';
import { preloadedModule } from '@/src/lib/preloaded-module';
import type { CarouselProps } from './CarouselView';

export type { CarouselProps } from './CarouselView';

const view = preloadedModule(() => import('./CarouselView'));

function LoadedCarousel(props: CarouselProps) {
  const { CarouselView } = use(view);
  return <CarouselView {...props} />;
}

/**
 * The site's carousel (CarouselView, its own chunk; embla itself loads only when a carousel nears
 * the screen). The server renders the full markup in the page; the browser hydrates it once the
 * chunk has arrived (nothing moves meanwhile: CSS lays out the slides).
 */
export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={null}>
      <LoadedCarousel {...props} />
    </Suspense>
  );
}
