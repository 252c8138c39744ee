import 'server-only';
import { z } from 'zod';
import { company } from '@/src/config/site';
import type { Picture } from '@/src/content/portfolio/types';
import icons from '@/wordpress/mu-plugins/agency/service-icons.json' with { type: 'json' };
import type { IconName, Service } from '@/src/content/services/types';
import { mediaPrefix, siteMediaUrl } from '@/src/media/wordpress-media';
import { editorSeoSchema, seoChoice, yoastHeadSchema } from '@/src/seo/seo-choice';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { decodeEntities, htmlToText } from './text';

/** The service pages, kept by editors in WordPress (the `service` type, /wp/v2/services). */

const text = z.string().catch('');
const iconNames = icons.map((icon) => icon.slug) as [IconName, ...IconName[]];
const icon = z.enum(iconNames);
const pictureSchema = z
  .object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() })
  .nullable()
  .catch(null);
const fileSchema = z.object({ src: z.string(), bytes: z.number() }).nullable().catch(null);

const serviceSchema = z.object({
  slug: z.string(),
  modified_gmt: text,
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  meta: z.object({
    summary: text,
    icon: icon.catch('browser'),
    main_title: text,
    sub_title: text,
    sub_description: text,
    third_title: text,
    third_description: text,
    benefit_title: text,
    benefit_text: text,
    highlights: z.array(z.string()).catch([]),
    benefits: z
      .array(z.object({ icon: icon.catch('browser'), title: z.string(), text: z.string() }))
      .catch([]),
    banner_title: text,
    document_title: text,
    proof: z.array(z.string()).catch([]),
    illustration: text,
  }),
  pictures: z
    .object({ service: pictureSchema, benefit: pictureSchema })
    .catch({ service: null, benefit: null }),
  files: z.object({ brochure: fileSchema }).catch({ brochure: null }),
  seo: editorSeoSchema,
  yoast_head_json: yoastHeadSchema,
});

/** The site's own drawings only, never another address. */
const DRAWING = /^[a-z0-9-]+$/;
/** WordPress's `modified_gmt` ('2026-11-20T09:30:00', UTC without a zone). */
const GMT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;

const uploaded = (p: NonNullable<z.infer<typeof pictureSchema>>): Picture | null =>
  p.alt.trim() && p.width > 0 && p.height > 0
    ? { src: siteMediaUrl(p.src), alt: p.alt.trim(), width: p.width, height: p.height }
    : null;

/**
 * One entry of /wp/v2/services as its page shows it; null when it is malformed or lacks what the
 * page needs (WordPress refuses to publish such an entry; this guards older ones).
 */
export function serviceFromRest(raw: unknown): Service | null {
  const parsed = serviceSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { slug, meta: m, pictures, files } = parsed.data;
  const name = decodeEntities(parsed.data.title.rendered).trim();
  const drawing = DRAWING.test(m.illustration) ? m.illustration : null;
  const serviceImage =
    (pictures.service && uploaded(pictures.service)) ??
    (drawing ? { src: `/services/${drawing}.svg`, alt: '', width: 960, height: 560 } : null);
  const benefitImage =
    (pictures.benefit && uploaded(pictures.benefit)) ??
    (drawing ? { src: `/services/${drawing}-benefits.svg`, alt: '', width: 560, height: 560 } : null);
  // A PDF an editor chose, served from our /uploads/; otherwise the site makes the brochure.
  const upload = files.brochure && siteMediaUrl(files.brochure.src);
  const brochureFile =
    upload?.startsWith(mediaPrefix) && files.brochure!.bytes > 0
      ? { href: upload, bytes: files.brochure!.bytes }
      : null;
  if (!name || !m.summary.trim() || !m.main_title.trim()) return null;
  return {
    slug,
    name,
    summary: m.summary.trim(),
    icon: m.icon,
    bannerImage: '/services/banner-pattern.svg',
    bannerTitle: m.banner_title.trim(),
    contactLink: '/contact',
    documentTitle: m.document_title.trim() || `${name} brochure`,
    brochureFile,
    modified: GMT.test(parsed.data.modified_gmt) ? `${parsed.data.modified_gmt}Z` : company.foundingDate,
    serviceImage,
    mainTitle: m.main_title.trim(),
    mainDescription: htmlToText(parsed.data.content.rendered),
    subTitle: m.sub_title.trim(),
    subDescription: m.sub_description.trim(),
    thirdTitle: m.third_title.trim(),
    thirdDescription: m.third_description.trim(),
    benefitImage,
    benefitTitle: m.benefit_title.trim(),
    benefitText: m.benefit_text.trim(),
    benefitPoints: m.highlights.map((h) => h.trim()).filter(Boolean),
    points: m.benefits
      .filter((b) => b.title.trim() && b.text.trim())
      .map((b) => ({ iconClass: b.icon, title: b.title.trim(), text: b.text.trim() })),
    proof: [...new Set(m.proof.map((slug) => slug.trim()).filter(Boolean))],
    seo: seoChoice(parsed.data.seo, parsed.data.yoast_head_json),
  };
}

/** Published services in the editors' (sidebar) order. Throws WordPressError. */
export async function getServices(): Promise<Service[]> {
  const { data } = await wpGet(
    'services',
    z.array(z.unknown()),
    {
      per_page: 100,
      orderby: 'menu_order',
      order: 'asc',
      _fields: 'slug,modified_gmt,title,content,meta,pictures,files,seo,yoast_head_json',
    },
    { tags: [TAGS.services] },
  );
  return data.flatMap((raw) => serviceFromRest(raw) ?? []);
}
