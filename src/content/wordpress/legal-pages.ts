import 'server-only';
import { z } from 'zod';
import { editorSeoSchema, seoChoice, yoastHeadSchema, type SeoChoice } from '@/src/seo/seo-choice';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { sanitizeContentHtml } from './sanitize';
import { decodeEntities } from './text';

/** A legal page editors keep in WordPress (a page at /wp/v2/pages): its address, title, last change and text. */
export type LegalPage = { slug: string; title: string; modified: string; html: string; seo?: SeoChoice };

const pageSchema = z.object({
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  modified: z.string(),
  seo: editorSeoSchema,
  yoast_head_json: yoastHeadSchema,
});

const toLegalPage = (page: z.infer<typeof pageSchema>): LegalPage => ({
  slug: page.slug,
  title: decodeEntities(page.title.rendered).trim(),
  modified: page.modified,
  html: sanitizeContentHtml(page.content.rendered),
  seo: seoChoice(page.seo, page.yoast_head_json),
});

/** A page as a preview overlays its autosave, or null when it is not one. */
export function legalPageFromRest(raw: unknown): LegalPage | null {
  const page = pageSchema.safeParse(raw);
  return page.success ? toLegalPage(page.data) : null;
}

/**
 * The published page with this slug, or null when there is none. Throws WordPressError when WordPress
 * fails or answers something else (the read layer then serves its last good answer, never a 404).
 */
export async function getLegalPage(slug: string): Promise<LegalPage | null> {
  const { data } = await wpGet(
    'pages',
    z.array(pageSchema),
    { slug, _fields: 'slug,title,content,modified,seo,yoast_head_json' },
    { tags: [TAGS.page(slug)] },
  );
  return data[0] === undefined ? null : toLegalPage(data[0]);
}
