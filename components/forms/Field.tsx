import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './forms.module.css';

type Common = { label: string; name: string; error?: string; hint?: string; optional?: boolean; className?: string };

/** A labelled input with its error message wired through aria-invalid / aria-describedby. */
export function Field({
  label,
  name,
  error,
  hint,
  optional,
  className,
  id,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const fieldId = id ?? `field-${name}`;
  const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <input
        id={fieldId}
        name={name}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  optional,
  className,
  id,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fieldId = id ?? `field-${name}`;
  const describedBy = [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <textarea
        id={fieldId}
        name={name}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field people never see or reach; bots that fill every input reveal themselves. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The live status line of a form: announced politely, styled by outcome. */
export function FormStatus({ state, message, id }: { state: 'idle' | 'submitting' | 'success' | 'error'; message: string; id?: string }) {
  return (
    <p id={id} role="status" aria-live="polite" className={`${styles.status} ${styles[`status_${state}`] ?? ''}`}>
      {message}
    </p>
  );
}
