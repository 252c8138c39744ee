'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { timings } from '@/src/config/behaviour';
import styles from './Tabs.module.css';

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop for the tab list (roving tabindex),
 * Left/Right arrows move and wrap, Home/End jump. The active panel fades in over
 * `timings.tabFadeIn` (300 ms); `data-entering` marks that window so styles and tests agree.
 */
export function Tabs({
  items,
  label,
  defaultId,
}: {
  items: readonly TabItem[];
  label: string;
  defaultId?: string;
}) {
  const baseId = useId();
  const [activeId, setActiveId] = useState(defaultId ?? items[0]?.id);
  const [entering, setEntering] = useState(false);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!entering) return;
    const timer = setTimeout(() => setEntering(false), timings.tabFadeIn);
    return () => clearTimeout(timer);
  }, [entering, activeId]);

  const select = (id: string, focus = false) => {
    if (id !== activeId) {
      setActiveId(id);
      setEntering(true);
    }
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.id === activeId);
    const last = items.length - 1;
    const next = {
      ArrowRight: index + 1 > last ? 0 : index + 1,
      ArrowLeft: index - 1 < 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (item) select(item.id, true);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={styles.tabs} style={{ '--tab-fade': `${timings.tabFadeIn}ms` } as React.CSSProperties}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.id === activeId;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.id === activeId;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!selected}
            tabIndex={0}
            className={styles.panel}
            data-entering={selected && entering ? 'true' : undefined}
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
