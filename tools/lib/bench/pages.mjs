/**
 * Step 2: per key route (a post found in /blog and a career in /careers; routes that do not answer
 * 200 are skipped and reported), the server HTML's size, its h1, and its first-load JavaScript: the
 * gzip sum of the script files the HTML references, fetched from the server.
 */
import { gzipBytes } from '../bench-core.mjs';
import { extractScriptSrcs, h1Text, resolveRoutePath } from '../bench-html.mjs';
import { IMAGE_ACCEPT, imageReferences } from '../../../scripts/lib/crawl.mjs';
import { SITE_URL, fetchText } from './context.mjs';

/**
 * Resolves each route definition to a path and measures its page.
 * @param {import('./context.mjs').BenchContext} bench
 * @param {import('../bench-core.mjs').RouteDef[]} routeDefs
 * @returns {Promise<{ routes: import('../bench-core.mjs').RouteResult[], bodies: Record<string, string> }>}
 *   every route, and the HTML of each one that answered, by path
 */
export async function measurePages({ say }, routeDefs) {
  /** @type {import('../bench-core.mjs').RouteResult[]} */
  const routes = [];
  /** @type {Record<string, string>} */
  const bodies = {};
  for (const def of routeDefs) {
    const resolved = await resolveRoutePath(def, (path) => fetchText(`${SITE_URL}${path}`), SITE_URL);
    if ('skipped' in resolved) {
      routes.push({ id: def.id, path: undefined, status: 0, skipped: `skipped: ${resolved.skipped}` });
      say(`${def.id}: skipped (${resolved.skipped})`);
      continue;
    }
    const routePath = resolved.path;
    const page = await fetchText(`${SITE_URL}${routePath}`);
    if (page.status !== 200) {
      routes.push({
        id: def.id,
        path: routePath,
        status: page.status,
        skipped: `skipped: HTTP ${page.status}`,
      });
      say(`${def.id} ${routePath}: skipped (HTTP ${page.status})`);
      continue;
    }
    bodies[routePath] = page.text;
    await warmPictures(page.text, `${SITE_URL}${routePath}`);
    const js = await firstLoadJs(page.text);
    routes.push({
      id: def.id,
      path: routePath,
      ...(def.renderPath ? { renderPath: def.renderPath } : {}),
      ...(def.perVisit ? { perVisit: true } : {}),
      status: 200,
      html: { bytes: Buffer.byteLength(page.text), gzipBytes: gzipBytes(page.text), h1: h1Text(page.text) },
      js,
    });
    say(
      `${def.id} ${routePath}: HTML ${(Buffer.byteLength(page.text) / 1024).toFixed(1)} KiB, JS ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip (${(js.sentBytes / 1024).toFixed(1)} KiB sent) in ${js.files} files`,
    );
  }
  return { routes, bodies };
}

/**
 * The script files a page's HTML references, fetched from the site as a browser would (Brotli
 * accepted): their gzip sum, the bytes sent, and each file.
 * @param {string} html
 */
async function firstLoadJs(html) {
  let total = 0;
  let sent = 0;
  const detail = [];
  for (const src of extractScriptSrcs(html)) {
    const res = await fetch(new URL(src, SITE_URL), {
      headers: { 'accept-encoding': 'br, gzip' },
      signal: AbortSignal.timeout(30_000),
    });
    const buf = Buffer.from(await res.arrayBuffer());
    const gz = gzipBytes(buf);
    // fetch() decodes the body; a Brotli answer's Content-Length is what travelled.
    const sentBytes =
      res.headers.get('content-encoding') === 'br' ? Number(res.headers.get('content-length')) : gz;
    total += gz;
    sent += sentBytes;
    detail.push({ src, status: res.status, bytes: buf.length, gzipBytes: gz, sentBytes });
  }
  return { gzipBytes: total, sentBytes: sent, files: detail.length, detail };
}

/**
 * Asks once for every optimised picture variant the page references. Every visitor but a variant's
 * first gets it ready made; without this the first shaped run of a route (ours, which goes first) met
 * the optimiser making its pictures while the limit page's run after it found them made.
 * @param {string} html
 * @param {string} pageUrl
 */
async function warmPictures(html, pageUrl) {
  for (const path of imageReferences(html, pageUrl)) {
    if (!path.startsWith('/_next/image')) continue;
    const res = await fetch(new URL(path, SITE_URL), {
      headers: { accept: IMAGE_ACCEPT },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
  }
}
