import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

const office = z
  .object({ streetAddress: z.string().catch(''), postalCode: z.string().catch('') })
  .catch({ streetAddress: '', postalCode: '' });

/**
 * The facts editors keep on WordPress's "Site details" screen (agency/v1/site-facts): the phone
 * number, e-mail address, opening hours, company counters, offices' addresses, social links and
 * footer text the pages show. An empty value means the site's own default, except a social link,
 * which empty hides; a value missing from an older WordPress's answer is undefined (the site's own).
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
  offices: z.record(z.string(), office).optional().catch(undefined),
  social: z.record(z.string(), z.string()).optional().catch(undefined),
  footer: z
    .object({ text: z.string().catch('') })
    .optional()
    .catch(undefined),
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
