import { useId, type ReactNode } from 'react';
import { RenderFailed } from '@/components/status/RenderFailed';
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

/** A widget's empty or failed state; a failed one keeps its page's render out of every cache (`RenderFailed`). */
export function WidgetStatus({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <>
      <p className={failed ? styles.failed : styles.loading} role={failed ? 'alert' : 'status'}>
        {children}
      </p>
      {failed && <RenderFailed what="a blog sidebar list" />}
    </>
  );
}
