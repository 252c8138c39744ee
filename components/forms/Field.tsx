import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './Forms.module.css';

type Common = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
};
type ControlProps = { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * Label, hint and error around one control, with the error wired through aria-invalid and
 * aria-describedby. Shared by inputs and text areas so both describe themselves the same way.
 */
function FieldFrame({
  label,
  name,
  error,
  hint,
  optional,
  className,
  id,
  control,
}: Common & { id?: string; control: (props: ControlProps) => ReactNode }) {
  const fieldId = id ?? `field-${name}`;
  const describedBy =
    [hint && `${fieldId}-hint`, error && `${fieldId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {control({
        id: fieldId,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
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

/** A labelled input with its hint and error message. */
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
  return (
    <FieldFrame
      {...{ label, name, error, hint, optional, className, id }}
      control={(props) => <input className={styles.input} {...props} {...input} />}
    />
  );
}

/** A labelled text area with its hint and error message. */
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
  return (
    <FieldFrame
      {...{ label, name, error, hint, optional, className, id }}
      control={(props) => <textarea className={`${styles.input} ${styles.textarea}`} {...props} {...input} />}
    />
  );
}

/** A labelled drop-down with its hint and error message; `placeholder` is the first, empty choice. */
export function SelectField({
  label,
  name,
  error,
  hint,
  optional,
  className,
  id,
  options,
  placeholder,
  ...select
}: Common & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame
      {...{ label, name, error, hint, optional, className, id }}
      control={(props) => (
        <select className={`${styles.input} ${styles.select}`} defaultValue="" {...props} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
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
export function FormStatus({
  state,
  message,
  id,
}: {
  state: 'idle' | 'submitting' | 'success' | 'error';
  message: string;
  id?: string;
}) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={`${styles.status} ${styles[`status_${state}`] ?? ''}`}
    >
      {message}
    </p>
  );
}
