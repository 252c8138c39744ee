import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

/**
 * The facts editors keep in WordPress's Settings > General (agency/v1/site-facts): the phone number
 * and e-mail address every page shows. An empty value means the site's own default.
 */
const siteFactsSchema = z.object({ phone: z.string().catch(''), email: z.string().catch('') });

export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** Throws WordPressError when WordPress fails. */
export async function getSiteFacts(): Promise<SiteFacts> {
  const { data } = await wpGet(
    'site-facts',
    siteFactsSchema,
    {},
    { tags: [TAGS.siteFacts], namespace: 'agency/v1' },
  );
  return data;
}
