import 'server-only';
import { z } from 'zod';
import { nullIfMissing, wpGet } from './client';

/** What can move to a new address. */
export type MovableType = 'post' | 'career' | 'case_study' | 'service';

/**
 * Where a published post, career, case study or service moved from an old address (must-use plugin, agency/v1/moved):
 * the new slug of the item that had `slug`, or, with `category`, the slug of the post that was
 * filed under that category before. Null when nothing moved. Cached with the item's own tags, so
 * the webhook that announced the change also refreshes the answer.
 */
export async function getMovedSlug(
  type: MovableType,
  slug: string,
  tags: string[],
  category?: string,
): Promise<string | null> {
  const moved = await nullIfMissing(
    wpGet(
      'moved',
      z.object({ slug: z.string().min(1) }),
      { type, slug, category },
      { tags, namespace: 'agency/v1' },
    ),
  );
  return moved?.data.slug ?? null;
}
