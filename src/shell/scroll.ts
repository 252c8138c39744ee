import { thresholds } from '@/src/config/behaviour';

/** Header states: 'scrolled' beyond 100 px, 'sticky' (fixed, dark) beyond 130 px. */
export type HeaderMode = 'top' | 'scrolled' | 'sticky';

export function headerMode(scrollY: number): HeaderMode {
  if (scrollY > thresholds.stickyHeader) return 'sticky';
  if (scrollY > thresholds.headerScrolled) return 'scrolled';
  return 'top';
}

/** The scroll-to-top button is active once the page is scrolled beyond one viewport height. */
export function scrollTopActive(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight;
}

/** How far down the page is scrolled, 0..1 (0 when the page does not scroll). */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const range = scrollHeight - viewportHeight;
  if (range <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / range));
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
}
