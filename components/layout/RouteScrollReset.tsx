'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollBehavior } from '@/src/shell/scroll';

/**
 * On every route change the page scrolls (smoothly, unless reduced motion) to the top.
 * Not for hash links, which target a section, nor for back/forward, where the browser restores the
 * earlier position.
 */
export function RouteScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (traversedTo.current === pathname) {
      traversedTo.current = null;
      return;
    }
    traversedTo.current = null;
    if (window.location.hash) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname]);

  return null;
}
