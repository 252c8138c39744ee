import type { MetadataRoute } from 'next';
import { duringBuild } from '@/src/content/wordpress/build-reads';
import { blogEntries, staticEntries } from '@/src/seo/sitemap';

/** Every public page. Refreshed by ISR, by the revalidation webhook and by /updateblogsitemap. */
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  try {
    return [...staticEntries(), ...(await blogEntries())];
  } catch (error) {
    // A build that could not read WordPress keeps no copy of this one (build-reads.ts): it is made
    // whole on its first request. A throw would fail the build.
    if (duringBuild()) return staticEntries();
    throw error;
  }
}
