import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { sanitizeContentHtml } from './sanitize';
import { decodeEntities } from './text';

/** A legal page editors keep in WordPress (a page at /wp/v2/pages): its title, last change and text. */
export type LegalPage = { title: string; modified: string; html: string };

const pageSchema = z.object({
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  modified: z.string(),
});

/** The published page with this slug, or null when there is none. Throws WordPressError when WordPress fails. */
export async function getLegalPage(slug: string): Promise<LegalPage | null> {
  const { data } = await wpGet(
    'pages',
    z.array(pageSchema),
    { slug, _fields: 'title,content,modified' },
    { tags: [TAGS.page(slug)] },
  );
  const [page] = data;
  if (!page) return null;
  return {
    title: decodeEntities(page.title.rendered).trim(),
    modified: page.modified,
    html: sanitizeContentHtml(page.content.rendered),
  };
}
