/**
 * Step 5: WordPress requests per page view, counted by the proxy. Cold: a fresh server (its data
 * cache is in memory, so empty) asked to render the route (with Next's on-demand revalidation header, so
 * prerendered pages render too); warm: the next ordinary view.
 */
import { renderNow, renderNowHeaders } from '../../../scripts/lib/render-now.mjs';
import { DIST_PATH, SITE_URL, fetchText } from './context.mjs';
import { startProductionServer } from './servers.mjs';

const METHOD =
  'Method: the site reaches WordPress only through a counting reverse proxy (its WORDPRESS_URL); the proxy rewrites ' +
  "WordPress's origin in bodies and headers so media requests return through it too. Cold: the server is restarted " +
  "(its data cache lives in memory, so it starts empty) and the route is requested once with Next's on-demand " +
  'revalidation header (at the route the proxy rewrites it to, if any), which renders it even when it was prerendered; warm: the next ordinary request. Requests are ' +
  'counted until WordPress has been quiet for 400 ms (background revalidation included). Server HTML only: images ' +
  'fetched later by the browser through /_next/image are not in these numbers.';

/**
 * Stops the bench's site server, then per route starts a production server on an emptied data cache
 * and counts one cold and one warm view.
 * @param {import('./context.mjs').BenchContext} bench
 * @param {import('./site.mjs').BenchSite} site
 * @param {import('../bench-core.mjs').RouteResult[]} live  routes that answered 200
 * @returns {Promise<import('../bench-core.mjs').WordPressRequests>}
 */
export async function countWordPressRequests({ say, defer }, site, live) {
  const { proxy } = site;
  const renderHeaders = renderNowHeaders(DIST_PATH);
  await site.stopSite();
  /** @type {import('../bench-core.mjs').RouteRequests[]} */
  const counted = [];
  for (const r of live) {
    const stop = await startProductionServer(site.env);
    defer(stop);
    try {
      let mark = proxy.now();
      const cold = r.perVisit
        ? await fetchText(`${SITE_URL}${r.path}`)
        : await renderNow(`${SITE_URL}${r.renderPath ?? r.path}`, renderHeaders);
      await proxy.settle();
      const coldCount = proxy.countSince(mark);
      mark = proxy.now();
      const warm = await fetchText(`${SITE_URL}${r.path}`);
      await proxy.settle();
      const warmCount = proxy.countSince(mark);
      counted.push({
        path: r.path ?? '',
        coldStatus: cold.status,
        warmStatus: warm.status,
        cold: coldCount,
        warm: warmCount,
      });
      say(
        `WordPress requests ${r.path}: cold ${coldCount.api} REST + ${coldCount.media} media, warm ${warmCount.api} + ${warmCount.media}`,
      );
    } finally {
      await stop();
    }
  }
  return { build: site.buildCount, routes: counted, method: METHOD };
}
