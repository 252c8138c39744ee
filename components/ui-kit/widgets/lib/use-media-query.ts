'use client';

import { useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query. On the server (and in the first client render, to match the
 * server HTML) it reports `serverValue`, then the real answer, and it follows changes.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const FINE_POINTER = '(pointer: fine)';

/** One-off reduced-motion check outside React (event handlers, helpers); the hook is ../useReducedMotion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}
