/**
 * The performance budgets (docs/decisions.md, 'Performance budgets'), once. `npm run bench` and the e2e budget spec both
 * import them, so a budget changes in one place.
 */

/** Key routes whose figures are budgeted. `discover` finds a concrete URL in another page's HTML. */
/** @type {import('./bench-core.mjs').RouteDef[]} */
export const keyRoutes = [
  { id: 'home', path: '/' },
  { id: 'blog', path: '/blog' },
  { id: 'post', discover: { from: '/blog', kind: 'post' } },
  { id: 'portfolio', path: '/portfolio/octans' },
  { id: 'career', discover: { from: '/careers', kind: 'career' } },
  { id: 'contact', path: '/contact' },
  { id: 'service', path: '/services/web-development' },
];

export const budgets = {
  /** Lighthouse category scores, 0-100, mobile, median of the runs. */
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1300,
  fcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  /**
   * Our LCP over the physical limit's (the same HTML without scripts or font preloads, served
   * statically), both the median LCP of their interleaved runs.
   */
  lcpVsLimit: 1.2,
  /** First-load JavaScript, gzip bytes, on every key route. */
  firstLoadJsGzipBytes: 150 * 1024,
};
