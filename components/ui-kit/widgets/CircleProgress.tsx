'use client';

import { useRef } from 'react';
import { timings } from '@/src/config/behaviour';
import { useInViewOnce } from './lib/use-in-view';
import { useReducedMotion } from '@/components/widgets/use-reduced-motion';
import styles from './CircleProgress.module.css';

const SIZE = 120;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
export const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Length of the ring left undrawn for a percentage (0 draws nothing, 100 the full ring). */
export const ringOffset = (percent: number) =>
  CIRCUMFERENCE * (1 - Math.min(100, Math.max(0, percent)) / 100);

/**
 * Circle progress: an SVG ring with progressbar semantics (name, value, 0..100). The ring fills over
 * `timings.circleProgress` the first time it scrolls into view; with reduced motion it is drawn full at once.
 */
export function CircleProgress({ value, label }: { value: number; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInViewOnce(ref);
  const reduced = useReducedMotion();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  const drawn = seen || reduced;

  return (
    <div
      ref={ref}
      className={styles.circle}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-drawn={drawn ? 'true' : 'false'}
    >
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        aria-hidden="true"
        className={styles.svg}
      >
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} className={styles.rail} />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          className={styles.bar}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={drawn ? ringOffset(percent) : CIRCUMFERENCE}
          style={{ transitionDuration: reduced ? '0ms' : `${timings.circleProgress}ms` }}
        />
      </svg>
      <span className={styles.value} aria-hidden="true">
        {percent}%
      </span>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
