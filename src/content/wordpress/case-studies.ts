import 'server-only';
import { z } from 'zod';
import { categoryBySlug } from '@/src/content/portfolio/categories';
import { projectImagePath, projectImageSizes, type ProjectImageKind } from '@/src/content/portfolio/images';
import type { InfoItem, Picture, Project, Shot } from '@/src/content/portfolio/types';
import { siteMediaUrl } from '@/src/media/wordpress-media';
import { editorSeoSchema, seoChoice, yoastHeadSchema } from '@/src/seo/seo-choice';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { decodeEntities, htmlToText } from './text';

/** The case studies, kept by editors in WordPress (the `case_study` type, /wp/v2/case-studies). */

const text = z.string().catch('');
const lines = z.array(z.string()).catch([]);
const pictureSchema = z
  .object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() })
  .nullable()
  .catch(null);
const infoLabels = ['Date', 'Services', 'Client', 'Location', 'Platform'] as const;

const caseStudySchema = z.object({
  slug: z.string(),
  modified: z.string().catch(''),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  meta: z.object({
    tagline: text,
    categories: lines,
    outcomes: z.array(z.object({ value: z.string(), label: z.string() })).catch([]),
    sub_title: text,
    sub_description: text,
    challenges_title: text,
    challenges: lines,
    features: lines,
    technology: lines,
    conclusion: text,
    project_info: z.array(z.object({ label: z.enum(infoLabels), value: z.string() })).catch([]),
    related: lines,
    home_position: z.number().int().catch(0),
    accent: text,
    detail_caption: text,
    mobile_caption: text,
    illustration: text,
    illustration_alt: z.object({ hero: text, detail: text, mobile: text }).partial().catch({}),
  }),
  pictures: z
    .object({ hero: pictureSchema, card: pictureSchema, detail: pictureSchema, mobile: pictureSchema })
    .catch({ hero: null, card: null, detail: null, mobile: null }),
  seo: editorSeoSchema,
  yoast_head_json: yoastHeadSchema,
});
type CaseStudyEntry = z.infer<typeof caseStudySchema>;

/** The site's own drawings only: a set under /portfolio/, never another address. */
const DRAWING = /^\/portfolio\/([a-z0-9-]+)$/;
/** The fallback accent: the brand's light blue. */
const DEFAULT_ACCENT = '#38bdf8';

const upload = (p: NonNullable<z.infer<typeof pictureSchema>>): Picture | null =>
  p.alt.trim() && p.width > 0 && p.height > 0
    ? { src: siteMediaUrl(p.src), alt: p.alt.trim(), width: p.width, height: p.height }
    : null;

/** An entry's picture of one kind: the image an editor chose, else the site's drawing of it. */
function picture(entry: CaseStudyEntry, kind: ProjectImageKind, drawnAlt: string): Picture | null {
  const chosen = entry.pictures[kind];
  if (chosen) return upload(chosen);
  const drawing = DRAWING.exec(entry.meta.illustration)?.[1];
  return drawing && drawnAlt
    ? { src: projectImagePath(drawing, kind), alt: drawnAlt, ...projectImageSizes[kind] }
    : null;
}

const shot = (p: Picture | null, caption: string): Shot | null =>
  p && caption.trim() ? { ...p, caption: caption.trim() } : null;
const clean = (list: readonly string[]) => list.map((item) => item.trim()).filter(Boolean);

/**
 * One entry of /wp/v2/case-studies as the portfolio shows it; null when it is malformed or lacks
 * what every page needs (WordPress refuses to publish such an entry; this guards older ones).
 */
export function caseStudyFromRest(raw: unknown): Project | null {
  const parsed = caseStudySchema.safeParse(raw);
  return parsed.success ? toProject(parsed.data) : null;
}

function toProject(entry: CaseStudyEntry): Project | null {
  const m = entry.meta;
  const title = decodeEntities(entry.title.rendered).trim();
  const drawnAlt = m.illustration_alt;
  // Either picture stands in for the other, as the card picture's help in WordPress says: an editor
  // may choose only one (a drawn set always has both).
  const chosenCard = entry.pictures.card ? upload(entry.pictures.card) : null;
  const hero = picture(entry, 'hero', drawnAlt.hero ?? '') ?? chosenCard;
  const categories = m.categories.flatMap((slug) => categoryBySlug(slug) ?? []);
  if (!title || !hero || !categories.length || !m.tagline.trim()) return null;
  // A card picture is decorative beside its title link; the hero stands in when none was chosen.
  const card = picture(entry, 'card', title) ?? hero;
  return {
    projectId: entry.slug,
    title,
    tagline: m.tagline.trim(),
    accent: /^#[0-9a-f]{6}$/i.test(m.accent) ? m.accent : DEFAULT_ACCENT,
    outcomes: m.outcomes.filter((o) => o.value.trim() && o.label.trim()).slice(0, 3),
    categories,
    description: htmlToText(entry.content.rendered),
    subTitle: m.sub_title.trim(),
    subDescription: m.sub_description.trim(),
    challenges: m.challenges_title.trim() || 'Challenges',
    challengesList: clean(m.challenges),
    featuresList: clean(m.features),
    technologyStack: clean(m.technology),
    conclusionText: m.conclusion.trim(),
    projectInfo: m.project_info.filter((i): i is InfoItem => Boolean(i.value.trim())),
    related: clean(m.related),
    homePosition: m.home_position,
    modified: entry.modified,
    pictures: {
      card,
      hero,
      detail: shot(picture(entry, 'detail', drawnAlt.detail ?? ''), m.detail_caption),
      mobile: shot(picture(entry, 'mobile', drawnAlt.mobile ?? ''), m.mobile_caption),
    },
    seo: seoChoice(entry.seo, entry.yoast_head_json),
  };
}

/** Published case studies in the editors' order. Throws WordPressError. */
export async function getCaseStudies(): Promise<Project[]> {
  const { data } = await wpGet(
    'case-studies',
    z.array(z.unknown()),
    {
      per_page: 100,
      orderby: 'menu_order',
      order: 'asc',
      _fields: 'slug,modified,title,content,meta,pictures,seo,yoast_head_json',
    },
    { tags: [TAGS.caseStudies] },
  );
  // One malformed entry is left out, not the whole portfolio.
  return data.flatMap((raw) => caseStudyFromRest(raw) ?? []);
}
