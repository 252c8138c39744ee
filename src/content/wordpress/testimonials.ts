import 'server-only';
import { z } from 'zod';
import { portraitAlt } from '@/src/content/portrait';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { entryPicture } from './pictures';
import { embeddedSchema } from './schemas';
import { decodeEntities, htmlToText } from './text';

/** Client testimonials, kept by editors in WordPress (the `testimonial` type, /wp/v2/testimonials). */

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
  company: string;
  rating: number;
  /** The slug of the case study the quote is about (shown beside its results); '' when none. */
  caseStudy: string;
  /** The client's photo (an upload, under /uploads) or the site's illustration of them. */
  image: string;
  imageAlt: string;
};

const testimonialSchema = z.object({
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  meta: z
    .object({
      role: z.string().catch(''),
      company: z.string().catch(''),
      rating: z.number().catch(0),
      case_study: z.string().catch(''),
      illustration: z.string().catch(''),
    })
    .catch({ role: '', company: '', rating: 0, case_study: '', illustration: '' }),
  _embedded: embeddedSchema.optional(),
});

/**
 * Published testimonials in the editors' order. One without a quote, a name or a portrait is left
 * out (WordPress refuses to publish such an entry; this guards older ones). Throws WordPressError.
 */
export async function getTestimonials(): Promise<Testimonial[]> {
  const { data } = await wpGet(
    'testimonials',
    z.array(testimonialSchema),
    {
      per_page: 20,
      orderby: 'menu_order',
      order: 'asc',
      _embed: 'wp:featuredmedia',
      _fields: 'title,content,meta,_links,_embedded',
    },
    { tags: [TAGS.testimonials] },
  );
  return data.flatMap((entry) => {
    const name = decodeEntities(entry.title.rendered).trim();
    const quote = htmlToText(entry.content.rendered);
    const picture = entryPicture(entry._embedded, entry.meta.illustration, portraitAlt(name));
    if (!name || !quote || !picture) return [];
    const rating = Math.min(5, Math.max(1, Math.round(entry.meta.rating * 10) / 10 || 5));
    return [
      {
        quote,
        name,
        role: entry.meta.role.trim(),
        company: entry.meta.company.trim(),
        rating,
        caseStudy: entry.meta.case_study.trim(),
        ...picture,
      },
    ];
  });
}
