import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False during the server render and hydration, true afterwards: portals need document.body, and forms
 * keep the browser's native validation and post natively until our script runs (also without JavaScript).
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
