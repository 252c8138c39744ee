/**
 * Where plain listing addresses render, as static pages: the listing's public path follows it. A plain
 * module, because the bench (plain Node, no TypeScript step) asks for a listing's render there: Next
 * answers an on-demand revalidation without running the proxy that rewrites to it.
 */
export const plainListingRoot = '/plain-listing';
