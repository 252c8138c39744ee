import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import type { Loaded, LoadedOrFailed } from './loaded';
import { getMovedSlug, type MovableType } from './wordpress/moved';

/**
 * A loaded item for its page, or its page's redirect: an item WordPress has under a new slug answers
 * 308 to `href(newSlug)`, any other missing one renders the 404 page (also when WordPress cannot say).
 */
export async function okOrMoved<T>(
  loaded: Loaded<T>,
  moved: {
    type: Exclude<MovableType, 'post'>;
    slug: string;
    tags: string[];
    href: (slug: string) => string;
  },
): Promise<LoadedOrFailed<T>> {
  if (loaded.status !== 'missing') return loaded;
  const slug = await getMovedSlug(moved.type, moved.slug, moved.tags).catch(() => null);
  if (slug) permanentRedirect(moved.href(slug));
  notFound();
}
