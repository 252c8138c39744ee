import 'server-only';
import { z } from 'zod';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { entryPicture } from './pictures';
import { embeddedSchema } from './schemas';
import { decodeEntities } from './text';

/** The clients' logos on the home page, kept by editors in WordPress (the `client_logo` type, /wp/v2/clients). */

export type ClientLogo = { name: string; image: string; imageAlt: string };

const logoSchema = z.object({
  title: z.object({ rendered: z.string() }),
  meta: z.object({ illustration: z.string().catch('') }).catch({ illustration: '' }),
  _embedded: embeddedSchema.optional(),
});

/** Published logos in the editors' order; one without a picture is left out. Throws WordPressError. */
export async function getClientLogos(): Promise<ClientLogo[]> {
  const { data } = await wpGet(
    'clients',
    z.array(logoSchema),
    {
      per_page: 50,
      orderby: 'menu_order',
      order: 'asc',
      _embed: 'wp:featuredmedia',
      _fields: 'title,meta,_links,_embedded',
    },
    { tags: [TAGS.clientLogos] },
  );
  return data.flatMap((entry) => {
    const name = decodeEntities(entry.title.rendered).trim();
    const picture = entryPicture(entry._embedded, entry.meta.illustration, name);
    return name && picture ? [{ name, ...picture }] : [];
  });
}
