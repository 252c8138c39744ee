'use client';
import { lazy, Suspense } from 'react';

const ScrollExtras = lazy(() => import('./ScrollExtras').then((m) => ({ default: m.ScrollExtras })));

/**
 * The back-to-top button (ScrollTop) and the scroll reset on route changes (RouteScrollReset) as a
 * chunk of their own rather than part of every page's first load: the button only appears after a
 * screen of scrolling, and React hydrates its server HTML once the chunk has arrived.
 */
export function ScrollTopIsland() {
  return (
    <Suspense fallback={null}>
      <ScrollExtras />
    </Suspense>
  );
}
