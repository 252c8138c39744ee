/**
 * The Core Web Vitals (and the two timings they build on) a real visitor's browser reports for one
 * page view: what the site logs without consent and sends to GA4 with it. Client-safe: no zod here.
 */
export const VITALS = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const;
export type VitalName = (typeof VITALS)[number];

/** One page view's report: where it was and what was measured (ms, CLS unitless). No visitor data. */
export type VitalsReport = {
  path: string;
  /** 'navigate', 'reload', 'back-forward', 'back-forward-cache' or 'prerender'. */
  navigation?: string;
  metrics: Partial<Record<VitalName, number>>;
};

export const isVital = (name: string): name is VitalName => (VITALS as readonly string[]).includes(name);

/** Where browsers send reports. */
export const vitalsEndpoint = '/api/vitals';
