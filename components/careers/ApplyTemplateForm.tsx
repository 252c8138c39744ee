'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Field, FormStatus } from '@/components/forms/Field';
import styles from '@/components/forms/Forms.module.css';

/**
 * The static apply template: zip digits only, phone 3-3-4 digits with dashes. It is never
 * submitted; the browser checks the patterns and a valid form points to the real openings instead.
 */
export const TEMPLATE_PATTERNS = { zip: '[1-9][0-9]{5}', phone: '[0-9]{3}-[0-9]{3}-[0-9]{4}' } as const;

export function ApplyTemplateForm() {
  const [checked, setChecked] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(event.currentTarget.checkValidity());
  }

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onInput={() => setChecked(false)}
      aria-labelledby="template-heading"
    >
      <div className={styles.grid}>
        <Field label="First name" name="first_name" autoComplete="given-name" required />
        <Field label="Last name" name="last_name" autoComplete="family-name" required />
        <Field className={styles.full} label="Address" name="address" autoComplete="address-line1" optional />
        <Field label="City" name="city" autoComplete="address-level2" required />
        <Field label="State" name="state" autoComplete="address-level1" required />
        <Field
          label="PIN code"
          name="zip"
          inputMode="numeric"
          pattern={TEMPLATE_PATTERNS.zip}
          hint="6 digits, e.g. 416001."
          title="6 digits"
          optional
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          pattern={TEMPLATE_PATTERNS.phone}
          hint="Format 123-456-7890."
          title="Three digits, three digits, four digits, separated by dashes"
          required
        />
        <Field label="Email" name="email" type="email" autoComplete="email" optional />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Check details
        </button>
        <FormStatus
          state={checked ? 'success' : 'idle'}
          message={
            checked ? 'Your details are in the right format. Pick a position to send your application.' : ''
          }
        />
      </div>
      {checked ? (
        <p>
          <Link href="/careers">See the open positions</Link>
        </p>
      ) : null}
    </form>
  );
}
