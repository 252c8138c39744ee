'use client';

import { useId, useState } from 'react';
import { limits } from '@/src/config/behaviour';
import styles from './QuantityStepper.module.css';

const { min, max } = limits.quantity;

/** A typed quantity brought into range: whole numbers, clamped to 1..999; nonsense keeps `fallback`. */
export function clampQuantity(raw: string | number, fallback: number): number {
  const n = typeof raw === 'number' ? raw : Number(raw.trim());
  if (raw === '' || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/**
 * Quantity stepper: plus adds one only while the value is below 999, minus removes one only
 * while it is above 1; typed values are clamped when the field is left or Enter is pressed. At a limit
 * the button is marked disabled with aria-disabled, so it keeps focus and says why nothing happens.
 */
export function QuantityStepper({
  label,
  defaultValue = min,
  onChange,
  name,
}: {
  label: string;
  defaultValue?: number;
  onChange?: (value: number) => void;
  name?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(() => clampQuantity(defaultValue, min));
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) {
      setValue(next);
      onChange?.(next);
    }
  };
  const canDecrease = value > min;
  const canIncrease = value < max;

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={id}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft !== null && commit(clampQuantity(draft, value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && draft !== null) {
              e.preventDefault();
              commit(clampQuantity(draft, value));
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={id}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {`${label}: ${value}`}
      </span>
    </div>
  );
}
