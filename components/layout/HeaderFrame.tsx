'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { headerMode, type HeaderMode } from '@/src/shell/scroll';
import { subscribeToScroll } from './scroll-store';
import styles from './Header.module.css';

const serverMode = (): HeaderMode => 'top';

/**
 * The <header> element and its scroll state: data-scrolled beyond 100 px, data-sticky (fixed, dark,
 * slid down) beyond 130 px. The content is rendered on the server and passed in.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const mode = useSyncExternalStore(subscribeToScroll, () => headerMode(window.scrollY), serverMode);
  return (
    <header className={styles.header} data-scrolled={mode !== 'top'} data-sticky={mode === 'sticky'}>
      {children}
    </header>
  );
}
