'use client';
import { RouteScrollReset } from './RouteScrollReset';
import { ScrollTop } from './ScrollTop';

/** The shell's scroll behaviours, loaded together as one chunk by ScrollTopIsland. */
export function ScrollExtras() {
  return (
    <>
      <ScrollTop />
      <RouteScrollReset />
    </>
  );
}
