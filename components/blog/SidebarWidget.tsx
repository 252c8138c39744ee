import { useId, type ReactNode } from 'react';
import styles from './Sidebar.module.css';

/** One sidebar box with its heading; widgets render their loading, loaded or failed state inside. */
export function SidebarWidget({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.widget} aria-labelledby={id}>
      <h2 id={id} className={styles.widgetTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function WidgetStatus({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <p className={failed ? styles.failed : styles.loading} role={failed ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
