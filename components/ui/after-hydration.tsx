'use client';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsClient } from './use-is-client';

/**
 * A component whose code is a chunk of its own, loaded once the page has hydrated, for behaviour
 * that has nothing to show before then (nothing of it is in the server's HTML). What the server
 * renders is never loaded this way: React would send a lazy boundary's HTML out of place.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function AfterHydration(props: P) {
    const hydrated = useIsClient();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return AfterHydration;
}
