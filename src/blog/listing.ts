import 'server-only';
import { notFound } from 'next/navigation';
import pLimit from 'p-limit';
import { blog } from '@/src/config/site';
import { WordPressError } from '@/src/content/wordpress/client';
import { getPosts, normaliseSearch } from '@/src/content/wordpress/posts';
import { getCategoryBySlug, getTagById, getTagBySlug } from '@/src/content/wordpress/taxonomies';
import type { Crumb } from '@/src/seo/json-ld';
import type { ListingScope } from './scope';
import { scopePath } from './scope';
import { tagListPath } from './urls';
import { toSummary, type PostSummary } from './summary';
import { homeCrumb } from '@/src/seo/json-ld';

/** Filters a Load More request sends to /api/posts: WordPress ids, never slugs. */
export type ListingQuery = { category?: number; tag?: number; search?: string };

export type ResolvedScope = {
  scope: ListingScope;
  path: string;
  /** Heading of the listing ('Blog', a category name, a tag name). */
  title: string;
  crumbs: Crumb[];
  query: ListingQuery;
};

const blogCrumb: Crumb = { label: 'Blog', href: '/blog' };

/**
 * Turns a scope into WordPress filters and page furniture. Unknown category or tag -> the 404 page;
 * WordPress failing -> WordPressError (the caller shows the spec's failure text).
 */
export async function resolveScope(scope: ListingScope): Promise<ResolvedScope> {
  const path = scopePath(scope);
  switch (scope.kind) {
    case 'all':
      return { scope, path, title: 'Blog', crumbs: [homeCrumb, { label: 'Blog' }], query: {} };
    case 'category': {
      const category = await getCategoryBySlug(scope.slug);
      if (!category) notFound();
      return {
        scope,
        path,
        title: category.name,
        crumbs: [homeCrumb, blogCrumb, { label: category.name }],
        query: { category: category.id },
      };
    }
    case 'tagId':
    case 'tag': {
      const tag = scope.kind === 'tag' ? await getTagBySlug(scope.slug) : await getTagById(scope.id);
      if (!tag) notFound();
      return {
        scope,
        path,
        title: `Tag: ${tag.name}`,
        crumbs: [homeCrumb, blogCrumb, { label: tag.name }],
        query: { tag: tag.id },
      };
    }
  }
}

export type ListingData = {
  posts: PostSummary[];
  /** First page included in `posts`: above 1, a link leads to the newer posts before it. */
  firstPage: number;
  /** Last page included in `posts`. */
  page: number;
  totalPages: number;
  total: number;
  failed: boolean;
};

/** First page of the window of pages that ends at `page`. */
export const windowStart = (page: number) => Math.max(1, page - blog.listingWindowPages + 1);

/**
 * What the list looks like after pressing Load More up to page N: the pages before N, at most
 * `blog.listingWindowPages` of them. That is what a `?page=N` link renders without JavaScript, and
 * what a reload shows after the script appended pages and updated the address. Past the last page
 * the window ends at the last page.
 */
export async function loadListing(query: ListingQuery, page = 1): Promise<ListingData> {
  const search = normaliseSearch(query.search);
  const filters = { categories: query.category, tags: query.tag, search };
  const read = (n: number) => getPosts({ ...filters, page: n });
  try {
    let headPage = windowStart(page);
    let head = await read(headPage);
    // Asked past the end: WordPress gives no count there, so page 1 tells where the end is.
    if (head.totalPages === 0 && headPage > 1) head = await read((headPage = 1));
    const { totalPages, total } = head;
    const last = Math.max(1, Math.min(page, totalPages));
    const first = windowStart(last);
    const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const results = await pLimit(blog.readConcurrency).map(pages, (n) => (n === headPage ? head : read(n)));
    const posts = results.flatMap((result) => result.posts).map(toSummary);
    return { posts, firstPage: first, page: last, totalPages, total, failed: false };
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    // Blog list fetch errors are logged; the page itself still renders.
    console.error('[blog] listing failed:', error.message);
    return { posts: [], firstPage: 1, page: 1, totalPages: 0, total: 0, failed: true };
  }
}

export type ListingPage = { ok: true; resolved: ResolvedScope; data: ListingData } | { ok: false };

/** Scope + pages for a listing screen; `ok: false` when WordPress could not be read at all. */
export async function loadListingPage(scope: ListingScope, page = 1, search?: string): Promise<ListingPage> {
  let resolved: ResolvedScope;
  try {
    resolved = await resolveScope(scope);
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    console.error('[blog] listing scope failed:', error.message);
    return { ok: false };
  }
  const data = await loadListing({ ...resolved.query, search }, page);
  return { ok: true, resolved, data };
}

/**
 * Title, description and canonical address of a listing for metadata; null when unknown or unreadable.
 * A tag listed by id (/blog/{id}) is the same list as /blog/tags/{slug}, which is its canonical address.
 */
export async function listingMetadataFor(
  scope: ListingScope,
): Promise<{ title: string; description: string; canonicalPath: string } | null> {
  try {
    const resolved = await resolveScope(scope);
    const description =
      scope.kind === 'all'
        ? 'Articles from our engineers on web development, design, apps and digital marketing.'
        : `Articles filed under ${resolved.title.replace(/^Tag: /, '')} on our engineering blog.`;
    const tag = scope.kind === 'tagId' ? await getTagById(scope.id) : null;
    // A category shares its name with a service page ('Web Development'): its title says it is the blog's.
    const title = scope.kind === 'category' ? `${resolved.title} articles` : resolved.title;
    return { title, description, canonicalPath: tag ? tagListPath(tag.slug) : resolved.path };
  } catch {
    return null;
  }
}
