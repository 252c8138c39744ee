/** Types of bench-budgets.mjs. */
import type { RouteDef } from './bench-core.mjs';

export const keyRoutes: RouteDef[];
export const budgets: {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpVsLimit: number;
  firstLoadJsGzipBytes: number;
};
export const firstLoadJsCeilingBytes: number;
