import type { MetadataRoute } from 'next';
import { siteUrl } from '@/src/config/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // Pages that must stay out of search results say so with a robots noindex tag, which crawlers can
    // only read if they may fetch the page: only the API (no pages) is disallowed.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
