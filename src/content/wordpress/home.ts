import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';

const text = z.string().catch('');

/**
 * The home page's words editors keep on WordPress's Site details > Home page screen (agency/v1/home):
 * the hero's slides and buttons and the four service cards, as typed (empty fields included; what an
 * empty field means is `src/content/home.ts`'s to say).
 */
const homeSchema = z.object({
  hero: z
    .object({
      slides: z
        .array(
          z.object({ eyebrow: text, title: text, text: text }).catch({ eyebrow: '', title: '', text: '' }),
        )
        .catch([]),
      buttons: z.array(z.object({ label: text, href: text }).catch({ label: '', href: '' })).catch([]),
    })
    .catch({ slides: [], buttons: [] }),
  serviceCards: z
    .array(
      z
        .object({ title: text, text: text, icon: text, href: text })
        .catch({ title: '', text: '', icon: '', href: '' }),
    )
    .catch([]),
});

export type HomeSettingsInput = z.infer<typeof homeSchema>;

/** Throws WordPressError when WordPress fails. */
export async function getHomeSettings(): Promise<HomeSettingsInput> {
  const { data } = await wpGet('home', homeSchema, {}, { tags: [TAGS.home], namespace: 'agency/v1' });
  return data;
}
