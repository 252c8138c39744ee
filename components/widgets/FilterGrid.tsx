'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { timings } from '@/src/config/behaviour';
import styles from './FilterGrid.module.css';

export type FilterOption = { slug: string; label: string };
export type FilterGridItem = { id: string; categories: readonly string[]; node: ReactNode };

const ALL = 'all';

/**
 * A filterable grid: the pressed filter becomes
 * active, items leaving fade out over `timings.masonryFilter` ms before they are removed, items
 * entering fade in. The filter is kept in `?category=` so a filtered grid can be linked to; the
 * page stays static and reads it after hydration.
 */
export function FilterGrid({
  filters,
  items,
  label,
  allLabel = 'All',
}: {
  filters: readonly FilterOption[];
  items: readonly FilterGridItem[];
  /** Accessible name of the filter group. */
  label: string;
  allLabel?: string;
}) {
  const [active, setActive] = useState(ALL);
  // Cards only animate in after a visitor filters, never on page load.
  const [animated, setAnimated] = useState(false);
  const matches = (item: FilterGridItem, filter: string) =>
    filter === ALL || item.categories.includes(filter);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(items.map((i) => i.id)));
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = (filter: string, animate: boolean) => {
    clearTimeout(timer.current);
    setActive(filter);
    const next = new Set(items.filter((i) => matches(i, filter)).map((i) => i.id));
    if (!animate) {
      setShown(next);
      setLeaving(new Set());
      return;
    }
    setShown((current) => {
      setLeaving(new Set([...current].filter((id) => !next.has(id))));
      return new Set([...current, ...next]);
    });
    timer.current = setTimeout(() => {
      setShown(next);
      setLeaving(new Set());
    }, timings.masonryFilter);
  };

  // Read ?category= once after hydration (the static HTML shows every project).
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('category');
    // The URL is outside React and unknown to the static HTML: syncing from it once is the point.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (wanted && filters.some((f) => f.slug === wanted)) apply(wanted, false);
    return () => clearTimeout(timer.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const choose = (filter: string) => {
    if (filter === active) return;
    setAnimated(true);
    apply(filter, true);
    const url = new URL(window.location.href);
    if (filter === ALL) url.searchParams.delete('category');
    else url.searchParams.set('category', filter);
    window.history.replaceState(window.history.state, '', url);
  };

  const count = items.filter((i) => matches(i, active)).length;
  const options: FilterOption[] = [{ slug: ALL, label: allLabel }, ...filters];

  return (
    <div
      className={`${styles.wrapper} ${animated ? styles.animated : ''}`}
      style={{ ['--filter-ms' as string]: `${timings.masonryFilter}ms` }}
    >
      <ul className={styles.filters} aria-label={label}>
        {options.map((option) => (
          <li key={option.slug} className={option.slug === active ? styles.activeItem : undefined}>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={option.slug === active}
              onClick={() => choose(option.slug)}
              data-filter={option.slug}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {count === 1 ? '1 project shown' : `${count} projects shown`}
      </p>
      <ul className={`auto-grid ${styles.grid}`}>
        {items.map((item) => (
          <li
            key={item.id}
            className={`${styles.cell} ${leaving.has(item.id) ? styles.leaving : ''}`}
            hidden={!shown.has(item.id)}
            data-item={item.id}
          >
            {item.node}
          </li>
        ))}
      </ul>
    </div>
  );
}
