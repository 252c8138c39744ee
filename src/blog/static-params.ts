import 'server-only';
import { getTags } from '@/src/content/wordpress/taxonomies';

/*
 * The blog addresses `next build` renders ahead (listings read their query, so they render per request). When WordPress cannot be reached at build time the
 * list is empty and every page renders on its first visit instead (ISR).
 */

/** /tags/{slug}: a tag's page with its newest post in full. */
export async function tagSlugParams(): Promise<{ tagSlug: string }[]> {
  try {
    return (await getTags()).map((t) => ({ tagSlug: t.slug }));
  } catch {
    return [];
  }
}
