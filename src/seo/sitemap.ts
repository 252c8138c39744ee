import 'server-only';
import type { MetadataRoute } from 'next';
import { seo, type MenuItem } from '@/src/config/site';
import { footerLinks, mainMenu } from '@/src/config/menus';
import { siteUrl } from '@/src/config/env';
import { projectHref } from '@/src/content/portfolio';
import { getCaseStudies } from '@/src/content/wordpress/case-studies';
import { getServices } from '@/src/content/wordpress/services';
import { serviceHref } from '@/src/content/services';
import { postPath, categoryPath, tagListPath } from '@/src/blog/urls';
import { getPostIndex } from '@/src/content/wordpress/posts';
import { getCategories, getTags } from '@/src/content/wordpress/taxonomies';
import { getCareers } from '@/src/content/wordpress/careers';
import { staticPages } from './pages';
import { careerPath } from '@/src/careers/urls';

type Entry = MetadataRoute.Sitemap[number];

/** WordPress dates carry no zone; the agency is in India. */
const wordpressDate = (value: string) =>
  new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}+05:30`);
const newest = (dates: readonly string[]) => dates.filter(Boolean).sort().at(-1);

/**
 * Built-in pages: every menu and footer address and the static pages that are indexable. /blog and
 * /careers are dated by their content; service pages come from WordPress (blogEntries).
 */
export function staticEntries(): Entry[] {
  const flatten = (items: readonly MenuItem[]): string[] =>
    items.flatMap((i) => [i.href, ...flatten(i.children ?? [])]);
  const indexable = Object.entries(staticPages)
    .filter(([, page]) => !('noindex' in page && page.noindex))
    .map(([path]) => path);
  const paths = [
    ...new Set([...flatten(mainMenu), ...flatten(footerLinks), ...indexable, '/team-details']),
  ].filter((path) => path !== '/blog' && path !== '/careers' && !path.startsWith('/services/'));
  const lastModified = new Date(`${seo.builtInContentModified}T00:00:00+05:30`);
  return paths.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    lastModified,
    changeFrequency: path === '/' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}

/**
 * The blog (posts, listings, categories, tags), careers, case studies and services from WordPress,
 * each dated by its newest content. A failed read throws: Next answers 500 and keeps serving the
 * last good sitemap, never one with a part missing (search engines would drop those pages).
 */
export async function blogEntries(): Promise<Entry[]> {
  const [posts, categories, tags, careers, projects, services] = await Promise.all([
    getPostIndex(),
    getCategories({ perPage: 100 }),
    getTags({ perPage: 100 }),
    getCareers(),
    getCaseStudies(),
    getServices(),
  ]);
  const dated = (modified: string | undefined) => (modified ? { lastModified: wordpressDate(modified) } : {});
  const blogModified = newest(posts.map((p) => p.modified));
  const careersModified = newest(careers.map((c) => c.datePosted));
  return [
    {
      url: `${siteUrl}/careers`,
      ...dated(careersModified),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    },
    ...careers.map((c) => ({
      url: `${siteUrl}${careerPath(c.slug)}`,
      ...dated(c.datePosted),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...services.map((s) => ({
      url: `${siteUrl}${serviceHref(s.slug)}`,
      lastModified: new Date(`${seo.builtInContentModified}T00:00:00+05:30`),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...projects.map((p) => ({
      url: `${siteUrl}${projectHref(p.projectId)}`,
      ...dated(p.modified),
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    { url: `${siteUrl}/blog`, ...dated(blogModified), changeFrequency: 'daily' as const, priority: 0.8 },
    ...posts.map((p) => ({
      url: `${siteUrl}${postPath(p)}`,
      ...dated(p.modified),
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...categories
      .filter((c) => c.count > 0)
      .map((c) => ({
        url: `${siteUrl}${categoryPath(c.slug)}`,
        ...dated(newest(posts.filter((p) => p.categorySlug === c.slug).map((p) => p.modified))),
        changeFrequency: 'weekly' as const,
        priority: 0.5,
      })),
    ...tags
      .filter((t) => t.count > 0)
      .map((t) => ({
        url: `${siteUrl}${tagListPath(t.slug)}`,
        ...dated(newest(posts.filter((p) => p.tagIds.includes(t.id)).map((p) => p.modified))),
        changeFrequency: 'weekly' as const,
        priority: 0.4,
      })),
  ];
}
