'use client';

import { usePublicPathname } from '@/components/ui/use-public-pathname';
import { Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MenuItem } from '@/src/config/site';
import type { Contact } from './MobileNavDrawer';
import { Icon } from '@/components/icons/Icon';
import { intentHandlers, onDemandComponent } from '@/components/ui/on-demand';
import { useIsClient } from '@/components/ui/use-is-client';
import styles from './MobileNav.module.css';

const { Component: MobileNavDrawer, load: loadDrawer } = onDemandComponent(() =>
  import('./MobileNavDrawer').then((m) => m.MobileNavDrawer),
);

/**
 * The navigation drawer below 1024 px, built from the same menu as the desktop header, and its button.
 * The button is in the first load; the drawer's code loads on first intent (MobileNavDrawer). It is open only for
 * the path it was opened on, so it closes on navigation.
 */
export function MobileNav({ items, contact }: { items: readonly MenuItem[]; contact: Contact }) {
  const pathname = usePublicPathname() ?? '/';
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openOn === pathname;
  const isClient = useIsClient();
  const close = useCallback(() => setOpenOn(null), []);

  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={used ? 'mobile-nav' : undefined}
        aria-haspopup="dialog"
        {...intentHandlers(loadDrawer)}
        onClick={() => {
          setUsed(true);
          setOpenOn(pathname);
        }}
      >
        <Icon name="menu" size={20} />
        <span className="visually-hidden">Menu</span>
      </button>
      {isClient && used
        ? createPortal(
            <Suspense fallback={null}>
              <MobileNavDrawer
                open={open}
                onClose={close}
                pathname={pathname}
                items={items}
                contact={contact}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
