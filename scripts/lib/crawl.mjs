/**
 * Crawls as a search engine does, pages and their images mixed in discovery order, and reports pages
 * and images apart, so image work that holds pages back shows.
 */
import { decodeHTML } from 'entities';

const IMAGE_ATTRS = /<(?:img|source|link)\b[^>]*>/gi;
/** Chromium's, since the optimiser makes and keeps the format the Accept header names. */
export const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ATTR = /\b(src|srcset|imagesrcset|href)="([^"]*)"/gi;

/** @typedef {{ kind: 'page' | 'image', path: string, status: number | 'timeout' | 'error', ms: number }} CrawlResult */
/** @typedef {{ count: number, timeouts: number, errors: number, p50: number, p95: number, max: number }} CrawlSummary */
/** @typedef {{ seconds: number, pages: CrawlSummary, images: CrawlSummary, failed: CrawlResult[] }} CrawlReport */

/**
 * @param {string} html
 * @param {string} pageUrl
 */
export function imageReferences(html, pageUrl) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const tag of html.match(IMAGE_ATTRS) ?? []) {
    const isLink = /^<link/i.test(tag);
    if (isLink && !/\brel="preload"/i.test(tag)) continue;
    if (isLink && !/\bas="image"/i.test(tag)) continue;
    for (const [, name, raw] of tag.matchAll(ATTR)) {
      if (name === 'href' && !isLink) continue;
      const value = decodeHTML(raw ?? '');
      const candidates = /srcset/i.test(name ?? '')
        ? value.split(/,\s+/).map((part) => part.trim().split(/\s+/)[0])
        : [value];
      for (const candidate of candidates) {
        if (!candidate || candidate.startsWith('data:')) continue;
        const url = new URL(candidate, pageUrl);
        if (url.origin === new URL(pageUrl).origin) found.add(url.pathname + url.search);
      }
    }
  }
  return [...found];
}

/** @param {string} xml */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decodeHTML(m[1] ?? ''));
    return url.pathname + url.search;
  });
}

/**
 * @param {number[]} sorted
 * @param {number} p  0 to 1
 */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * @param {CrawlResult[]} results
 * @returns {CrawlSummary}
 */
function summarise(results) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    count: results.length,
    timeouts: results.filter((r) => r.status === 'timeout').length,
    errors: results.filter((r) => r.status === 'error' || (typeof r.status === 'number' && r.status >= 500))
      .length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? 0,
  };
}

/**
 * @param {{ baseUrl: string, connections?: number, timeoutMs?: number }} options
 * @returns {Promise<CrawlReport>}
 */
export async function crawl({ baseUrl, connections = 4, timeoutMs = 20_000 }) {
  const sitemap = await fetch(new URL('/sitemap.xml', baseUrl), { signal: AbortSignal.timeout(timeoutMs) });
  if (!sitemap.ok) throw new Error(`sitemap answered ${sitemap.status}`);
  /** @type {{ kind: 'page' | 'image', path: string }[]} */
  const queue = sitemapPaths(await sitemap.text()).map((path) => ({ kind: 'page', path }));
  const seen = new Set(queue.map((item) => item.path));
  /** @type {CrawlResult[]} */
  const results = [];

  /** @param {{ kind: 'page' | 'image', path: string }} item */
  async function visit({ kind, path }) {
    const started = performance.now();
    /** @type {CrawlResult['status']} */
    let status;
    try {
      const response = await fetch(new URL(path, baseUrl), {
        headers: {
          accept: kind === 'page' ? 'text/html' : IMAGE_ACCEPT,
          'accept-encoding': 'br, gzip',
          'user-agent': 'agency-site-crawl',
        },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      if (kind === 'page' && response.ok) {
        for (const image of imageReferences(await response.text(), new URL(path, baseUrl).href)) {
          if (seen.has(image)) continue;
          seen.add(image);
          queue.push({ kind: 'image', path: image });
        }
      } else {
        await response.arrayBuffer();
      }
    } catch (error) {
      status = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
    }
    results.push({ kind, path, status, ms: Math.round(performance.now() - started) });
  }

  let next = 0;
  let inFlight = 0;
  // The queue grows while pages are read, so an empty queue alone does not end a worker.
  const worker = async () => {
    for (;;) {
      if (next < queue.length) {
        inFlight++;
        const item = /** @type {{ kind: 'page' | 'image', path: string }} */ (queue[next++]);
        await visit(item).finally(() => inFlight--);
      } else if (inFlight === 0) return;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const pages = results.filter((r) => r.kind === 'page');
  const images = results.filter((r) => r.kind === 'image');
  const failed = results.filter(
    (r) => typeof r.status !== 'number' || r.status >= 500 || (r.kind === 'image' && r.status !== 200),
  );
  return {
    seconds: (Date.now() - started) / 1000,
    pages: summarise(pages),
    images: summarise(images),
    failed,
  };
}

/** @param {CrawlReport & { url?: string, whileBuilding?: boolean }} report */
export function formatCrawl({ seconds, pages, images, failed, url, whileBuilding }) {
  /**
   * @param {string} name
   * @param {CrawlSummary} s
   */
  const row = (name, s) =>
    `| ${name} | ${s.count} | ${s.timeouts} | ${s.errors} | ${s.p50} | ${s.p95} | ${s.max} |`;
  return [
    `### Crawl${url ? ` of ${url}` : ''} in ${seconds} s${whileBuilding ? ', while a second next build runs' : ''}`,
    '',
    '| kind | fetched | timeouts | 5xx/errors | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    row('pages', pages),
    row('image variants', images),
    ...failed.slice(0, 20).map((f) => `- ${f.kind} ${f.path}: ${f.status} after ${f.ms} ms`),
  ].join('\n');
}
