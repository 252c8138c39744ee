'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { scopeFromPath } from '@/src/blog/scope';

/*
 * Blog listings are static pages and proxy.ts serves their searches (`/blog?search=x`) from another
 * route, so Next's client router regards `/blog?search=x` as the `/blog` it already holds: on its own
 * it would change the address and keep the old list. These hooks make the server render the address
 * the visitor is actually on.
 */

/** Navigates to a listing address, then refreshes so the server renders that address's content. */
export function useListingNavigation() {
  const router = useRouter();
  return useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) => {
      if (replace) {
        // Typing in the sidebar: the history API changes the address in place (Next's router follows
        // it), so the page and the focused box stay mounted. router.replace followed by a refresh
        // raced: now and then the refresh did not fit the navigation and Next reloaded the page.
        window.history.replaceState(null, '', href);
      } else {
        router.push(href);
      }
      router.refresh();
    },
    [router],
  );
}

/** Back and forward between two addresses of one listing (a search and no search) restore Next's
 *  cached tree, which is keyed without the query: refresh so the list matches the address. */
export function useListingHistorySync() {
  const router = useRouter();
  useEffect(() => {
    const onPopState = () => {
      if (scopeFromPath(window.location.pathname)) router.refresh();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [router]);
}
