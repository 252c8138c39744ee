import { company } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import { postPath } from '@/src/blog/urls';
import type { BlogPost } from '@/src/content/wordpress/types';

/** RSS 2.0 of the latest posts. Everything from WordPress is escaped; no HTML goes into the feed. */

export function escapeXml(value: string): string {
  return value
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** WordPress dates are site-local (India) without a zone; RSS wants RFC 822. */
export function rfc822(iso: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}+05:30`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

export function renderFeed(posts: readonly BlogPost[], now = new Date()): string {
  const items = posts
    .map((post) => {
      const link = `${siteUrl}${postPath(post)}`;
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        `      <category>${escapeXml(post.categoryName)}</category>`,
        `      <description>${escapeXml(post.excerptText)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${company.shortName} Blog`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(`${company.title} Articles from ${company.name}.`)}</description>
    <language>en-IN</language>
    <lastBuildDate>${now.toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
