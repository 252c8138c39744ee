import type { ProjectCategory } from './types';

/** Portfolio categories; the grid filters by these and category links point at the filtered grid. */
export const projectCategories = {
  web: { slug: 'web-development', label: 'Web Development' },
  design: { slug: 'ui-ux-design', label: 'UI/UX Design' },
  ecommerce: { slug: 'ecommerce', label: 'E-commerce' },
  software: { slug: 'custom-software', label: 'Custom Software' },
  mobile: { slug: 'mobile-apps', label: 'Mobile Apps' },
} as const satisfies Record<string, ProjectCategory>;

export const categoryList: readonly ProjectCategory[] = Object.values(projectCategories);

/** The grid filtered to one category: a static page whose filter reads the query on the client. */
export const categoryHref = (slug: string) => `/portfolio?category=${encodeURIComponent(slug)}`;
