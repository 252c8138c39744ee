import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

/** The shared frame of the 404 and failure pages. */
export function StatusPage({
  code,
  title,
  message,
  children,
}: {
  code: string;
  title: string;
  message: string;
  children?: ReactNode;
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
      </div>
    </section>
  );
}
