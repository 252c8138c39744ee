/**
 * The category of a post that has none: its address segment and its name. A module of its own, since
 * the blog's addresses (urls.ts) are built in the browser too and `site.ts` (which lists it under
 * `blog`) would come with them.
 */
export const uncategorized = { slug: 'uncategorized', name: 'Uncategorized' } as const;
