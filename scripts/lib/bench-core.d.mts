/** Types of bench-core.mjs, for the TypeScript that imports it (unit tests, the e2e budget spec). */
export type Lighthouse = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs?: number;
  fcpMs?: number;
  tbtMs?: number;
  cls?: number;
};
export type RouteResult = {
  id: string;
  path?: string;
  status: number;
  skipped?: string;
  html?: { bytes: number; gzipBytes: number; h1: string };
  js?: { gzipBytes: number; files: number };
  lighthouse?: Lighthouse | null;
  /** Median LCP of our runs, and of the physical-limit page's runs interleaved with them. */
  lcpMedianMs?: number;
  limit?: { lcpMedianMs?: number; fcpMedianMs?: number };
};
export type Check = { metric: string; value: unknown; budget: string; ok: boolean };
export type RouteDef = { id: string; path?: string; discover?: { from: string; kind: 'post' | 'career' } };

export function extractScriptSrcs(html: string): string[];
export function discoverPath(html: string, kind: 'post' | 'career', origin?: string): string | undefined;
export function h1Text(html: string): string;
export function visibleText(html: string): string;
export function gzipBytes(body: string | Uint8Array): number;
export function limitHtml(html: string): string;
export function medianOf(values: (number | undefined)[]): number | undefined;
export function lcpVsLimit(route: RouteResult): number | undefined;
export function summariseLighthouse(lhr: unknown): Lighthouse & { runtimeError?: string; failing: unknown[] };
export function selectRoutes(wanted?: string[]): RouteDef[];
export function medianRun<T extends { performance: number }>(runs: T[]): T | undefined;
export function parseArgs(argv: string[]): {
  routes: string[];
  runs: number;
  loadSeconds: number;
  rebuild: boolean;
  skipLoad: boolean;
  skipLighthouse: boolean;
  help?: boolean;
};
export function checkRoute(route: RouteResult): Check[];
export function collectMisses(routes: RouteResult[]): (Check & { route: string | undefined })[];
export function formatReport(report: {
  runs: number;
  loadSeconds?: number;
  routes: RouteResult[];
  load?: unknown[];
  wordpress?: unknown;
  misses?: (Check & { route: string | undefined })[];
}): string;
export type StressResult = {
  load: {
    pages: string[];
    connections: number;
    durationSeconds: number;
    requests: number;
    requestsPerSecond: number;
    latencyMs: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    status5xx: number;
  };
  bursts: Record<string, Record<string, number>>;
  ok: boolean;
};
export function formatStress(result: StressResult): string;
