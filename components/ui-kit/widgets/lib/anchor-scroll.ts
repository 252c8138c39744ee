import { thresholds } from '@/src/config/behaviour';
import { prefersReducedMotion } from './use-media-query';

/** Ease in and out (cubic): gentle start, gentle landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export type AnchorScrollOptions = { offset?: number; duration?: number };

let running: number | undefined;

/**
 * Scrolls so the target sits `offset` px below the top of the viewport (clear of the fixed header),
 * eased over `duration` ms, or at once with reduced motion. Then moves keyboard focus to the target
 * so the next Tab continues from there. Resolves when the scroll has landed.
 */
export function scrollToElement(
  target: HTMLElement,
  { offset = thresholds.anchorOffset, duration = thresholds.anchorDurationMs }: AnchorScrollOptions = {},
): Promise<void> {
  if (running !== undefined) cancelAnimationFrame(running);
  const start = window.scrollY;
  const end = Math.max(0, start + target.getBoundingClientRect().top - offset);
  const land = () => {
    running = undefined;
    focusTarget(target);
  };

  if (prefersReducedMotion() || duration <= 0 || start === end) {
    window.scrollTo({ top: end, behavior: 'instant' });
    land();
    return Promise.resolve();
  }

  return new Promise((resolve) => {
    let t0: number | undefined;
    const step = (now: number) => {
      t0 ??= now;
      const progress = Math.min(1, (now - t0) / duration);
      window.scrollTo({ top: start + (end - start) * easeInOutCubic(progress), behavior: 'instant' });
      if (progress < 1) {
        running = requestAnimationFrame(step);
      } else {
        land();
        resolve();
      }
    };
    running = requestAnimationFrame(step);
  });
}

function focusTarget(target: HTMLElement) {
  // Sections are not focusable by default; -1 lets script focus them without adding a Tab stop.
  if (
    !target.hasAttribute('tabindex') &&
    !target.matches('a[href],button,input,select,textarea,[tabindex]')
  ) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
}

/**
 * Click handler for in-page links (`href="#id"`): animated scroll instead of the jump, the hash kept
 * in the address bar (shareable, back button works). Modified clicks keep their browser meaning.
 */
export function handleAnchorClick(event: React.MouseEvent<HTMLAnchorElement>, options?: AnchorScrollOptions) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const hash = event.currentTarget.hash;
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  if (window.location.hash !== hash) window.history.pushState(null, '', hash);
  void scrollToElement(target, options);
}
