'use client';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { trackWebVital } from '@/src/integrations/analytics';
import { isVital, vitalsEndpoint, type VitalsReport } from '@/src/vitals/metrics';

/** What the web-vitals library reports, as far as this reporter reads it. */
type Metric = { name: string; id: string; value: number; delta: number; navigationType?: string };

/** This page view's report, completed as the browser measures, sent once when the page is hidden. */
const report: VitalsReport = { path: '', metrics: {} };
let sent = false;

function onMetric(metric: Metric) {
  const { name } = metric;
  if (!isVital(name)) return;
  report.path ||= window.location.pathname;
  report.navigation ??= metric.navigationType;
  // Milliseconds to the unit, CLS to four places: what the report needs, nothing that tells visitors apart.
  const places = name === 'CLS' ? 10_000 : 1;
  report.metrics[name] = Math.round(metric.value * places) / places;
  trackWebVital(metric);
}

function send() {
  if (sent || Object.keys(report.metrics).length === 0) return;
  sent = true;
  navigator.sendBeacon?.(vitalsEndpoint, new Blob([JSON.stringify(report)], { type: 'application/json' }));
}

/**
 * Real visitors' Core Web Vitals (LCP, INP, CLS, with TTFB and FCP): one report per page view to the
 * site's own log, without cookies or anything about the visitor, and each metric to GA4 only with
 * consent. The browser finalises LCP, CLS and INP when the page is hidden, so the report goes then.
 */
export function WebVitalsReporter() {
  useReportWebVitals(onMetric);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
    };
  }, []);
  return null;
}
