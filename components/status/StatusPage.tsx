import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

/** The shared frame of the 404 and failure pages; `help` (a way on) goes under the actions. */
export function StatusPage({
  code,
  title,
  message,
  children,
  help,
}: {
  code: string;
  title: string;
  message: string;
  children?: ReactNode;
  help?: ReactNode;
}) {
  return (
    <section className={styles.status} aria-labelledby="status-title" data-status-page="">
      <div className="container">
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          {children ?? (
            <Link className={styles.button} href="/">
              Back to Home
            </Link>
          )}
        </div>
        {help ? <div className={styles.help}>{help}</div> : null}
      </div>
    </section>
  );
}
