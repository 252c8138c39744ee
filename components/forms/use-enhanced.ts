'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True once hydrated. Before that (or without JavaScript) forms keep the browser's native
 * validation and post natively; once our script runs it validates with the shared zod schema.
 */
export function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Moves focus to the first field with an error so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, fields: Record<string, string>): void {
  const first = Object.keys(fields)[0];
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
