import categories from '@/wordpress/mu-plugins/agency/portfolio-categories.json' with { type: 'json' };
import type { ProjectCategory } from './types';

/**
 * Portfolio categories, shared with WordPress (which offers them to editors): the grid filters by
 * these and category links point at the filtered grid.
 */
export const categoryList: readonly ProjectCategory[] = categories;

const bySlug = new Map(categoryList.map((c) => [c.slug, c]));
export const categoryBySlug = (slug: string): ProjectCategory | undefined => bySlug.get(slug);

/** The grid filtered to one category: a static page whose filter reads the query on the client. */
export const categoryHref = (slug: string) => `/portfolio?category=${encodeURIComponent(slug)}`;
