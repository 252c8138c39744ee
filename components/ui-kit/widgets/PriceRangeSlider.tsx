'use client';

import { useId, useState } from 'react';
import { limits } from '@/src/config/behaviour';
import styles from './PriceRangeSlider.module.css';

const range = limits.priceRange;

/** A value forced into [min, max]. */
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * The spec's initial pair made valid: each value clamped into [min, max] (11 becomes 50, as a native
 * range input would show it) and ordered so the low thumb never starts above the high one.
 */
export function initialPriceRange(
  initial: readonly [number, number] = range.initial,
  min: number = range.min,
  max: number = range.max,
): [number, number] {
  const a = clamp(initial[0], min, max);
  const b = clamp(initial[1], min, max);
  return [Math.min(a, b), Math.max(a, b)];
}

export const formatPrice = (n: number) => `${range.prefix}${n.toLocaleString('en-US')}`;

/**
 * Price-range slider: $50 to $1000, two thumbs as two native range inputs (keyboard, touch
 * and screen readers for free). The thumbs cannot cross: each one stops at the other's value.
 */
export function PriceRangeSlider({
  label = 'Price',
  onChange,
}: {
  label?: string;
  onChange?: (value: [number, number]) => void;
}) {
  const id = useId();
  const [[low, high], setValue] = useState(() => initialPriceRange());

  const update = (next: [number, number]) => {
    setValue(next);
    onChange?.(next);
  };
  const fraction = (n: number) => (n - range.min) / (range.max - range.min);

  return (
    <fieldset className={styles.slider}>
      <legend className={styles.legend}>{label}</legend>
      <output className={styles.output} htmlFor={`${id}-low ${id}-high`} aria-live="polite">
        {formatPrice(low)} – {formatPrice(high)}
      </output>
      <div
        className={styles.track}
        style={{ '--low': fraction(low), '--high': fraction(high) } as React.CSSProperties}
        // With both thumbs near the top end, the low thumb must be the one on top to be draggable.
        data-low-on-top={low > (range.min + range.max) / 2 ? 'true' : undefined}
      >
        <input
          id={`${id}-low`}
          type="range"
          className={`${styles.range} ${styles.low}`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={low}
          aria-label={`Minimum ${label.toLowerCase()}`}
          aria-valuetext={formatPrice(low)}
          onChange={(e) => update([Math.min(Number(e.target.value), high), high])}
        />
        <input
          id={`${id}-high`}
          type="range"
          className={`${styles.range} ${styles.high}`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={high}
          aria-label={`Maximum ${label.toLowerCase()}`}
          aria-valuetext={formatPrice(high)}
          onChange={(e) => update([low, Math.max(Number(e.target.value), low)])}
        />
      </div>
      <div className={styles.scale} aria-hidden="true">
        <span>{formatPrice(range.min)}</span>
        <span>{formatPrice(range.max)}</span>
      </div>
    </fieldset>
  );
}
