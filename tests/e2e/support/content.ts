import { decodeHTML } from 'entities';
import { wordpressRest } from './e2e-env';

/**
 * What editors keep in WordPress, read straight from its REST API, so tests compare the site with
 * the source rather than with a copy.
 */

const text = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

type Entry<M> = { slug: string; title: { rendered: string }; content: { rendered: string }; meta: M };

/** The testimonials, in their order. */
export async function publishedTestimonials() {
  const { body } = await wordpressRest<Entry<{ role: string; company: string }>[]>(
    'testimonials?per_page=20&orderby=menu_order&order=asc&_fields=slug,title,content,meta',
  );
  return body.map((t) => ({ name: text(t.title.rendered), quote: text(t.content.rendered), ...t.meta }));
}

/** The team, in their order. */
export async function publishedTeam() {
  const { body } = await wordpressRest<Entry<{ role: string; short: string; expertise: string[] }>[]>(
    'team?per_page=50&orderby=menu_order&order=asc&_fields=slug,title,content,meta',
  );
  return body.map((m) => ({ slug: m.slug, name: text(m.title.rendered), ...m.meta }));
}
