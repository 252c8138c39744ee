'use client';
import { useEffect, useRef, useState } from 'react';
import { timings } from '@/src/config/behaviour';
import { counterValueAt, formatCount } from './counter-math';
import styles from './Counter.module.css';
import { useReducedMotion } from './use-reduced-motion';

const FIGURE_SPACE = '\u2007';

/**
 * A number that counts up over `timings.counter` ms the first time it scrolls into view. The final
 * value is in the server HTML (and is what assistive technology reads); with reduced motion it
 * simply stays there. The count runs in the final figure's space, padded to its length with figure
 * spaces (a digit's width in tabular figures), so neither it nor anything beside it moves.
 */
export function Counter({
  value,
  suffix = '',
  className,
}: {
  value: number;
  suffix?: string;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(value);
  const finalText = `${formatCount(value)}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = Date.now();
        const tick = () => {
          const next = counterValueAt(Date.now() - start, timings.counter, value);
          setShown(next);
          if (next !== value) frame = requestAnimationFrame(tick);
        };
        tick();
        // Background tabs throttle animation frames: make sure the count always lands.
        timer = setTimeout(() => setShown(value), timings.counter + 100);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setShown(value);
    };
  }, [value, reducedMotion]);

  return (
    <span ref={ref} className={className} data-counter-value={value}>
      <span aria-hidden="true" className={styles.figure}>
        <span className={styles.final}>{finalText}</span>
        <span>{`${formatCount(shown)}${suffix}`.padStart(finalText.length, FIGURE_SPACE)}</span>
      </span>
      <span className="visually-hidden">{finalText}</span>
    </span>
  );
}
