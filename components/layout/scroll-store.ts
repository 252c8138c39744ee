/**
 * One rAF-throttled subscription to scroll and resize, for useSyncExternalStore: components read
 * derived booleans, so React re-renders only when a threshold is crossed, not on every scroll event.
 */
export function subscribeToScroll(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
