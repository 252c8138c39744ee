/**
 * Reading a page's server HTML for the benchmark and the budget spec: the scripts a browser loads,
 * links to discover, the h1 and visible text, and the page's physical-limit twin (no scripts).
 */
import { decodeHTML } from 'entities';

/** HTML entities, as the browser decodes them (non-breaking spaces become plain ones for comparison). */
const decodeEntities = (/** @type {string} */ s) => decodeHTML(s).replace(/\u00a0/g, ' ');

/**
 * @param {string} tag
 * @param {string} name
 */
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? decodeEntities(m[2] ?? m[3] ?? m[4] ?? '') : undefined;
};

/**
 * The script files a modern browser loads for a page: `<script src>` (except `nomodule` polyfills,
 * which it skips) plus `<link rel=preload|modulepreload as=script>` (Next preloads chunks that way),
 * deduplicated, in document order.
 * @param {string} html
 */
export function extractScriptSrcs(html) {
  /** @type {string[]} */
  const srcs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && !/\snomodule\b/i.test(tag)) srcs.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) srcs.push(href);
  }
  return [...new Set(srcs)];
}

/**
 * Same-origin path of an href (absolute URLs on `origin` included), or undefined.
 * @param {string} href
 * @param {string} [origin]
 */
function toPath(href, origin) {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (origin && href.startsWith(origin)) return href.slice(origin.length) || '/';
  return undefined;
}

const discoverPatterns = {
  // /blog/{category}/{slug}; /blog/tags/{slug} is a tag page, not a post.
  post: /^\/blog\/(?!tags\/)[^/?#]+\/[^/?#]+\/?$/,
  career: /^\/careers\/[^/?#]+\/?$/,
};

/**
 * First link in `html` to a page of `kind` ('post' or 'career'), as a path.
 * @param {string} html
 * @param {'post' | 'career'} kind
 * @param {string} [origin]
 * @returns {string | undefined}
 */
export function discoverPath(html, kind, origin) {
  const pattern = discoverPatterns[kind];
  if (!pattern) throw new Error(`Unknown route kind ${kind}`);
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attr(tag, 'href');
    const path = href && toPath(href, origin);
    if (path && pattern.test(path)) return path;
  }
  return undefined;
}

/**
 * A key route's concrete path: its fixed one, or the first page of its kind its list page links to.
 * @param {import('./bench-core.mjs').RouteDef} route
 * @param {(path: string) => Promise<{ status: number, text: string }>} get  fetches a page of the site
 * @param {string} [origin]  the site's origin, so absolute links count as the site's own
 * @returns {Promise<{ path: string } | { skipped: string }>}
 */
export async function resolveRoutePath(route, get, origin) {
  if (route.path) return { path: route.path };
  if (!route.discover) return { skipped: 'no path and nothing to discover it from' };
  const { from, kind } = route.discover;
  const list = await get(from);
  if (list.status !== 200) return { skipped: `${from} answers ${list.status}` };
  const found = discoverPath(list.text, kind, origin);
  return found ? { path: found } : { skipped: `no ${kind} link in ${from}` };
}

/**
 * Visible text of the first `<h1>` of the HTML, whitespace collapsed; '' when there is none.
 * @param {string} html
 */
export function h1Text(html) {
  const m = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i);
  if (!m?.[1]) return '';
  return decodeEntities(m[1].replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Visible text of the whole document (scripts, styles and tags removed), for "is X in the HTML" checks.
 * @param {string} html
 */
export function visibleText(html) {
  return decodeEntities(
    html
      .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A page's physical limit: its own HTML with every script (inline, external, JSON-LD) and every
 * script or font preload removed. What is left (markup, inlined or linked CSS, images, fonts found
 * through the CSS) is the least a browser must fetch and paint for the page to look as it does.
 * @param {string} html
 */
export function limitHtml(html) {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (tag) => {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    if (rel.includes('modulepreload')) return '';
    if (rel.includes('preload') && (as === 'script' || as === 'font')) return '';
    return tag;
  });
}
