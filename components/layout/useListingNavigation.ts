'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

/**
 * Client navigation to a blog listing address that differs only in its query (`/blog?search=…`).
 * Listings are static pages and proxy.ts serves their searches from another route, so Next's client
 * router regards `/blog?search=x` as the `/blog` it already holds and would only change the address.
 * The refresh, queued after the navigation, asks the server for the new address's content.
 */
export function useListingNavigation() {
  const router = useRouter();
  return useCallback(
    (href: string, { replace = false }: { replace?: boolean } = {}) => {
      if (replace) router.replace(href, { scroll: false });
      else router.push(href);
      router.refresh();
    },
    [router],
  );
}
