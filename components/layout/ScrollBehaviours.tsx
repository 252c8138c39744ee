'use client';
import { RouteScrollReset } from './RouteScrollReset';
import { ScrollTop } from './ScrollTop';

/** The shell's scroll behaviours: the back-to-top button and the scroll reset on a route change. */
export function ScrollBehaviours() {
  return (
    <>
      <ScrollTop />
      <RouteScrollReset />
    </>
  );
}
