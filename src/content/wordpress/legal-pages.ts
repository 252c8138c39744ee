import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { sanitizeContentHtml } from './sanitize';
import { decodeEntities } from './text';

/** A legal page editors keep in WordPress (a page at /wp/v2/pages): its address, title, last change and text. */
export type LegalPage = { slug: string; title: string; modified: string; html: string };

const pageSchema = z.object({
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  modified: z.string(),
});

/** A page as REST gives it (or as a preview overlays its autosave), or null when it is not one. */
export function legalPageFromRest(raw: unknown): LegalPage | null {
  const page = pageSchema.safeParse(raw);
  if (!page.success) return null;
  return {
    slug: page.data.slug,
    title: decodeEntities(page.data.title.rendered).trim(),
    modified: page.data.modified,
    html: sanitizeContentHtml(page.data.content.rendered),
  };
}

/** The published page with this slug, or null when there is none. Throws WordPressError when WordPress fails. */
export async function getLegalPage(slug: string): Promise<LegalPage | null> {
  const { data } = await wpGet(
    'pages',
    z.array(z.unknown()),
    { slug, _fields: 'slug,title,content,modified' },
    { tags: [TAGS.page(slug)] },
  );
  return data[0] === undefined ? null : legalPageFromRest(data[0]);
}
