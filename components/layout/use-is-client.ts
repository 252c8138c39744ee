import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during the server render and hydration, true afterwards (portals need document.body). */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
