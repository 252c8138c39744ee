import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { decodeEntities, htmlToText } from './text';

/** The FAQ page's questions, kept by editors in WordPress (the `faq` type, /wp/v2/faqs). */

export type FaqItem = { question: string; answer: string };
export type FaqGroup = { title: string; items: readonly FaqItem[] };

const faqEntrySchema = z.object({
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  menu_order: z.number().int().catch(0),
  meta: z.object({ faq_group: z.string().catch('') }).catch({ faq_group: '' }),
});

/** Most entries the page lists; far above what an FAQ holds, and one request. */
const MAX_ENTRIES = 100;

/**
 * Every published entry in the editors' order (the "Order" attribute), grouped under its group's
 * heading; groups come in the order of their first entry. Throws WordPressError when WordPress fails.
 */
export async function getFaqGroups(): Promise<FaqGroup[]> {
  const { data } = await wpGet(
    'faqs',
    z.array(faqEntrySchema),
    { per_page: MAX_ENTRIES, orderby: 'menu_order', order: 'asc', _fields: 'title,content,menu_order,meta' },
    { tags: [TAGS.faq] },
  );
  const groups = new Map<string, FaqItem[]>();
  for (const entry of data) {
    const question = decodeEntities(entry.title.rendered).trim();
    const answer = htmlToText(entry.content.rendered);
    if (!question || !answer) continue;
    const title = entry.meta.faq_group.trim() || 'General Questions';
    groups.set(title, [...(groups.get(title) ?? []), { question, answer }]);
  }
  return [...groups].map(([title, items]) => ({ title, items }));
}
