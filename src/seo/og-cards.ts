import 'server-only';
import { notFound } from 'next/navigation';
import { describeListing, resolveScope } from '@/src/blog/listing';
import { loadTagPage } from '@/src/blog/post';
import type { ListingScope } from '@/src/blog/scope';
import { blogPath } from '@/src/blog/urls';
import { company } from '@/src/config/site';
import { loadService } from '@/src/content/service-pages';
import { loadCareer, loadCareers } from '@/src/careers/career';
import { slugParam } from '@/src/lib/slug';
import type { OgCard } from './og-image';
import { staticPageCard } from './pages';

/**
 * The share cards of pages whose title comes from data. Each falls back to a plain card of its
 * section when the data cannot be read: a link preview never fails. An address naming nothing that
 * exists has no card, as it has no page (404): a made-up address is never kept as a 200.
 */

export async function serviceCard(segment: string): Promise<OgCard> {
  const slug = slugParam(segment);
  const loaded = slug ? await loadService(slug) : null;
  if (!loaded || loaded.status === 'missing') notFound();
  return { title: loaded.status === 'ok' ? loaded.value.service.name : 'Services', label: 'Services' };
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
  if (!loaded || loaded.status === 'missing') notFound();
  return loaded.status === 'ok'
    ? { title: loaded.value.title, label: `Careers · ${loaded.value.location}` }
    : { title: `Careers at ${company.shortName}`, label: 'Careers' };
}

/** A blog listing's card: the whole blog's, or one naming its category or tag. */
export async function listingCard(scope: ListingScope): Promise<OgCard> {
  if (scope.kind === 'all') return staticPageCard(blogPath);
  if ((await resolveScope(scope).catch(() => undefined)) === null) notFound();
  const meta = await describeListing(scope);
  return { title: meta?.title ?? 'Blog', label: 'Blog' };
}

/** /tags/{slug}, used when the tag has no post whose image could be shared. */
export async function tagPageCard(segment: string): Promise<OgCard> {
  const slug = slugParam(segment);
  const loaded = slug ? await loadTagPage(slug) : null;
  if (!loaded || loaded.status === 'missing') notFound();
  return { title: loaded.status === 'ok' ? `Tag: ${loaded.value.tag.name}` : 'Blog', label: 'Blog' };
}
