import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { callMessages } from '@/src/forms/call-messages';
import formStyles from '@/components/forms/Forms.module.css';
import styles from './CallRequestDone.module.css';

/**
 * The confirmation in place of the call form: when, where the confirmation went, the calendar file.
 * Focus moves to its heading, so it is read out at once. Loaded with the form's code, on first use.
 */
export function CallRequestDone({
  when,
  email,
  calendar,
}: {
  when: string;
  email: string;
  calendar: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done}>
      <span className={styles.doneMark} aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {callMessages.success}
      </h2>
      <p className={styles.doneWhen}>{when}</p>
      <p>
        A confirmation is on its way to <strong>{email}</strong>, with the calendar file. We send the link to
        join before the call.
      </p>
      <div className={styles.doneActions}>
        {calendar ? (
          <a className={`${formStyles.submit} ${styles.calendarLink}`} href={calendar} download>
            Add to calendar (.ics)
          </a>
        ) : null}
        <Link className={styles.secondary} href="/contact">
          Back to contact
        </Link>
      </div>
    </div>
  );
}
