import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

type LinkInput = { label: string; href: string; children?: LinkInput[] };

const link: z.ZodType<LinkInput> = z.lazy(() =>
  z.object({ label: z.string(), href: z.string(), children: z.array(link).optional() }),
);

/** A location's links; null when no menu is there (or its answer is not a list of links). */
const location = z.array(link).nullable().catch(null);

/**
 * The menus editors keep in WordPress's Appearance > Menus (agency/v1/menus), by location, as links
 * two levels deep. What the site shows of them is `src/content/menus.ts`'s to say.
 */
const menusSchema = z.object({
  main: location.optional().catch(null),
  footer_services: location.optional().catch(null),
  footer_company: location.optional().catch(null),
  footer_legal: location.optional().catch(null),
});

export type MenusInput = z.infer<typeof menusSchema>;
export type MenuLinkInput = LinkInput;

/** Throws WordPressError when WordPress fails. */
export async function getMenus(): Promise<MenusInput> {
  const { data } = await wpGet('menus', menusSchema, {}, { tags: [TAGS.menus], namespace: 'agency/v1' });
  return data;
}
