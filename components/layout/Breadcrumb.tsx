import Link from 'next/link';
import { breadcrumbJsonLd, type Crumb } from '@/src/seo/json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import styles from './Breadcrumb.module.css';

/** Breadcrumb trail with BreadcrumbList JSON-LD. Entries with a link navigate to it; the last is current. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className="inline-list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.href && !last ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items)} />
    </nav>
  );
}
