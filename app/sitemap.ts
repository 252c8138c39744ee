import type { MetadataRoute } from 'next';
import { blogEntries, staticEntries } from '@/src/seo/sitemap';

/** Every public page. Refreshed by ISR, by the revalidation webhook and by /updateblogsitemap. */
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return [...staticEntries(), ...(await blogEntries())];
}
