import type { ReactNode } from 'react';
import styles from './BlogShell.module.css';

/** The main column of a blog screen (beside the layout's sidebar). */
export function BlogMain({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.main} aria-label={label}>
      {children}
    </div>
  );
}
