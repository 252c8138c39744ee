'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The current year, from the visitor's clock. Static and ISR pages keep the year they were rendered
 * in (`fallback`); after hydration the browser's year replaces it, so the footer is right on
 * 1 January without a rebuild.
 */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => fallback,
  );
  return <>{year}</>;
}
