'use client';

import { useId, useState, type FormEvent } from 'react';
import { company, limits } from '@/src/config/site';
import styles from './DonationPicker.module.css';

const { presets, min, max } = limits.donation;

export const formatInr = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: company.currency,
    maximumFractionDigits: 0,
  }).format(n);

/** Why a custom amount is not acceptable, or null when it is; larger amounts are asked for by mail to `contactEmail`. */
export function customAmountError(raw: string, contactEmail: string): string | null {
  const text = raw.trim().replace(/,/g, '');
  if (!text) return 'Enter an amount, or choose one of the preset amounts.';
  if (!/^\d+$/.test(text)) return 'Enter a whole number of rupees, digits only.';
  const n = Number(text);
  if (n < min) return `The smallest amount we can accept is ${formatInr(min)}.`;
  if (n > max) return `For amounts above ${formatInr(max)}, please write to ${contactEmail}.`;
  return null;
}

type Choice = { kind: 'preset'; amount: number } | { kind: 'custom' };

/**
 * Donation amount picker: preset amounts and 'Other amount' as one radio group; choosing 'Other'
 * reveals a labelled amount field that is validated on submit, with the message tied to the field.
 */
export function DonationPicker({
  legend = 'Choose an amount',
  submitLabel = 'Pledge',
  onSubmit,
  contactEmail,
}: {
  legend?: string;
  submitLabel?: string;
  onSubmit: (amount: number) => void;
  /** Where amounts above the maximum are asked for. */
  contactEmail: string;
}) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>({ kind: 'preset', amount: presets[1] });
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupName = `${id}-amount`;
  const customId = `${id}-custom`;
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice.kind === 'preset') return onSubmit(choice.amount);
    const problem = customAmountError(custom, contactEmail);
    setError(problem);
    if (problem) {
      document.getElementById(customId)?.focus();
      return;
    }
    onSubmit(Number(custom.trim().replace(/,/g, '')));
  };

  return (
    <form className={styles.picker} onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.options}>
          {presets.map((amount) => (
            <label key={amount} className={styles.chip}>
              <input
                type="radio"
                name={groupName}
                checked={choice.kind === 'preset' && choice.amount === amount}
                onChange={() => {
                  setChoice({ kind: 'preset', amount });
                  setError(null);
                }}
              />
              <span>{formatInr(amount)}</span>
            </label>
          ))}
          <label className={styles.chip}>
            <input
              type="radio"
              name={groupName}
              checked={choice.kind === 'custom'}
              onChange={() => setChoice({ kind: 'custom' })}
            />
            <span>Other amount</span>
          </label>
        </div>
      </fieldset>
      {choice.kind === 'custom' && (
        <div className={styles.custom}>
          <label htmlFor={customId} className={styles.customLabel}>
            Your amount (₹, {formatInr(min)} to {formatInr(max)})
          </label>
          <input
            id={customId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={custom}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setCustom(e.target.value);
              if (error) setError(customAmountError(e.target.value, contactEmail));
            }}
          />
          {error && (
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      <button type="submit" className={styles.submit}>
        {submitLabel}
      </button>
    </form>
  );
}
