'use client';

import { Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '@/components/icons/Icon';
import { intentHandlers, onDemandComponent } from '@/components/ui/on-demand';
import { useIsClient } from '@/components/ui/use-is-client';
import styles from './SearchPopup.module.css';

const { Component: SearchDialog, load: loadDialog } = onDemandComponent(() =>
  import('./SearchDialog').then((m) => m.SearchDialog),
);

/**
 * The header's search button and its popup (one input, 'Search Here...'). The button is in the first
 * load; the dialog's code (SearchDialog) loads on first intent.
 */
export function SearchPopup() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const isClient = useIsClient();
  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intentHandlers(loadDialog)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Icon name="search" size={20} />
        <span className="visually-hidden">Search</span>
      </button>
      {isClient && used
        ? createPortal(
            <Suspense fallback={null}>
              <SearchDialog open={open} onClose={close} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
