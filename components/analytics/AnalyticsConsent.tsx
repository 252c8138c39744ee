'use client';
import { afterHydration } from '@/components/ui/on-demand';

/**
 * GA4 with consent (AnalyticsConsentBanner). The banner depends on what this browser stored, so it
 * has nothing to show on the server; its code loads after hydration.
 */
export const AnalyticsConsent = afterHydration(() =>
  import('./AnalyticsConsentBanner').then((m) => m.AnalyticsConsentBanner),
);
