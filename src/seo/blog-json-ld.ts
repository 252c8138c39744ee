import type { BlogPosting, WithContext } from 'schema-dts';
import { company, siteUrl } from '@/src/config/site';
import type { BlogPost } from '@/src/content/wordpress/types';
import { postPath } from '@/src/blog/urls';

const absolute = (url: string) => (url.startsWith('http') ? url : `${siteUrl}${url}`);
/** WordPress dates carry no zone; the agency is in India. */
const withZone = (iso: string) => (/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}+05:30`);

/** BlogPosting structured data of a post page. */
export function blogPostingJsonLd(post: BlogPost): WithContext<BlogPosting> {
  const url = `${siteUrl}${postPath(post)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title.slice(0, 110),
    description: post.excerptText,
    image: absolute(post.mediaUrl),
    datePublished: withZone(post.date),
    dateModified: withZone(post.modified),
    articleSection: post.categoryName,
    keywords: post.tags.map((t) => t.name).join(', ') || undefined,
    author: post.author
      ? { '@type': 'Person', name: post.author.name }
      : { '@type': 'Organization', name: company.name, url: siteUrl },
    publisher: { '@id': `${siteUrl}/#organization` },
    inLanguage: 'en-IN',
  };
}
