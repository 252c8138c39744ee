import { z } from 'zod';
import { editorSeoSchema, yoastHeadSchema } from '@/src/seo/seo-choice';

/**
 * zod schemas of the WordPress REST shapes the site reads. Strict where the site depends on a field
 * (ids, slugs, titles, dates); lenient where WordPress varies between versions, plugins and
 * permissions (embedded media can be an error object, class_list can be an object, excerpts can be
 * missing): `.catch()` turns an odd value into a safe default instead of failing the whole list.
 */

const rendered = z.object({ rendered: z.string() });
const optionalRendered = z
  .object({ rendered: z.string().catch('') })
  .catch({ rendered: '' })
  .default({ rendered: '' });

const idList = z.array(z.number().int()).catch([]).default([]);

/**
 * WordPress 6.5+ sends class_list as an array; when a filter removes entries PHP re-encodes it as an
 * object keyed by index. Both become a plain string list.
 */
export const classListSchema = z
  .union([z.array(z.string()), z.record(z.string(), z.string()).transform((record) => Object.values(record))])
  .catch([])
  .default([]);

export const termSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string().optional(),
});
export type WpTerm = z.infer<typeof termSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int().catch(0).default(0),
});
export type WpTag = z.infer<typeof tagSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  count: z.number().int().catch(0).default(0),
  parent: z.number().int().catch(0).default(0),
});
export type WpCategory = z.infer<typeof categorySchema>;

export const mediaSchema = z.object({
  id: z.number().int(),
  source_url: z.string().min(1),
  alt_text: z.string().catch('').default(''),
  media_details: z
    .object({ width: z.number().optional(), height: z.number().optional() })
    .catch({})
    .optional(),
});

const embeddedAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().catch('').default(''),
  /** The user's "Biographical Info" (Users > Profile). */
  description: z.string().catch('').default(''),
});

/** Each embedded entry may be the real object or a REST error ({code, message}); keep only the real ones. */
function embeddedList<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    )
    .optional();
}

export const embeddedSchema = z
  .object({
    author: embeddedList(embeddedAuthorSchema),
    'wp:featuredmedia': embeddedList(mediaSchema),
    /** One array per taxonomy: categories first, then tags. */
    'wp:term': z
      .array(z.array(z.unknown()).catch([]))
      .catch([])
      .transform((groups) =>
        groups.map((group) =>
          group.flatMap((entry) => {
            const parsed = termSchema.safeParse(entry);
            return parsed.success ? [parsed.data] : [];
          }),
        ),
      )
      .optional(),
  })
  .catch({});

export const postSchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  date: z.string().min(1),
  modified: z.string().optional(),
  title: rendered,
  excerpt: optionalRendered,
  content: optionalRendered,
  categories: idList,
  tags: idList,
  featured_media: z.number().int().catch(0).default(0),
  comment_status: z.string().catch('closed').default('closed'),
  class_list: classListSchema,
  _embedded: embeddedSchema.optional(),
  seo: editorSeoSchema,
  yoast_head_json: yoastHeadSchema,
});
export type WpPost = z.infer<typeof postSchema>;

export const postListSchema = z.array(postSchema);
export const tagListSchema = z.array(tagSchema);
export const categoryListSchema = z.array(categorySchema);

/** Careers: missing text and lists become empty, `rendered` objects their string. */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const list = z
  .array(z.string())
  .nullish()
  .transform((v) => (v ?? []).map((s) => s.trim()).filter(Boolean));
const renderedText = z
  .object({ rendered: z.string() })
  .nullish()
  .transform((v) => v?.rendered ?? '');

export const careerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  date: text,
  title: renderedText,
  excerpt: renderedText,
  content: renderedText,
  acf: z
    .object({ location: text, validThrough: text })
    .partial()
    .nullish()
    .transform((v) => ({ location: v?.location ?? '', validThrough: v?.validThrough ?? '' })),
  employment_type: text,
  hiring_organization: text,
  base_salary: text,
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  salary_currency: text,
  job_location: text,
  valid_through: text,
  skills: list,
  responsibilities: list,
  city: text,
  state: text,
  country: text,
  street_address: text,
  postal_code: text,
  seo: editorSeoSchema,
  yoast_head_json: yoastHeadSchema,
});
export type WpCareer = z.infer<typeof careerSchema>;
export const careerListSchema = z.array(careerSchema);
