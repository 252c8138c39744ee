import type { ReactNode } from 'react';
import { Breadcrumb } from './Breadcrumb';
import type { Crumb } from '@/src/seo/json-ld';
import styles from './PageHeader.module.css';

/**
 * The dark banner that opens every inner page: title and breadcrumb (Home > ...). The site header
 * floats over it, so it reserves the header's height. The last crumb is the current page.
 */
export function PageHeader({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{title}</h1>
        <Breadcrumb items={crumbs} />
        {children}
      </div>
    </header>
  );
}
