import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

/**
 * The facts editors keep on WordPress's "Site details" screen (agency/v1/site-facts): the phone
 * number, e-mail address, opening hours and company counters the pages show. An empty value means the
 * site's own default.
 */
const siteFactsSchema = z.object({
  phone: z.string().catch(''),
  email: z.string().catch(''),
  hours: z
    .object({
      days: z.array(z.string()).catch([]),
      opens: z.string().catch(''),
      closes: z.string().catch(''),
    })
    .catch({ days: [], opens: '', closes: '' }),
  counters: z
    .object({
      projects: z.string().catch(''),
      clients: z.string().catch(''),
      team: z.record(z.string(), z.string()).catch({}),
    })
    .catch({ projects: '', clients: '', team: {} }),
});

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
