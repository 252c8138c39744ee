'use client';
import { afterHydration } from '@/components/ui/on-demand';

/** The web-vitals reporter measures the page, it draws nothing: its code loads after hydration. */
export const WebVitals = afterHydration(() => import('./WebVitalsReporter').then((m) => m.WebVitalsReporter));
