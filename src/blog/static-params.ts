import 'server-only';
import { getCategories, getTags } from '@/src/content/wordpress/taxonomies';

/*
 * The blog addresses `next build` renders ahead. When WordPress cannot be reached at build time the
 * list is empty and every page renders on its first visit instead (ISR).
 */

/** /blog/{category slug} and /blog/{tag id}. */
export async function categoryOrTagParams(): Promise<{ categoryOrTagId: string }[]> {
  try {
    const [categories, tags] = await Promise.all([getCategories({ perPage: 100 }), getTags()]);
    return [
      ...categories.map((c) => ({ categoryOrTagId: c.slug })),
      ...tags.map((t) => ({ categoryOrTagId: String(t.id) })),
    ];
  } catch {
    return [];
  }
}

/** /blog/tags/{slug} and /tags/{slug}. */
export async function tagSlugParams(): Promise<{ tagSlug: string }[]> {
  try {
    return (await getTags()).map((t) => ({ tagSlug: t.slug }));
  } catch {
    return [];
  }
}
