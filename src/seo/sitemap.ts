import 'server-only';
import type { MetadataRoute } from 'next';
import { footerLinks, mainMenu, siteUrl, type MenuItem } from '@/src/config/site';
import { projectHref, projectIds } from '@/src/content/portfolio';
import { postPath, categoryPath, tagListPath } from '@/src/blog/urls';
import { getPostIndex } from '@/src/content/wordpress/posts';
import { getCategories, getTags } from '@/src/content/wordpress/taxonomies';
import { getCareers } from '@/src/content/wordpress/careers';

type Entry = MetadataRoute.Sitemap[number];

/** Built-in pages: every menu and footer address (services included), plus each portfolio project. */
export function staticEntries(): Entry[] {
  const flatten = (items: readonly MenuItem[]): string[] =>
    items.flatMap((i) => [i.href, ...flatten(i.children ?? [])]);
  const paths = [
    ...new Set([
      ...flatten(mainMenu),
      ...flatten(footerLinks),
      '/team-details',
      ...projectIds.map(projectHref),
    ]),
  ];
  return paths.map((path) => ({
    url: `${siteUrl}${path === '/' ? '' : path}`,
    changeFrequency: path === '/' || path === '/blog' ? 'daily' : 'monthly',
    priority: path === '/' ? 1 : path.split('/').length > 2 ? 0.6 : 0.8,
  }));
}

/** Posts, categories, tags and careers from WordPress. A failing read only drops its own part. */
export async function blogEntries(): Promise<Entry[]> {
  const [posts, categories, tags, careers] = await Promise.all([
    getPostIndex().catch(logAndEmpty('posts')),
    getCategories({ perPage: 100 }).catch(logAndEmpty('categories')),
    getTags({ perPage: 100 }).catch(logAndEmpty('tags')),
    getCareers().catch(logAndEmpty('careers')),
  ]);
  return [
    ...careers.map((c) => ({
      url: `${siteUrl}/careers/${c.slug}`,
      lastModified: c.datePosted ? new Date(`${c.datePosted}+05:30`) : undefined,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...posts.map((p) => ({
      url: `${siteUrl}${postPath(p)}`,
      lastModified: p.modified ? new Date(`${p.modified}+05:30`) : undefined,
      changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...categories
      .filter((c) => c.count > 0)
      .map((c) => ({
        url: `${siteUrl}${categoryPath(c.slug)}`,
        changeFrequency: 'weekly' as const,
        priority: 0.5,
      })),
    ...tags
      .filter((t) => t.count > 0)
      .map((t) => ({
        url: `${siteUrl}${tagListPath(t.slug)}`,
        changeFrequency: 'weekly' as const,
        priority: 0.4,
      })),
  ];
}

function logAndEmpty(what: string) {
  return (error: unknown): never[] => {
    console.error(`[sitemap] ${what} failed:`, (error as Error).message);
    return [];
  };
}
