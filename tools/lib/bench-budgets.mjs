/**
 * The performance budgets (docs/decisions.md, 'Performance budgets'), once. `npm run bench` and the e2e budget spec both
 * import them, so a budget changes in one place.
 */

import { plainListingRoot } from '../../src/blog/plain-listing-root.mjs';

/**
 * Key routes whose figures are budgeted. `discover` finds a concrete URL in another page's HTML;
 * `renderPath` is the route the proxy rewrites the address to, where the bench asks for a render now;
 * `perVisit` marks a page rendered for each request, which keeps no copy to make anew.
 */
/** @type {import('./bench-core.mjs').RouteDef[]} */
export const keyRoutes = [
  { id: 'home', path: '/' },
  { id: 'blog', path: '/blog', renderPath: `${plainListingRoot}/blog` },
  { id: 'post', discover: { from: '/blog', kind: 'post' } },
  { id: 'portfolio', path: '/portfolio/octans' },
  { id: 'career', discover: { from: '/careers', kind: 'career' } },
  { id: 'contact', path: '/contact' },
  { id: 'service', path: '/services/web-development' },
  { id: 'call', path: '/contact/call', perVisit: true },
];

/**
 * The link every request of the decisive measure crosses (tools/lib/shaped-link.mjs): a slow mobile
 * connection, 1.6 Mbit/s down and 750 kbit/s up, 150 ms round trip, TCP slow start from Linux's initial
 * window of 10 segments.
 * @type {import('./shaped-link.mjs').LinkSpec}
 */
export const benchLink = { rttMs: 150, downKbps: 1600, upKbps: 750, initcwndSegments: 10, mssBytes: 1460 };

export const budgets = {
  /**
   * Lighthouse category scores, 0-100, mobile, default simulated throttling: what PageSpeed Insights
   * shows. Median run of the simulated runs.
   */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /**
   * On the shaped link (benchLink, CPU slowed 4x), medians of the interleaved runs: our LCP over the
   * physical limit's (the same HTML without scripts or font preloads, served statically).
   */
  lcpVsLimit: 1.15,
  tbtMs: 100,
  cls: 0.01,
  /**
   * First-load JavaScript, gzip bytes, on every key route. The framework alone (React, Next's router and
   * runtime) is about 132 KiB of it (docs/decisions.md, 'Performance budgets'): this holds what the site
   * adds to a few KiB.
   */
  firstLoadJsGzipBytes: 148 * 1024,
};
