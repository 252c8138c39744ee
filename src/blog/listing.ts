import 'server-only';
import type { Metadata } from 'next';
import pLimit from 'p-limit';
import { blog, company } from '@/src/config/site';
import { failed, ok, missing, type Loaded, type LoadedOrFailed } from '@/src/content/loaded';
import { getPosts, normaliseSearch } from '@/src/content/wordpress/posts';
import { getCategoryBySlug, getTagById, getTagBySlug } from '@/src/content/wordpress/taxonomies';
import type { Crumb } from '@/src/seo/json-ld';
import type { ListingScope } from './scope';
import { scopePath } from './scope';
import { blogPath, tagListPath } from './urls';
import { pageMetadata } from '@/src/seo/metadata';
import { ogAlt, staticPages } from '@/src/seo/pages';
import { routeSeo } from '@/src/seo/route-metadata';
import { toSummary, type PostSummary } from './summary';
import { homeCrumb } from '@/src/seo/json-ld';

/** Filters a Load More request sends to /api/posts: WordPress ids, never slugs. */
export type ListingQuery = { category?: number; tag?: number; search?: string };

export type ResolvedScope = {
  scope: ListingScope;
  path: string;
  /** The address search engines should index: a tag listed by id is the same list as /blog/tags/{slug}. */
  canonicalPath: string;
  /** Heading of the listing ('Blog', a category name, 'Tag: ' and a tag name). */
  title: string;
  /** The category's or tag's own name; 'Blog' for every post. */
  name: string;
  crumbs: Crumb[];
  query: ListingQuery;
};

const blogCrumb: Crumb = { label: 'Blog', href: blogPath };

/**
 * Turns a scope into WordPress filters and page furniture; null for an unknown category or tag.
 * WordPress failing -> WordPressError.
 */
export async function resolveScope(scope: ListingScope): Promise<ResolvedScope | null> {
  const path = scopePath(scope);
  switch (scope.kind) {
    case 'all':
      return {
        scope,
        path,
        canonicalPath: path,
        title: 'Blog',
        name: 'Blog',
        crumbs: [homeCrumb, { label: 'Blog' }],
        query: {},
      };
    case 'category': {
      const category = await getCategoryBySlug(scope.slug);
      if (!category) return null;
      return {
        scope,
        path,
        canonicalPath: path,
        title: category.name,
        name: category.name,
        crumbs: [homeCrumb, blogCrumb, { label: category.name }],
        query: { category: category.id },
      };
    }
    case 'tagId':
    case 'tag': {
      const tag = scope.kind === 'tag' ? await getTagBySlug(scope.slug) : await getTagById(scope.id);
      if (!tag) return null;
      return {
        scope,
        path,
        canonicalPath: tagListPath(tag.slug),
        title: `Tag: ${tag.name}`,
        name: tag.name,
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
};

/** First page of the window of pages that ends at `page`. */
export const windowStart = (page: number) => Math.max(1, page - blog.listingWindowPages + 1);

/**
 * What the list looks like after pressing Load More up to page N: the pages before N, at most
 * `blog.listingWindowPages` of them. That is what a `?page=N` link renders without JavaScript, and
 * what a reload shows after the script appended pages and updated the address. Past the last page
 * the window ends at the last page. Never 'missing': an empty list is a list.
 */
export async function loadListing(query: ListingQuery, page = 1): Promise<LoadedOrFailed<ListingData>> {
  const filters = { categories: query.category, tags: query.tag, search: query.search };
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
    return ok({ posts, firstPage: first, page: last, totalPages, total });
  } catch (error) {
    // The page itself still renders, with the brief's text in place of the list.
    return failed('blog listing', error);
  }
}

export type ListingScreen = {
  resolved: ResolvedScope;
  list: LoadedOrFailed<ListingData>;
  /** The search term as used (trimmed and cut to length); undefined when not searching. */
  search?: string;
};

/**
 * A listing screen: its scope's furniture and pages 1..`page` (or the window ending there). Missing
 * when the category or tag does not exist; failed when WordPress cannot say which it is.
 */
export async function loadListingScreen(
  scope: ListingScope,
  { page = 1, search: term }: { page?: number; search?: string } = {},
): Promise<Loaded<ListingScreen>> {
  let resolved: ResolvedScope | null;
  try {
    resolved = await resolveScope(scope);
  } catch (error) {
    return failed('blog listing scope', error);
  }
  if (!resolved) return missing;
  const search = normaliseSearch(term);
  const list = await loadListing({ ...resolved.query, search }, page);
  return ok({ resolved, list, search });
}

/**
 * A listing's title, description and canonical address (metadata and share card); null when the
 * scope is unknown, a WordPressError when WordPress cannot say. A tag listed by id (/blog/{id}) is
 * the same list as /blog/tags/{slug}, which is its canonical address.
 */
export async function describeListing(
  scope: ListingScope,
): Promise<{ title: string; description: string; canonicalPath: string } | null> {
  if (scope.kind === 'all') return { ...staticPages[blogPath], canonicalPath: blogPath };
  const resolved = await resolveScope(scope);
  if (!resolved) return null;
  return {
    // A category shares its name with a service page ('Web Development'): its title says it is the blog's.
    title: scope.kind === 'category' ? `${resolved.name} articles` : resolved.title,
    description: `Articles filed under ${resolved.name} on our engineering blog.`,
    canonicalPath: resolved.canonicalPath,
  };
}

/** A listing's share card: its address (served by app/share-cards) and text alternative. */
export const listingCardPath = (scope: ListingScope) => `/share-cards${scopePath(scope)}`;
const listingCardAlt = (scope: ListingScope) =>
  scope.kind === 'all' ? ogAlt(blogPath) : `Articles on the ${company.shortName} blog`;

/**
 * A listing's metadata: a search or a later page is not indexed (its canonical is the listing). Its
 * card is the same at every address of the listing, whichever route renders it.
 */
export async function listingMetadata(
  scope: ListingScope | null,
  { page = 1, search }: { page?: number; search?: string } = {},
): Promise<Metadata> {
  // The page itself shows a failure (or the 404 page) when its scope cannot be described.
  const listing = scope && (await describeListing(scope).catch(() => null));
  if (!listing) return { title: 'Blog' };
  const { title, description, canonicalPath } = listing;
  return pageMetadata({
    title,
    description,
    path: canonicalPath,
    image: listingCardPath(scope),
    imageAlt: listingCardAlt(scope),
    noindex: Boolean(normaliseSearch(search)) || page > 1,
    // /blog is one of the site's own pages: editors describe it on WordPress's SEO screen.
    seo: scope.kind === 'all' ? await routeSeo(blogPath) : undefined,
  });
}
