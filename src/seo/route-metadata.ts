import 'server-only';
import type { Metadata } from 'next';
import { load } from '@/src/content/loaded';
import { getLegalPage } from '@/src/content/wordpress/legal-pages';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { staticPageMetadata, type StaticPath } from './pages';
import type { SeoChoice } from './seo-choice';

/**
 * The site's own pages' metadata with what editors set for them in WordPress: the SEO screen for the
 * pages the site writes (home, /about, /blog, ...), each legal page's own "Search and sharing" panel.
 * While WordPress cannot be read, the site's own title and description.
 */

/** What editors chose for one of the site's own pages (nothing when they chose nothing). */
export async function routeSeo(path: StaticPath | '/careers'): Promise<SeoChoice> {
  return (await loadShellContent()).seoPages[path] ?? {};
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
  const [page] = await Promise.all([
    load(`legal page ${path}`, () => getLegalPage(path.slice(1))),
    loadShellContent(),
  ]);
  return staticPageMetadata(path, { seo: page.status === 'ok' ? page.value?.seo : undefined });
}
