'use client';

import { useEffect, useState } from 'react';

/**
 * For a dialog whose code loads on first use: the browser warms the chunk when the visitor shows
 * intent (pointer over or down, keyboard focus on the opener), so it is usually ready by the click.
 * Returns the intent handlers for the opener.
 */
export function intentHandlers(load: () => Promise<unknown>) {
  const warm = () => void load().catch(() => undefined);
  return { onPointerEnter: warm, onPointerDown: warm, onFocus: warm };
}

/**
 * A dialog mounted already open (its code arrived with the first click) starts closed for one frame,
 * so its opening transition runs and focus moves in only once it is visible and not inert.
 */
export function useEntered(): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const id = window.requestAnimationFrame(() => setEntered(true));
    return () => window.cancelAnimationFrame(id);
  }, []);
  return entered;
}
