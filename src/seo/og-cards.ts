import 'server-only';
import { describeListing } from '@/src/blog/listing';
import { loadTagPage } from '@/src/blog/post';
import type { ListingScope } from '@/src/blog/scope';
import { blogPath } from '@/src/blog/urls';
import { company } from '@/src/config/site';
import { loadService } from '@/src/content/service-pages';
import { loadCareer, loadCareers } from '@/src/careers/career';
import { load, okOrNull } from '@/src/content/loaded';
import { slugParam } from '@/src/lib/slug';
import type { OgCard } from './og-image';
import { staticPageCard } from './pages';

/**
 * The share cards of pages whose title comes from data: null for an address with no such page (the
 * card's route answers 404). WordPress failing with nothing kept throws ContentUnavailableError:
 * Next answers 500 and keeps no copy, and a card made before stays served.
 */

export async function serviceCard(segment: string): Promise<OgCard | null> {
  const slug = slugParam(segment);
  const loaded = slug ? okOrNull(await loadService(slug), `service ${slug}`) : null;
  return loaded && { title: loaded.service.name, label: 'Services' };
}

export async function careersCard(): Promise<OgCard> {
  const careers = okOrNull(await loadCareers(), 'careers list') ?? [];
  return {
    title: `Careers at ${company.shortName}`,
    label: careers.length
      ? `${careers.length} open position${careers.length === 1 ? '' : 's'}`
      : 'Join the team',
  };
}

export async function careerCard(segment: string): Promise<OgCard | null> {
  const slug = slugParam(segment);
  const career = slug ? okOrNull(await loadCareer(slug), `career ${slug}`) : null;
  return career && { title: career.title, label: `Careers · ${career.location}` };
}

/** A blog listing's card: the whole blog's, or one naming its category or tag. */
export async function listingCard(scope: ListingScope): Promise<OgCard | null> {
  if (scope.kind === 'all') return staticPageCard(blogPath);
  const what = 'blog listing card';
  const listing = okOrNull(await load(what, () => describeListing(scope)), what);
  return listing && { title: listing.title, label: 'Blog' };
}

/** /tags/{slug}, used when the tag has no post whose image could be shared. */
export async function tagPageCard(segment: string): Promise<OgCard | null> {
  const slug = slugParam(segment);
  const page = slug ? okOrNull(await loadTagPage(slug), `tag page ${slug}`) : null;
  return page && { title: `Tag: ${page.tag.name}`, label: 'Blog' };
}
