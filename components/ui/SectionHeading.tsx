import type { ReactNode } from 'react';
import styles from './Ui.module.css';

/** Eyebrow line plus heading, the opening of most sections. `tone` follows the section's background. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  tone = 'light',
  align = 'start',
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  id?: string;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
  children?: ReactNode;
}) {
  return (
    <div
      className={`${styles.heading} ${tone === 'dark' ? styles.onDark : ''} ${align === 'center' ? styles.center : ''}`}
    >
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}
