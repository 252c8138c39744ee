import 'server-only';
import { z } from 'zod';
import { CAREER_FIELDS } from './careers';
import { orAbsent, wpGet } from './client';
import { toBlogPost, toCareer } from './map';
import { EMBED } from './posts';
import { careerSchema, postSchema } from './schemas';
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
  return (await orAbsent(read))?.data ?? null;
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
