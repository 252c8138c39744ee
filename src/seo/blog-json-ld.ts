import type { BlogPosting, Person, WithContext } from 'schema-dts';
import type { TeamMember } from '@/src/content/wordpress/team';
import type { BlogPost } from '@/src/content/wordpress/types';
import { postPath } from '@/src/blog/urls';
import { organizationRef } from './json-ld';
import { siteUrl } from '@/src/config/env';

const absolute = (url: string) => (url.startsWith('http') ? url : `${siteUrl}${url}`);
/** WordPress dates carry no zone; the agency is in India. */
const withZone = (iso: string) => (/[zZ]|[+-]\d\d:\d\d$/.test(iso) ? iso : `${iso}+05:30`);

/** The author with a page about them: their profile on /team-details, else the team page itself. */
function authorJsonLd(name: string, member: TeamMember | undefined): Person {
  return {
    '@type': 'Person',
    name,
    url: member ? `${siteUrl}/team-details#${member.slug}` : `${siteUrl}/team-details`,
  };
}

/** BlogPosting structured data of a post page, complete as Google's article rules ask. */
export function blogPostingJsonLd(post: BlogPost, author?: TeamMember): WithContext<BlogPosting> {
  const url = `${siteUrl}${postPath(post)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: post.title.slice(0, 110),
    description: post.excerptText,
    image: [absolute(post.mediaUrl)],
    datePublished: withZone(post.date),
    dateModified: withZone(post.modified),
    articleSection: post.categoryName,
    keywords: post.tags.map((t) => t.name).join(', ') || undefined,
    author: post.author ? authorJsonLd(post.author.name, author) : organizationRef(),
    publisher: organizationRef(),
    inLanguage: 'en-IN',
  };
}
