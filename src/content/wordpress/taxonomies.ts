import 'server-only';
import { blog } from '@/src/config/site';
import { nullIfMissing, wpGet } from './client';
import { toCategory, toTag } from './map';
import { categoryListSchema, categorySchema, tagListSchema } from './schemas';
import type { Category, Tag } from './types';
import { TAGS } from './cache-tags';

/** Tag and category reads. The hidden category never appears. */

/** The sidebar's tags: the first `perPage` (10) as WordPress orders them; unused tags lead nowhere, so none. */
export async function getTags({ perPage = blog.tagsShown }: { perPage?: number } = {}): Promise<Tag[]> {
  const { data } = await wpGet(
    'tags',
    tagListSchema,
    { per_page: perPage, hide_empty: true },
    { tags: [TAGS.tags] },
  );
  return data.map(toTag);
}

/** A tag by slug (resolves the id for /blog/tags/{slug} and /tags/{slug}), or null. */
export async function getTagBySlug(slug: string): Promise<Tag | null> {
  const { data } = await wpGet('tags', tagListSchema, { slug }, { tags: [TAGS.tags] });
  const tag = data.find((t) => t.slug === slug);
  return tag ? toTag(tag) : null;
}

/** A tag by id (the numeric /blog/{x} filter), or null when WordPress has none. */
export async function getTagById(id: number): Promise<Tag | null> {
  const { data } = await wpGet('tags', tagListSchema, { include: id }, { tags: [TAGS.tags] });
  const tag = data.find((t) => t.id === id);
  return tag ? toTag(tag) : null;
}

/** The sidebar's categories: the first `perPage` (10), hidden and empty ones ('Uncategorized (0)') excluded. */
export async function getCategories({ perPage = blog.categoriesShown }: { perPage?: number } = {}): Promise<
  Category[]
> {
  const { data } = await wpGet(
    'categories',
    categoryListSchema,
    { per_page: perPage, exclude: blog.hiddenCategoryId, hide_empty: true },
    { tags: [TAGS.categories] },
  );
  return data.filter((c) => c.id !== blog.hiddenCategoryId).map(toCategory);
}

/** categories/{id}; null when it does not exist or is the hidden category. */
export async function getCategoryById(id: number): Promise<Category | null> {
  if (id === blog.hiddenCategoryId) return null;
  // WordPress answers 400 for an id it cannot parse as one.
  const read = await nullIfMissing(
    wpGet(`categories/${id}`, categorySchema, {}, { tags: [TAGS.categories] }),
    [404, 400],
  );
  return read && toCategory(read.data);
}

/** A category by slug (the /blog/{category} route), or null. */
export async function getCategoryBySlug(slug: string): Promise<Category | null> {
  const { data } = await wpGet('categories', categoryListSchema, { slug }, { tags: [TAGS.categories] });
  const category = data.find((c) => c.slug === slug && c.id !== blog.hiddenCategoryId);
  return category ? toCategory(category) : null;
}
