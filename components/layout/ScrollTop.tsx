'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { scrollBehavior, scrollProgress, scrollTopActive } from '@/src/shell/scroll';
import { subscribeToScroll } from './scroll-store';
import styles from './ScrollTop.module.css';
import { Icon } from '@/components/icons/Icon';

const isActive = () => scrollTopActive(window.scrollY, window.innerHeight);
const serverActive = () => false;

/**
 * Back-to-top button with a ring that fills as the page scrolls. It is active (visible and
 * focusable) only beyond one viewport height. The ring is updated straight on the DOM so scrolling
 * never re-renders React.
 */
export function ScrollTop() {
  const active = useSyncExternalStore(subscribeToScroll, isActive, serverActive);
  const ringRef = useRef<SVGPathElement>(null);

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const progress = scrollProgress(window.scrollY, root.scrollHeight, window.innerHeight);
      ringRef.current?.style.setProperty('stroke-dashoffset', String(100 - progress * 100));
    };
    update();
    return subscribeToScroll(update);
  }, []);

  return (
    <button
      type="button"
      className={styles.button}
      data-active={active}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        // The button disappears at the top; keep keyboard users at the start of the content.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <svg className={styles.ring} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" className={styles.track} />
        {/* A path, not a circle: HTML allows pathLength only on <path>. Same ring, starting at 3 o'clock. */}
        <path
          ref={ringRef}
          d="M46 24a22 22 0 1 1-44 0a22 22 0 1 1 44 0"
          className={styles.progress}
          pathLength={100}
          strokeDasharray="100"
          strokeDashoffset="100"
        />
      </svg>
      <Icon name="arrowUp" size={18} />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
