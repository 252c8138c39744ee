import 'server-only';
import { z } from 'zod';
import { portraitAlt } from '@/src/content/portrait';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { entryPicture } from './pictures';
import { embeddedSchema } from './schemas';
import { decodeEntities, htmlToText } from './text';

/** The team, kept by editors in WordPress (the `team_member` type, /wp/v2/team). */

export type TeamMember = {
  /** The anchor of their profile on /team-details, and the WordPress user name of the author they are. */
  slug: string;
  name: string;
  role: string;
  /** One line for the About card. */
  short: string;
  bio: readonly string[];
  expertise: readonly string[];
  /** Their photo (an upload, under /uploads) or the site's illustration of them. */
  image: string;
  imageAlt: string;
};

const memberSchema = z.object({
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
  meta: z
    .object({
      role: z.string().catch(''),
      short: z.string().catch(''),
      expertise: z.array(z.string()).catch([]),
      illustration: z.string().catch(''),
    })
    .catch({ role: '', short: '', expertise: [], illustration: '' }),
  _embedded: embeddedSchema.optional(),
});

/** A biography's paragraphs as plain text. */
const paragraphs = (html: string) => html.split(/<\/p>/i).map(htmlToText).filter(Boolean);

/**
 * Published members in the editors' order. One without a name, role or portrait is left out
 * (WordPress refuses to publish such an entry; this guards older ones). Throws WordPressError.
 */
export async function getTeam(): Promise<TeamMember[]> {
  const { data } = await wpGet(
    'team',
    z.array(memberSchema),
    {
      per_page: 50,
      orderby: 'menu_order',
      order: 'asc',
      _embed: 'wp:featuredmedia',
      _fields: 'slug,title,content,meta,_links,_embedded',
    },
    { tags: [TAGS.team] },
  );
  return data.flatMap((entry) => {
    const name = decodeEntities(entry.title.rendered).trim();
    const picture = entryPicture(entry._embedded, entry.meta.illustration, portraitAlt(name));
    const role = entry.meta.role.trim();
    if (!name || !role || !picture) return [];
    return [
      {
        slug: entry.slug,
        name,
        role,
        short: entry.meta.short.trim(),
        bio: paragraphs(entry.content.rendered),
        expertise: entry.meta.expertise.map((item) => item.trim()).filter(Boolean),
        ...picture,
      },
    ];
  });
}
