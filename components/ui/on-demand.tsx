'use client';
import { lazy, Suspense, type ComponentType } from 'react';
import { useIsClient } from './use-is-client';

/*
 * The one way the site loads code later than the page: a loader made with `onDemand`, started by
 * what needs it (a first focus or submit, the first click on a dialog's opener or the intent before
 * it, a carousel coming near the screen, hydration having finished, consent). What the server renders
 * is never loaded this way: React would send a lazy boundary's HTML out of place.
 */

/**
 * A loader run at most once: the first call starts it and later calls share its promise; a failure
 * (say, the chunk could not be fetched) lets the next call try again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * A component whose code is a chunk of its own: `Component` renders it once loaded (inside a
 * Suspense boundary of the caller's), `load` starts the download early.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load: () => Promise<ComponentType<P>> } {
  const once = onDemand(load);
  return { Component: lazy(() => once().then((component) => ({ default: component }))), load: once };
}

/**
 * The opener's handlers that warm a dialog's chunk when the visitor shows intent (pointer over or
 * down, keyboard focus), so it is usually ready by the click.
 */
export function intentHandlers(load: () => Promise<unknown>) {
  const warm = () => void load().catch(() => undefined);
  return { onPointerEnter: warm, onPointerDown: warm, onFocus: warm };
}

/**
 * A component loaded once the page has hydrated, for behaviour that has nothing to show before then
 * (nothing of it is in the server's HTML).
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component } = onDemandComponent(load);
  function AfterHydration(props: P) {
    const hydrated = useIsClient();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return AfterHydration;
}
