'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '@/src/config/site';
import { ariaCurrent, isInSection } from '@/src/shell/navigation';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Logo } from './Logo';
import { useEntered, useModal } from './use-modal';
import styles from './MobileNav.module.css';
import { Icon } from '@/components/icons/Icon';

/** Matches the CSS breakpoint where the desktop menu replaces the drawer. */
const DESKTOP_QUERY = '(min-width: 64rem)';

export type Contact = { phone: string; phoneHref: string; email: string; emailHref: string };

/**
 * The drawer of MobileNav, loaded the first time the menu button is used. A modal dialog: body
 * scroll locked, focus trapped, Escape / overlay / close button close it. Stays mounted once loaded.
 */
export function MobileNavDrawer({
  open: requested,
  onClose: close,
  pathname,
  items,
  contact,
}: {
  open: boolean;
  onClose: () => void;
  pathname: string;
  items: readonly MenuItem[];
  contact: Contact;
}) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const entered = useEntered();
  const open = requested && entered;
  const panelRef = useRef<HTMLDivElement>(null);

  useModal({ open, onClose: close, container: panelRef });

  // Growing the window to desktop width hides the drawer: close it so the page is not left locked.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <div className={styles.root} data-open={open} inert={!open}>
      <div className={styles.overlay} onClick={close} aria-hidden="true" data-testid="drawer-overlay" />
      <div
        ref={panelRef}
        id="mobile-nav"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
      >
        <div className={styles.top}>
          <Link href="/" className={styles.brand} onClick={close}>
            <Logo height={30} />
          </Link>
          <button type="button" className={styles.iconButton} onClick={close}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {items.map((item) => {
              const subId = `mobile-sub-${item.href.replace(/\W+/g, '') || 'home'}`;
              const isOpen = expanded[item.href] ?? isInSection(pathname, item);
              return (
                <li key={item.href} className={styles.item}>
                  <div className={styles.row}>
                    <Link
                      href={item.href}
                      className={styles.link}
                      aria-current={ariaCurrent(pathname, item)}
                      onClick={close}
                    >
                      {item.label}
                    </Link>
                    {item.children?.length ? (
                      <button
                        type="button"
                        className={styles.subToggle}
                        aria-expanded={isOpen}
                        aria-controls={subId}
                        onClick={() => setExpanded((state) => ({ ...state, [item.href]: !isOpen }))}
                      >
                        <Icon name="chevronDown" size={18} />
                        <span className="visually-hidden">{`${item.label} submenu`}</span>
                      </button>
                    ) : null}
                  </div>
                  {item.children?.length ? (
                    <ul id={subId} className={styles.sublist} hidden={!isOpen}>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <Link
                            href={child.href}
                            className={styles.sublink}
                            aria-current={ariaCurrent(pathname, child)}
                            onClick={close}
                          >
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.contact}>
          <a href={contact.phoneHref}>
            <Icon name="phone" size={18} />
            {contact.phone}
          </a>
          <a href={contact.emailHref}>
            <Icon name="mail" size={18} />
            {contact.email}
          </a>
        </div>
        <ButtonLink href="/contact" className={styles.cta} onClick={close}>
          Let&apos;s talk
        </ButtonLink>
      </div>
    </div>
  );
}
