'use client';
import { lazy, Suspense } from 'react';

const AnalyticsConsentBanner = lazy(() =>
  import('./AnalyticsConsentBanner').then((m) => ({ default: m.AnalyticsConsentBanner })),
);

/**
 * GA4 with consent (AnalyticsConsentBanner). The banner depends on what this browser stored, so it
 * renders nothing on the server; its code is a chunk of its own rather than part of every page's
 * first load.
 */
export function AnalyticsConsent({ gaId }: { gaId: string }) {
  return (
    <Suspense fallback={null}>
      <AnalyticsConsentBanner gaId={gaId} />
    </Suspense>
  );
}
