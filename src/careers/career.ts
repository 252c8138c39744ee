import 'server-only';
import { failed, ok, load, missing, type Loaded, type LoadedOrFailed } from '@/src/content/loaded';
import { TAGS } from '@/src/content/wordpress/cache-tags';
import { getCareerBySlug, getCareers } from '@/src/content/wordpress/careers';
import { okOrMoved } from '@/src/content/moved';
import type { Career } from '@/src/content/wordpress/types';
import { careerPath } from './urls';

/** What the careers routes load, shaped like the blog's loaders (src/blog/post.ts). */

/** The open positions for the list, its metadata and share card. */
export const loadCareers = (): Promise<LoadedOrFailed<Career[]>> => load('careers list', getCareers);

export async function loadCareer(slug: string): Promise<Loaded<Career>> {
  try {
    const career = await getCareerBySlug(slug);
    return career ? ok(career) : missing;
  } catch (error) {
    return failed(`career ${slug}`, error);
  }
}

/**
 * The position at `slug` for its page: a slug that is not a position redirects (308) to where the
 * position moved, or renders the 404 page. What is left is the position or a failed read.
 */
export async function loadCareerOrRedirect(slug: string): Promise<LoadedOrFailed<Career>> {
  return okOrMoved(await loadCareer(slug), {
    type: 'career',
    slug,
    tags: [TAGS.careers, TAGS.career(slug)],
    href: careerPath,
  });
}
