import 'server-only';
import { cache } from 'react';
import { okOrMoved } from './moved';
import { ok, loadOr, load, missing, type Loaded, type LoadedOrFailed } from './loaded';
import type { Service, SidebarLink } from './services/types';
import { serviceHref } from './services';
import { TAGS } from './wordpress/cache-tags';
import { getServices } from './wordpress/services';

/**
 * The service pages as the site loads them: one cached read of every service, shared by a page
 * (its sidebar lists them all), the overview, the share cards and the sitemap within one render.
 */
export const loadServices = cache((): Promise<LoadedOrFailed<Service[]>> => load('services', getServices));

/** The services for a part a page can do without (the overview list, the sitemap): none when unreadable. */
export const servicesOrNone = cache((): Promise<Service[]> => loadOr('services', getServices, []));

/** One service with the sidebar's links to every service. */
export async function loadService(
  slug: string,
): Promise<Loaded<{ service: Service; sidebarLinks: readonly SidebarLink[] }>> {
  const loaded = await loadServices();
  if (loaded.status === 'failed') return loaded;
  const service = loaded.value.find((s) => s.slug === slug);
  if (!service) return missing;
  return ok({
    service,
    sidebarLinks: loaded.value.map((s) => ({ label: s.name, url: serviceHref(s.slug) })),
  });
}

/**
 * The service at `slug` for its page: a slug an editor renamed redirects (308) to the new address,
 * any other unknown slug renders the 404 page.
 */
export async function loadServiceOrRedirect(
  slug: string,
): Promise<LoadedOrFailed<{ service: Service; sidebarLinks: readonly SidebarLink[] }>> {
  return okOrMoved(await loadService(slug), {
    type: 'service',
    slug,
    tags: [TAGS.services],
    href: serviceHref,
  });
}
