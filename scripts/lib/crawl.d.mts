export type CrawlSummary = { count: number; timeouts: number; errors: number; p50: number; p95: number; max: number };
export type CrawlResult = { kind: 'page' | 'image'; path: string; status: number | 'timeout' | 'error'; ms: number };
export function imageReferences(html: string, pageUrl: string): string[];
export function sitemapPaths(xml: string): string[];
export function crawl(options: { baseUrl: string; connections?: number; timeoutMs?: number }): Promise<{
  seconds: number;
  pages: CrawlSummary;
  images: CrawlSummary;
  failed: CrawlResult[];
}>;
export function formatCrawl(report: {
  seconds: number;
  pages: CrawlSummary;
  images: CrawlSummary;
  failed: CrawlResult[];
  url?: string;
  whileBuilding?: boolean;
}): string;
