'use client';
import { lazy, Suspense } from 'react';
// The island's styles ship with the page (its code comes later): inlined CSS covers only the page's own chunks,
// so without this the server's markup shows unstyled until the chunk arrives (a large layout shift).
import './ScrollTop.module.css';

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
