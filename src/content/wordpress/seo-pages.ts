import 'server-only';
import { z } from 'zod';
import { editorSeoSchema, seoChoice, type SeoChoice } from '@/src/seo/seo-choice';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

/**
 * What editors set on WordPress's SEO screen for the site's own pages (agency/v1/seo-pages): per
 * path, the search title, description and sharing image; a part left empty is the site's own.
 */
const seoPagesSchema = z.object({ pages: z.record(z.string(), editorSeoSchema).catch({}) });

/** Path => the editors' choice. Throws WordPressError when WordPress fails. */
export async function getSeoPages(): Promise<Record<string, SeoChoice>> {
  const { data } = await wpGet(
    'seo-pages',
    seoPagesSchema,
    {},
    { tags: [TAGS.seoPages], namespace: 'agency/v1' },
  );
  return Object.fromEntries(Object.entries(data.pages).map(([path, own]) => [path, seoChoice(own)]));
}
