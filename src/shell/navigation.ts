import type { MenuItem } from '@/src/config/site';

/**
 * Routes that belong to a menu section without living under its path:
 * tag pages and the home teasers' blog links are part of the blog, the team page of About.
 */
const sectionAliases: Record<string, readonly string[]> = {
  '/blog': ['/tags', '/category', '/blog-details'],
  '/about': ['/team-details'],
  '/careers': ['/careers-overview'],
  '/portfolio': ['/project-details.html'],
};

/** A link a menu or button may carry: a path on the site, or a full http(s), mailto: or tel: address (never a script). */
export function isFollowableHref(href: string): boolean {
  return /^(\/(?!\/)|https?:\/\/[^\s/]|mailto:|tel:)/i.test(href);
}

/** Drops a trailing slash (except for the root) so '/about/' and '/about' compare equal. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** True when `pathname` is the item's own page. */
export function isCurrentPage(pathname: string, href: string): boolean {
  return normalizePath(pathname) === normalizePath(href);
}

/**
 * True when `pathname` lies in the item's section: its own page, a page below it, one of its
 * children's pages, or an alias route. Home is only ever current on '/' itself.
 */
export function isInSection(pathname: string, item: MenuItem): boolean {
  const path = normalizePath(pathname);
  const href = normalizePath(item.href);
  if (href === '/') return path === '/';
  if (within(path, href)) return true;
  if (item.children?.some((child) => isInSection(path, child))) return true;
  return (sectionAliases[href] ?? []).some((alias) => within(path, alias));
}

/**
 * The aria-current value of a menu link: 'page' on its own page, 'true' (current section) on the
 * routes below it, so assistive technology hears the same thing the orange highlight shows.
 */
export function ariaCurrent(pathname: string, item: MenuItem): 'page' | 'true' | undefined {
  if (isCurrentPage(pathname, item.href)) return 'page';
  return isInSection(pathname, item) ? 'true' : undefined;
}
