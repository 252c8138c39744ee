import 'server-only';
import { describeListing } from '@/src/blog/listing';
import { loadTagPage } from '@/src/blog/post';
import { scopeFromSegment, scopeFromTagSlug } from '@/src/blog/scope';
import { company } from '@/src/config/site';
import { loadService } from '@/src/content/service-pages';
import { loadCareer, loadCareers } from '@/src/careers/career';
import { slugParam } from '@/src/lib/slug';
import type { OgCard } from './og-image';

/**
 * The share cards of pages whose title comes from data. Each falls back to a plain card of its
 * section when the data cannot be read: a link preview never fails.
 */

export async function serviceCard(segment: string): Promise<OgCard> {
  const slug = slugParam(segment);
  const loaded = slug ? await loadService(slug) : null;
  return { title: loaded?.status === 'ok' ? loaded.value.service.name : 'Services', label: 'Services' };
}

export async function careersCard(): Promise<OgCard> {
  const loaded = await loadCareers();
  const count = loaded.status === 'ok' ? loaded.value.length : 0;
  return {
    title: `Careers at ${company.shortName}`,
    label: count ? `${count} open position${count === 1 ? '' : 's'}` : 'Join the team',
  };
}

export async function careerCard(segment: string): Promise<OgCard> {
  const slug = slugParam(segment);
  const loaded = slug ? await loadCareer(slug) : null;
  return loaded?.status === 'ok'
    ? { title: loaded.value.title, label: `Careers · ${loaded.value.location}` }
    : { title: `Careers at ${company.shortName}`, label: 'Careers' };
}

/** /blog/{category or tag id} and /blog/tags/{slug}. */
export async function listingCard(
  segment: { categoryOrTagId: string } | { tagSlug: string },
): Promise<OgCard> {
  const scope =
    'categoryOrTagId' in segment
      ? scopeFromSegment(segment.categoryOrTagId)
      : scopeFromTagSlug(segment.tagSlug);
  const meta = scope && (await describeListing(scope));
  return { title: meta?.title ?? 'Blog', label: 'Blog' };
}

/** /tags/{slug}, used when the tag has no post whose image could be shared. */
export async function tagPageCard(segment: string): Promise<OgCard> {
  const slug = slugParam(segment);
  const loaded = slug ? await loadTagPage(slug) : null;
  return { title: loaded?.status === 'ok' ? `Tag: ${loaded.value.tag.name}` : 'Blog', label: 'Blog' };
}
