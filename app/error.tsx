'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { StatusPage } from '@/components/status/StatusPage';
import styles from '@/components/status/StatusPage.module.css';

/** Router failure page: any uncaught error while rendering a route. */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      code="500"
      title="Unexpected Application Error!"
      message="Something went wrong on our side while loading this page. Please try again in a moment."
    >
      <button type="button" className={styles.button} onClick={reset}>
        Try again
      </button>
      <Link className={styles.button} href="/">
        Back to Home
      </Link>
    </StatusPage>
  );
}
