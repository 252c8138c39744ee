import { analytics } from '@/src/config/site';

/**
 * Analytics in the browser: the visitor's consent (remembered in localStorage and a cookie) and
 * events. Nothing is sent and no Google script loads until the visitor accepts and a GA id is set;
 * events raised before that are dropped, not queued.
 */
export type Consent = 'granted' | 'denied';
export const CONSENT_EVENT = 'agency:consent';

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export function readConsent(): Consent | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(analytics.consentKey);
    if (stored === 'granted' || stored === 'denied') return stored;
  } catch {
    /* storage blocked: fall back to the cookie */
  }
  const match = document.cookie.match(new RegExp(`(?:^|; )${analytics.consentKey}=(granted|denied)`));
  return (match?.[1] as Consent | undefined) ?? null;
}

export function writeConsent(value: Consent): void {
  try {
    window.localStorage.setItem(analytics.consentKey, value);
  } catch {
    /* storage blocked: the cookie still remembers */
  }
  document.cookie = `${analytics.consentKey}=${value}; Max-Age=${60 * 60 * 24 * 365}; Path=/; SameSite=Lax`;
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: value }));
}

/** Sends a GA4 event when analytics is on (consented and loaded); otherwise does nothing. */
export function trackEvent(name: string, params: Record<string, string>): void {
  if (typeof window === 'undefined' || readConsent() !== 'granted') return;
  // gtag() is defined by the GA component's bootstrap once consent was given.
  (window as GtagWindow).gtag?.('event', name, params);
}

/**
 * A Core Web Vital as GA4 event (Google's recommended shape: the value in ms, CLS times 1000, and
 * the metric id to group a page view's deltas), when analytics is on.
 */
export function trackWebVital(metric: { name: string; id: string; value: number; delta: number }): void {
  if (typeof window === 'undefined' || readConsent() !== 'granted') return;
  const scale = metric.name === 'CLS' ? 1000 : 1;
  (window as GtagWindow).gtag?.('event', metric.name, {
    value: Math.round(metric.delta * scale),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    non_interaction: true,
  });
}

export function trackContactSubmission(): void {
  const { name, formName, status } = analytics.contactEvent;
  trackEvent(name, { form_name: formName, status });
}

export function trackApplication(jobTitle: string, status: 'success' | 'error'): void {
  const { name, formName } = analytics.applicationEvent;
  trackEvent(name, { form_name: formName, job_title: jobTitle, status });
}
