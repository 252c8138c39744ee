'use client';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { onDemandComponent } from '@/components/ui/on-demand';
import { CONSENT_EVENT, readConsent, writeConsent, type Consent } from '@/src/integrations/analytics';
import styles from './AnalyticsConsent.module.css';

// Loaded only after consent, so neither its code nor Google's script is part of the first load.
// Our loader rather than next/dynamic: the consent state is client-only anyway, and next/dynamic's
// loader would add its own code to every page's first load.
const { Component: GoogleAnalytics } = onDemandComponent(() =>
  import('@next/third-parties/google').then((m) => m.GoogleAnalytics),
);

function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** 'unknown' on the server and before hydration, so the banner never flashes for decided visitors. */
function useConsent(): Consent | null | 'unknown' {
  return useSyncExternalStore(subscribe, readConsent, () => 'unknown' as const);
}

/**
 * GA4 with consent (issue 6): a small banner asks once; the answer is remembered. Google's script
 * is requested only after 'Accept'. Rendered by the layout only when NEXT_PUBLIC_GA_ID is set.
 */
export function AnalyticsConsentBanner({ gaId }: { gaId: string }) {
  const consent = useConsent();
  const [dismissedFocus, setDismissedFocus] = useState(false);

  useEffect(() => {
    if (dismissedFocus) document.getElementById('main')?.focus({ preventScroll: true });
  }, [dismissedFocus]);

  if (consent === 'unknown') return null;
  if (consent === 'granted')
    return (
      <Suspense fallback={null}>
        <GoogleAnalytics gaId={gaId} />
      </Suspense>
    );
  if (consent === 'denied') return null;

  const decide = (value: Consent) => {
    writeConsent(value);
    setDismissedFocus(true);
  };
  return (
    <section className={styles.banner} aria-label="Analytics consent" role="region">
      <p className={styles.text}>
        May we use Google Analytics to count visits and see which pages help? It sets cookies; nothing loads
        unless you accept. You can change your mind by clearing this site&apos;s data.
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => decide('granted')}>
          Accept analytics
        </button>
        <button type="button" className={styles.decline} onClick={() => decide('denied')}>
          Decline
        </button>
      </div>
    </section>
  );
}
