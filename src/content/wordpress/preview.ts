import 'server-only';
import { z } from 'zod';
import type { Project } from '@/src/content/portfolio/types';
import type { Service } from '@/src/content/services/types';
import { caseStudyFromRest } from './case-studies';
import { CAREER_FIELDS } from './careers';
import { legalPageFromRest, type LegalPage } from './legal-pages';
import { nullIfMissing, wpGet } from './client';
import { toBlogPost, toCareer } from './map';
import { EMBED } from './posts';
import { careerSchema, postSchema } from './schemas';
import { serviceFromRest } from './services';
import type { BlogPost, Career } from './types';

/**
 * Reads for previews: any status (draft, pending, scheduled, private, published) by id, with the
 * server's credentials, never through the data cache. A published item's unsaved changes are its
 * newest autosave, when that is newer than the item.
 */

export type Preview<T> = { item: T; status: string; unsavedChanges: boolean };

const rendered = z.object({ rendered: z.string() }).catch({ rendered: '' });

const autosavesSchema = z.array(
  z.object({ modified_gmt: z.string(), title: rendered, content: rendered, excerpt: rendered }),
);
type Autosave = z.infer<typeof autosavesSchema>[number];

/** Editing fields: a draft may have no slug yet (WordPress then suggests `generated_slug`). */
const editFields = {
  status: z.string(),
  modified_gmt: z.string().catch(''),
  generated_slug: z.string().catch(''),
};

async function readOrNull<T>(read: Promise<{ data: T }>): Promise<T | null> {
  return (await nullIfMissing(read))?.data ?? null;
}

async function newerAutosave(restBase: string, id: number, modifiedGmt: string): Promise<Autosave | null> {
  const autosaves =
    (await readOrNull(wpGet(`${restBase}/${id}/autosaves`, autosavesSchema, {}, { noStore: true }))) ?? [];
  const newest = [...autosaves].sort((a, b) => b.modified_gmt.localeCompare(a.modified_gmt))[0];
  // Seconds resolution: an autosave in the same second as the save is taken as the later one.
  return newest && newest.modified_gmt >= modifiedGmt ? newest : null;
}

export async function getPostPreview(id: number): Promise<Preview<BlogPost> | null> {
  const schema = postSchema.extend({ slug: z.string(), ...editFields });
  const raw = await readOrNull(
    wpGet(`posts/${id}`, schema, { context: 'edit', _embed: EMBED }, { noStore: true }),
  );
  if (!raw) return null;
  const autosave = await newerAutosave('posts', id, raw.modified_gmt);
  const post = toBlogPost({
    ...raw,
    slug: raw.slug || raw.generated_slug || String(id),
    ...(autosave ? { title: autosave.title, content: autosave.content, excerpt: autosave.excerpt } : {}),
  });
  return { item: post, status: raw.status, unsavedChanges: autosave !== null };
}

export async function getCareerPreview(id: number): Promise<Preview<Career> | null> {
  const schema = careerSchema.extend(editFields);
  const raw = await readOrNull(
    wpGet(
      `careers/${id}`,
      schema,
      { context: 'edit', _fields: `${CAREER_FIELDS},status,modified_gmt,generated_slug` },
      { noStore: true },
    ),
  );
  if (!raw) return null;
  const autosave = await newerAutosave('careers', id, raw.modified_gmt);
  const career = toCareer({
    ...raw,
    slug: raw.slug || raw.generated_slug || String(id),
    ...(autosave
      ? {
          title: autosave.title.rendered,
          content: autosave.content.rendered,
          excerpt: autosave.excerpt.rendered,
        }
      : {}),
  });
  return { item: career, status: raw.status, unsavedChanges: autosave !== null };
}

/** A field an autosave left at its empty default: the saved value stands. */
const isEmptyValue = (value: unknown) =>
  value === '' ||
  value === 0 ||
  value === null ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

const entryAutosavesSchema = z.array(
  z.object({
    modified_gmt: z.string(),
    title: rendered,
    content: rendered,
    meta: z.record(z.string(), z.unknown()).catch({}),
  }),
);

/**
 * A case study, service or legal page as WordPress has it now: its newest autosave's title, text and fields
 * (fields are kept with autosaves) over the saved entry, shaped by the public page's own reader.
 */
async function siteEntryPreview<T>(
  restBase: string,
  id: number,
  fields: string,
  fromRest: (raw: unknown) => T | null,
): Promise<Preview<T> | null> {
  const schema = z.looseObject({ meta: z.record(z.string(), z.unknown()).catch({}), ...editFields });
  const raw = await readOrNull(
    wpGet(
      `${restBase}/${id}`,
      schema,
      { context: 'edit', _fields: `${fields},slug,status,modified_gmt,generated_slug` },
      { noStore: true },
    ),
  );
  if (!raw) return null;
  const autosaves =
    (await readOrNull(
      wpGet(`${restBase}/${id}/autosaves`, entryAutosavesSchema, { context: 'edit' }, { noStore: true }),
    )) ?? [];
  const newest = [...autosaves].sort((a, b) => b.modified_gmt.localeCompare(a.modified_gmt))[0];
  const autosave = newest && newest.modified_gmt >= raw.modified_gmt ? newest : null;
  const changed = autosave
    ? Object.fromEntries(Object.entries(autosave.meta).filter(([, value]) => !isEmptyValue(value)))
    : {};
  const item = fromRest({
    ...raw,
    slug: (typeof raw.slug === 'string' && raw.slug) || raw.generated_slug || String(id),
    meta: { ...raw.meta, ...changed },
    ...(autosave ? { title: autosave.title, content: autosave.content } : {}),
  });
  return item ? { item, status: raw.status, unsavedChanges: autosave !== null } : null;
}

export const getCaseStudyPreview = (id: number): Promise<Preview<Project> | null> =>
  siteEntryPreview('case-studies', id, 'title,content,modified,meta,pictures', caseStudyFromRest);

export const getServicePreview = (id: number): Promise<Preview<Service> | null> =>
  siteEntryPreview('services', id, 'title,content,meta,pictures,files', serviceFromRest);

/** A legal page (WordPress refuses the site any other page in edit context). */
export const getLegalPagePreview = (id: number): Promise<Preview<LegalPage> | null> =>
  siteEntryPreview('pages', id, 'title,content,modified,meta', legalPageFromRest);
