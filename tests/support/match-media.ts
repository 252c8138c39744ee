import { vi } from 'vitest';

/**
 * A controllable window.matchMedia for component tests (jsdom has none). Queries listed in
 * `matching` match; `set` flips one and notifies listeners, like a user changing a system setting.
 */
export function mockMatchMedia(matching: readonly string[] = []) {
  const active = new Set(matching);
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return active.has(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(fn);
    },
    removeEventListener: (_: string, fn: () => void) => listeners.get(query)?.delete(fn),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query: string, on: boolean) {
      if (on) active.add(query);
      else active.delete(query);
      listeners.get(query)?.forEach((fn) => fn());
    },
  };
}

export const REDUCED = '(prefers-reduced-motion: reduce)';
export const FINE = '(pointer: fine)';
