import type { MenuItem } from '@/src/config/site';
import seededMenus from '@/wordpress/seed/menus.json' with { type: 'json' };

// Apart from src/config/site.ts, which client components import: the seeded menus are server data.

/** The menus' locations, as WordPress's Appearance > Menus names them (wordpress/seed/menus.json). */
export type MenuLocation = keyof typeof seededMenus;

/** The site's own links of a menu location, as WordPress is seeded with them. */
export const builtInMenus = Object.fromEntries(
  Object.entries(seededMenus).map(([location, menu]) => [location, menu.items as readonly MenuItem[]]),
) as Record<MenuLocation, readonly MenuItem[]>;

/**
 * Main menu, the site's own: the header shows the one editors keep in WordPress
 * (`src/content/menus.ts`), this when there is none. The mobile drawer is built from the same list.
 */
export const mainMenu: readonly MenuItem[] = builtInMenus.main;

/** Footer-only links beside the copyright, the site's own. */
export const footerLinks: readonly MenuItem[] = builtInMenus.footer_legal;
