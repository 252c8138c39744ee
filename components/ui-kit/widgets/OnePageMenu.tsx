'use client';

import { useEffect, useRef, useState } from 'react';
import { thresholds } from '@/src/config/behaviour';
import { handleAnchorClick } from './lib/anchor-scroll';
import styles from './OnePageMenu.module.css';

export type OnePageMenuItem = { id: string; label: string };

/**
 * The section whose top has crossed the reading line `from` px below the top of the viewport,
 * i.e. the last such section in document order; null while none has (the highlight starts there).
 * At the very bottom of the page the last sections can never reach the line, so there the last
 * section showing in the viewport counts.
 */
export function activeSectionId(
  ids: readonly string[],
  from: number = thresholds.onePageMenuFrom,
): string | null {
  const atBottom =
    window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
  const line = atBottom ? window.innerHeight : from;
  let active: string | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= line) active = id;
  }
  return active;
}

/**
 * One-page menu with scroll-spy: links to the page's sections, the section being read is marked
 * (aria-current) once its top passes `thresholds.onePageMenuFrom` (117 px). Clicks scroll smoothly
 * (offset 90 px, 1200 ms; instant with reduced motion) and move focus to the section.
 */
export function OnePageMenu({ items, label }: { items: readonly OnePageMenuItem[]; label: string }) {
  const [active, setActive] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Where the menu is a horizontal strip (narrow screens), keep the highlighted link in sight.
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${CSS.escape(active)}"]`) : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2, behavior: 'instant' });
  }, [active]);

  useEffect(() => {
    const ids = items.map((i) => i.id);
    let frame: number | undefined;
    const update = () => {
      frame = undefined;
      setActive(activeSectionId(ids));
    };
    const schedule = () => {
      frame ??= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list} ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={active === item.id ? 'true' : undefined}
              onClick={handleAnchorClick}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
