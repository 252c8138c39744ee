/**
 * Where plain listing addresses render, as static pages: the listing's public path follows it. A plain
 * module, because the bench (plain Node, no TypeScript step) asks for a listing's render there: Next
 * answers an on-demand revalidation without running the proxy that rewrites to it.
 */
export const plainListingRoot = '/plain-listing';

/**
 * True for the plain-listing route's own addresses, which only a rewrite may reach.
 * @param {string} pathname
 */
export const isPlainListingPath = (pathname) =>
  pathname === plainListingRoot || pathname.startsWith(`${plainListingRoot}/`);

/**
 * A path as the visitor's address has it: a plain listing's internal path becomes its public one.
 * Here rather than beside the listing's other address rules, which read the site's constants: the
 * active menu link uses it in every page's script.
 * @param {string} pathname
 */
export const publicPathname = (pathname) =>
  isPlainListingPath(pathname) ? pathname.slice(plainListingRoot.length) || '/' : pathname;
