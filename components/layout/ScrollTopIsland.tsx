'use client';
import { lazy, Suspense } from 'react';

const ScrollTop = lazy(() => import('./ScrollTop').then((m) => ({ default: m.ScrollTop })));

/**
 * The back-to-top button (ScrollTop) as a chunk of its own rather than part of every page's first
 * load: it only appears after a screen of scrolling, and React hydrates its server HTML once the
 * chunk has arrived.
 */
export function ScrollTopIsland() {
  return (
    <Suspense fallback={null}>
      <ScrollTop />
    </Suspense>
  );
}
