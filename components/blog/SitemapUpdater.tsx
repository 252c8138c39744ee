'use client';

import { useEffect, useState } from 'react';
import styles from './BlogListing.module.css';

const TEXT = {
  updating: 'Updating sitemap...',
  done: 'Sitemap updated successfully.',
  failed: 'Failed to update sitemap.',
} as const;

/** Triggers the refresh once on visit and reports the outcome in a live region. */
export function SitemapUpdater() {
  const [state, setState] = useState<keyof typeof TEXT>('updating');
  useEffect(() => {
    let cancelled = false;
    fetch('/api/sitemap', { method: 'POST' })
      .then((response) => {
        if (!cancelled) setState(response.ok ? 'done' : 'failed');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <p
      role="status"
      aria-live="polite"
      className={state === 'failed' ? styles.unavailable : styles.sitemapStatus}
    >
      {TEXT[state]}
    </p>
  );
}
