import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { loadOrFail } from '@/src/content/loaded';
import { getLegalPage } from '@/src/content/wordpress/legal-pages';
import { getSeoPages } from '@/src/content/wordpress/seo-pages';
import { staticPageMetadata, type StaticPath } from './pages';
import type { SeoChoice } from './seo-choice';

/**
 * The site's own pages' metadata with what editors set for them in WordPress: the SEO screen for the
 * pages the site writes (home, /about, /blog, ...), each legal page's own "Search and sharing" panel.
 * While WordPress cannot be read, the site's own title and description.
 */

/** The SEO screen's choices, read once per render. */
const seoPages = cache(async () => {
  const loaded = await loadOrFail('SEO of the site pages', getSeoPages);
  return loaded.status === 'ok' ? loaded.value : {};
});

/** What editors chose for one of the site's own pages (nothing when they chose nothing). */
export async function routeSeo(path: StaticPath | '/careers'): Promise<SeoChoice> {
  return (await seoPages())[path] ?? {};
}

/** A page of fixed content: its metadata (`staticPageMetadata`) with the editors' choice. */
export async function routeMetadata(
  path: StaticPath,
  extra: { description?: string } = {},
): Promise<Metadata> {
  return staticPageMetadata(path, { ...extra, seo: await routeSeo(path) });
}

/** A legal page: its metadata with the choice made in its "Search and sharing" panel. */
export async function legalPageMetadata(path: '/terms' | '/privacy-policy'): Promise<Metadata> {
  const page = await loadOrFail(`legal page ${path}`, () => getLegalPage(path.slice(1)));
  return staticPageMetadata(path, { seo: page.status === 'ok' ? page.value?.seo : undefined });
}
