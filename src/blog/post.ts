import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { blog } from '@/src/config/site';
import { WordPressError } from '@/src/content/wordpress/client';
import { getMovedSlug } from '@/src/content/wordpress/moved';
import {
  getPostBySlug,
  getPostsByTag,
  getRelatedByTag,
  getRelatedPosts,
} from '@/src/content/wordpress/posts';
import { getTagBySlug } from '@/src/content/wordpress/taxonomies';
import type { BlogPost, Tag } from '@/src/content/wordpress/types';
import { decodeComponent } from '@/src/lib/url';
import { postPath } from './urls';
import { TAGS } from '@/src/content/wordpress/cache-tags';

/** Loads for the post and tag screens, with the three outcomes the spec distinguishes. */
export type Loaded<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'failed' };

function failed(what: string, error: unknown): { status: 'failed' } {
  if (!(error instanceof WordPressError)) throw error;
  console.error(`[blog] ${what} failed:`, error.message);
  return { status: 'failed' };
}

type PostLoad = Loaded<{ post: BlogPost; related: BlogPost[] }>;

/** A post and its related posts. Related posts failing only costs the related section. */
export async function loadPost(slug: string): Promise<PostLoad> {
  let post: BlogPost | null;
  try {
    post = await getPostBySlug(decodeComponent(slug) ?? slug);
  } catch (error) {
    return failed(`post ${slug}`, error);
  }
  if (!post) return { status: 'missing' };
  const related = await getRelatedPosts(post, blog.relatedPosts).catch((error: unknown) => {
    console.error('[blog] related posts failed:', (error as Error).message);
    return [];
  });
  return { status: 'ok', value: { post, related } };
}

/**
 * The address a post moved to from `slug` (renamed) or, with `fromCategory`, from that former
 * category; null when it did not move or WordPress cannot say.
 */
export async function movedPostPath(slug: string, fromCategory?: string): Promise<string | null> {
  const decoded = decodeComponent(slug) ?? slug;
  try {
    const moved = await getMovedSlug('post', decoded, [TAGS.posts, TAGS.post(decoded)], fromCategory);
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
export async function loadPostOrRedirect(slug: string): Promise<Exclude<PostLoad, { status: 'missing' }>> {
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
    const tag = await getTagBySlug(decodeComponent(slug) ?? slug);
    if (!tag) return { status: 'missing' };
    const { posts } = await getPostsByTag(tag.id, 1, 1);
    const post = posts[0] ?? null;
    const related = post ? await getRelatedByTag(tag.id, post.id, blog.relatedPosts) : [];
    return { status: 'ok', value: { tag, post, related } };
  } catch (error) {
    return failed(`tag page ${slug}`, error);
  }
}
