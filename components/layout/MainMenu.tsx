'use client';

import Link from 'next/link';
import { usePublicPathname } from '@/components/ui/use-public-pathname';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import type { MenuItem } from '@/src/config/site';
import { ariaCurrent } from '@/src/shell/navigation';
import styles from './MainMenu.module.css';

/** The desktop main menu (from 1024 px). The current section's link is orange (aria-current). */
export function MainMenu({ items }: { items: readonly MenuItem[] }) {
  const pathname = usePublicPathname() ?? '/';
  const listRef = useRef<HTMLUListElement>(null);

  // The 404 page is prerendered once for every unknown path, so its server HTML cannot know the
  // path, and React does not patch attributes while hydrating: bring aria-current in line here.
  useEffect(() => {
    const byHref = new Map(items.flatMap((item) => [item, ...(item.children ?? [])]).map((i) => [i.href, i]));
    listRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
      const item = byHref.get(link.getAttribute('href') ?? '');
      const value = item && ariaCurrent(pathname, item);
      if (value) link.setAttribute('aria-current', value);
      else link.removeAttribute('aria-current');
    });
  }, [items, pathname]);

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list} ref={listRef}>
        {items.map((item) =>
          item.children?.length ? (
            <DropdownItem key={item.href} item={item} pathname={pathname} />
          ) : (
            <li key={item.href} className={styles.item}>
              <Link href={item.href} className={styles.link} aria-current={ariaCurrent(pathname, item)}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A section link plus a disclosure button for its sub-pages. Opens on mouse hover and with the
 * button (Enter/Space toggle, ArrowDown opens and focuses the first entry); Escape closes and puts
 * focus back on the button; leaving with focus or clicking elsewhere closes.
 */
function DropdownItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const openedByHover = useRef(false);
  const submenuId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      listRef.current?.querySelector('a')?.focus();
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    setOpen(false);
  };
  const onToggle = () => {
    // A click right after hover-opening should not slam the menu shut under the pointer.
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen((value) => !value);
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) listRef.current?.querySelector('a')?.focus();
      else {
        focusFirst.current = true;
        setOpen(true);
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = Array.from(listRef.current?.querySelectorAll('a') ?? []);
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (index === -1) return;
      event.preventDefault();
      const next = links[(index + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
      next?.focus();
    }
  };

  return (
    <li
      ref={itemRef}
      className={`${styles.item} ${styles.hasChildren}`}
      data-open={open}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Link href={item.href} className={styles.link} aria-current={ariaCurrent(pathname, item)}>
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
      >
        <span className="visually-hidden">{`${item.label} submenu`}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={submenuId} ref={listRef} className={styles.submenu}>
        {item.children?.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              className={styles.sublink}
              aria-current={ariaCurrent(pathname, child)}
              onClick={() => setOpen(false)}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
