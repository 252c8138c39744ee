import 'server-only';
import pLimit from 'p-limit';
import { z } from 'zod';
import { blog } from '@/src/config/site';
import { decodeComponent } from '@/src/lib/url';
import { WordPressError, wpGet, type WpFetchOptions, type WpQuery } from './client';
import { isVisiblePost, toBlogPost } from './map';
import { postListSchema } from './schemas';
import { getCategoryById, getCategories } from './taxonomies';
import type { BlogPost, PostPage } from './types';
import { TAGS } from './cache-tags';
import { createSearchCache, type SearchCache } from './search-cache';

/** Post reads. Every list excludes the hidden category on the server and again here. */

/** Embed only what the cards and the detail read: categories/tags, featured image, author. */
export const EMBED = 'author,wp:term,wp:featuredmedia';

/** Longest search term passed to WordPress; longer input is cut, never rejected. */
export const MAX_SEARCH_LENGTH = 100;
/** Highest page number we ask WordPress for. */
export const MAX_PAGE = blog.maxPage;

export type PostQuery = {
  page?: number;
  perPage?: number;
  categories?: number | readonly number[];
  tags?: number | readonly number[];
  search?: string | null;
  exclude?: number | readonly number[];
};

const asList = (value: number | readonly number[] | undefined) =>
  value === undefined ? undefined : typeof value === 'number' ? [value] : value.length ? value : undefined;

export function normaliseSearch(search: string | null | undefined): string | undefined {
  const term = search?.trim().slice(0, MAX_SEARCH_LENGTH).trim();
  return term ? term : undefined;
}

type PostListAnswer = Awaited<ReturnType<typeof readPostList>>;

/**
 * WordPress's answers to searches, briefly, in memory only (./search-cache.ts): one cache per
 * process, shared by every bundle holding a copy of this module (a search page and its Load More).
 */
const SEARCHES = Symbol.for('agency.blog-searches');
const searches = ((globalThis as { [SEARCHES]?: SearchCache<PostListAnswer> })[SEARCHES] ??=
  createSearchCache<PostListAnswer>());

/** A post saved in WordPress: searches are asked again. */
export const forgetSearches = () => searches.clear();

const readPostList = (query: WpQuery, options: WpFetchOptions) =>
  wpGet('posts', postListSchema, query, options);

/**
 * One page of posts, newest first. A page past the end is an empty page rather than an error
 * (WordPress answers 400 rest_post_invalid_page_number there). A search is kept in memory for a
 * minute, not in the data cache.
 */
export async function getPosts(query: PostQuery = {}): Promise<PostPage> {
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1)), MAX_PAGE);
  const perPage = query.perPage ?? blog.pageSize;
  const search = normaliseSearch(query.search);
  const wpQuery: WpQuery = {
    page,
    per_page: perPage,
    _embed: EMBED,
    categories: asList(query.categories),
    tags: asList(query.tags),
    exclude: asList(query.exclude),
    search,
    categories_exclude: blog.hiddenCategoryId,
  };
  try {
    const { data, totalPages, total } = search
      ? await searches.get(JSON.stringify(wpQuery), () => readPostList(wpQuery, { noStore: true }))
      : await readPostList(wpQuery, { tags: [TAGS.posts] });
    const posts = data.map((post) => toBlogPost(post)).filter(isVisiblePost);
    return { posts, totalPages: total === 0 ? 0 : totalPages, total };
  } catch (error) {
    if (error instanceof WordPressError && error.status === 400 && page > 1) {
      return { posts: [], totalPages: 0, total: 0 };
    }
    throw error;
  }
}

/** The sidebar's and home's latest posts. */
export async function getLatestPosts(count: number = blog.sidebarLatestPosts): Promise<BlogPost[]> {
  const { posts } = await getPosts({ perPage: count });
  return posts;
}

/**
 * A post by slug, or null when WordPress has none (or it is filed under the hidden category).
 * When WordPress did not embed the first category, it is read from categories/{id}.
 */
export async function getPostBySlug(slug: string): Promise<BlogPost | null> {
  const { data } = await wpGet(
    'posts',
    postListSchema,
    { slug, _embed: EMBED },
    { tags: [TAGS.posts, TAGS.post(slug)] },
  );
  const raw = data.find((post) => sameSlug(post.slug, slug));
  if (!raw) return null;
  let post = toBlogPost(raw);
  const firstId = raw.categories[0];
  if (post.categorySlug === blog.uncategorized.slug && firstId !== undefined) {
    const category = await getCategoryById(firstId).catch(() => null);
    if (category) post = toBlogPost(raw, category);
  }
  return isVisiblePost(post) ? post : null;
}

/** WordPress stores a non-ASCII slug percent-encoded and lower-cased ('caf%c3%a9' for 'Café'). */
function sameSlug(stored: string, wanted: string): boolean {
  return (decodeComponent(stored) ?? stored).toLowerCase() === wanted.toLowerCase();
}

/** Up to `count` other posts from the post's first category. */
export async function getRelatedPosts(
  post: BlogPost,
  count: number = blog.relatedPosts,
): Promise<BlogPost[]> {
  const category = post.categoryIds[0];
  if (category === undefined) return [];
  const { posts } = await getPosts({ categories: category, exclude: post.id, perPage: count });
  return posts.slice(0, count);
}

/** Posts carrying a tag, one page at a time. */
export async function getPostsByTag(
  tagId: number,
  page = 1,
  perPage: number = blog.pageSize,
): Promise<PostPage> {
  return getPosts({ tags: tagId, page, perPage });
}

/** Up to `count` posts sharing the tag, other than `excludeId` (the tag page's 'Related Posts'). */
export async function getRelatedByTag(tagId: number, excludeId: number, count: number = blog.relatedPosts) {
  const { posts } = await getPosts({ tags: tagId, exclude: excludeId, perPage: count });
  return posts.slice(0, count);
}

export type PostIndexEntry = {
  id: number;
  slug: string;
  categorySlug: string;
  modified: string;
  tagIds: number[];
};

const indexSchema = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string().min(1),
    modified: z.string().catch(''),
    categories: z.array(z.number().int()).catch([]),
    tags: z.array(z.number().int()).catch([]),
  }),
);

/** Upper bound on pages of 100 read for the index (10,000 posts). */
const INDEX_MAX_PAGES = 100;

/**
 * Visible posts' address parts, newest first, for generateStaticParams, the sitemap and the feed:
 * slugs and categories only (`_fields`), 100 a page, category slugs resolved from one categories read.
 * `limit` stops after that many posts (the build prerenders only the newest).
 */
export async function getPostIndex({ limit }: { limit?: number } = {}): Promise<PostIndexEntry[]> {
  const query = {
    per_page: Math.min(100, limit ?? 100),
    _fields: 'id,slug,modified,categories,tags',
    categories_exclude: blog.hiddenCategoryId,
  };
  const tags = [TAGS.posts, TAGS.postIndex];
  const first = await wpGet('posts', indexSchema, { ...query, page: 1 }, { tags });
  const pages = Math.min(
    first.totalPages,
    INDEX_MAX_PAGES,
    limit ? Math.ceil(limit / query.per_page) : Infinity,
  );
  const rest = await pLimit(blog.readConcurrency).map(
    Array.from({ length: pages - 1 }, (_, i) => i + 2),
    async (page) => (await wpGet('posts', indexSchema, { ...query, page }, { tags })).data,
  );
  const categories = await getCategories({ perPage: 100 });
  const slugById = new Map(categories.map((c) => [c.id, c.slug]));
  return [first.data, ...rest]
    .flat()
    .filter((post) => !post.categories.includes(blog.hiddenCategoryId))
    .slice(0, limit)
    .map((post) => ({
      id: post.id,
      slug: post.slug,
      modified: post.modified,
      tagIds: post.tags,
      categorySlug: slugById.get(post.categories[0] ?? -1) ?? blog.uncategorized.slug,
    }));
}
