import 'server-only';
import { siteMediaUrl } from '@/src/media/wordpress-media';
import { wpGet } from './client';
import { mediaSchema } from './schemas';
import { TAGS } from './cache-tags';


/** media/{id} source_url as the site's /uploads/ address, or null on any failure (SPEC §7): a missing image never breaks a page. */
export async function getMediaUrl(id: number): Promise<string | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    const { data } = await wpGet(`media/${id}`, mediaSchema, {}, { tags: [TAGS.posts, TAGS.media(id)] });
    return siteMediaUrl(data.source_url);
  } catch (error) {
    console.error(`[wordpress] media ${id}:`, (error as Error).message);
    return null;
  }
}
