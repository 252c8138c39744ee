import 'server-only';
import { cache } from 'react';
import { builtInMenus, type MenuLocation } from '@/src/config/menus';
import type { MenuItem } from '@/src/config/site';
import { isFollowableHref } from '@/src/shell/navigation';
import { failed } from './loaded';
import { getMenus, type MenuLinkInput, type MenusInput } from './wordpress/menus';

export type SiteMenus = Record<MenuLocation, readonly MenuItem[]>;

function linksFrom(links: readonly MenuLinkInput[], depth: number): MenuItem[] {
  return links.flatMap((link) => {
    const label = link.label.trim();
    const href = link.href.trim();
    if (!label || !isFollowableHref(href)) return [];
    const children = depth > 1 ? linksFrom(link.children ?? [], depth - 1) : [];
    return [children.length ? { label, href, children } : { label, href }];
  });
}

/**
 * The menus to show: each location's links as editors keep them in WordPress's Appearance > Menus
 * (the main menu two levels deep, the footer's one), the site's own where a location has no menu,
 * an empty one or none WordPress could give.
 */
export function menusFrom(given: MenusInput | null): SiteMenus {
  const locations = Object.keys(builtInMenus) as MenuLocation[];
  return Object.fromEntries(
    locations.map((location) => {
      const links = linksFrom(given?.[location] ?? [], location === 'main' ? 2 : 1);
      return [location, links.length ? links : builtInMenus[location]];
    }),
  ) as SiteMenus;
}

/** Read once per render; while WordPress cannot be read (logged), the site's own menus. */
export const siteMenus = cache(async (): Promise<SiteMenus> => {
  try {
    return menusFrom(await getMenus());
  } catch (error) {
    failed('menus', error);
    return menusFrom(null);
  }
});
