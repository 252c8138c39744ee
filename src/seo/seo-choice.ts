import { z } from 'zod';
import { decodeEntities } from '@/src/content/wordpress/text';
import { siteMediaUrl } from '@/src/media/wordpress-media';

/**
 * What editors chose for a page's search result and link preview, each part only when chosen: the
 * whole document title, the meta description and the sharing image. The site writes the rest
 * (`pageMetadata`).
 */
export type SeoChoice = {
  title?: string;
  description?: string;
  image?: { src: string; alt: string };
};

const text = z.string().catch('');

/** A picture WordPress describes: its address and alternative text (size unread). */
const pictureSchema = z
  .object({ src: z.string().min(1), alt: text })
  .nullable()
  .catch(null);

/**
 * The must-use plugin's `seo` field, on every type with a page (the editor's "Search and sharing"
 * panel) and per path in agency/v1/seo-pages (the SEO screen). Empty means the site's own.
 */
export const editorSeoSchema = z
  .object({ title: text, description: text, image: pictureSchema })
  .partial()
  .nullish()
  .catch(null);

/**
 * Yoast SEO's `yoast_head_json`, present on the REST answers when the agency's WordPress runs it:
 * `title` is the whole document title, `description` the meta description (absent when Yoast has
 * none), `og_image` the link preview's image.
 */
export const yoastHeadSchema = z
  .object({
    title: text,
    description: text,
    og_image: z.array(z.object({ url: z.string() }).catch({ url: '' })).catch([]),
  })
  .partial()
  .nullish()
  .catch(null);

type EditorSeo = z.infer<typeof editorSeoSchema>;
type YoastHead = z.infer<typeof yoastHeadSchema>;

const clean = (value: string | undefined) =>
  decodeEntities(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The choice for a page: each part from the editor's own field when set, else Yoast's when WordPress
 * runs Yoast SEO (its title and description), else none (the site writes it).
 */
export function seoChoice(own: EditorSeo | undefined, yoast?: YoastHead): SeoChoice {
  const title = clean(own?.title) || clean(yoast?.title);
  const description = clean(own?.description) || clean(yoast?.description);
  const image = own?.image;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image: { src: siteMediaUrl(image.src), alt: clean(image.alt) } } : {}),
  };
}

/** Yoast's link preview image, served from the site's origin, when it names one. */
export function yoastImage(yoast: YoastHead | undefined): string | undefined {
  const url = yoast?.og_image?.[0]?.url;
  return url ? siteMediaUrl(url) : undefined;
}
