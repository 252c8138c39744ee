import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { blog } from '@/src/config/site';
import { failed, ok, missing, type Loaded, type LoadedOrFailed } from '@/src/content/loaded';
import { getMovedSlug } from '@/src/content/wordpress/moved';
import {
  getPostBySlug,
  getPostsByTag,
  getRelatedByTag,
  getRelatedPosts,
} from '@/src/content/wordpress/posts';
import { getTagBySlug } from '@/src/content/wordpress/taxonomies';
import type { BlogPost, Tag } from '@/src/content/wordpress/types';
import { postPath } from './urls';
import { TAGS } from '@/src/content/wordpress/cache-tags';

/** Loads for the post and tag screens. Slugs arrive decoded (src/lib/slug.ts, at the route). */

type PostLoad = Loaded<{ post: BlogPost; related: BlogPost[] }>;

/** A post and its related posts. Related posts failing only costs the related section. */
export async function loadPost(slug: string): Promise<PostLoad> {
  let post: BlogPost | null;
  try {
    post = await getPostBySlug(slug);
  } catch (error) {
    return failed(`post ${slug}`, error);
  }
  if (!post) return missing;
  const related = await getRelatedPosts(post, blog.relatedPosts).catch((error: unknown) => {
    console.error('[blog] related posts failed:', (error as Error).message);
    return [];
  });
  return ok({ post, related });
}

/**
 * The address a post moved to from `slug` (renamed) or, with `fromCategory`, from that former
 * category; null when it did not move or WordPress cannot say.
 */
export async function movedPostPath(slug: string, fromCategory?: string): Promise<string | null> {
  try {
    const moved = await getMovedSlug('post', slug, [TAGS.posts, TAGS.post(slug)], fromCategory);
    const post = moved ? await getPostBySlug(moved) : null;
    return post ? postPath(post) : null;
  } catch (error) {
    failed(`moved post ${slug}`, error);
    return null;
  }
}

/**
 * The post at `slug` for a page: a slug that is not a post redirects (308) to where the post moved,
 * or renders the 404 page. What is left is the post or a failed read.
 */
export async function loadPostOrRedirect(
  slug: string,
): Promise<LoadedOrFailed<{ post: BlogPost; related: BlogPost[] }>> {
  const loaded = await loadPost(slug);
  if (loaded.status !== 'missing') return loaded;
  const moved = await movedPostPath(slug);
  if (moved) permanentRedirect(moved);
  notFound();
}

/** The tag page: the tag's first post with its body, and up to 2 more as related posts. */
export async function loadTagPage(
  slug: string,
): Promise<Loaded<{ tag: Tag; post: BlogPost | null; related: BlogPost[] }>> {
  try {
    const tag = await getTagBySlug(slug);
    if (!tag) return missing;
    const { posts } = await getPostsByTag(tag.id, 1, 1);
    const post = posts[0] ?? null;
    const related = post ? await getRelatedByTag(tag.id, post.id, blog.relatedPosts) : [];
    return ok({ tag, post, related });
  } catch (error) {
    return failed(`tag page ${slug}`, error);
  }
}
