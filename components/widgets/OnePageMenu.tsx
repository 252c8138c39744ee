'use client';

import { useEffect, useState } from 'react';
import { thresholds } from '@/src/config/site';
import { handleAnchorClick } from './lib/anchorScroll';
import styles from './OnePageMenu.module.css';

export type OnePageMenuItem = { id: string; label: string };

/**
 * The section whose top has crossed the reading line `from` px below the top of the viewport,
 * i.e. the last such section in document order; null while none has (the highlight starts there).
 */
export function activeSectionId(ids: readonly string[], from: number = thresholds.onePageMenuFrom): string | null {
  let active: string | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && el.getBoundingClientRect().top <= from) active = id;
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
      <ul className={styles.list}>
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
