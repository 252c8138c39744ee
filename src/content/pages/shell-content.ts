import 'server-only';
import { cache } from 'react';
import { siteContact } from '@/src/content/contact';
import { siteCounters } from '@/src/content/counters';
import { siteMenus } from '@/src/content/menus';
import { siteSettings } from '@/src/content/site-settings';
import { load } from '@/src/content/loaded';
import { getSeoPages } from '@/src/content/wordpress/seo-pages';

/**
 * What the root layout reads for every page (the header's and footer's contact details, menus,
 * social links, offices and footer text, the organisation's JSON-LD). A page loader that reads WordPress awaits it with its own reads, so the page
 * never finishes before the layout: the RSC payload then lists the two in one order, and renders of
 * unchanged content are the same bytes.
 */
export const loadShellContent = cache(async () => {
  const [contact, counters, menus, settings, seo] = await Promise.all([
    siteContact(),
    siteCounters(),
    siteMenus(),
    siteSettings(),
    load('SEO of the site pages', getSeoPages),
  ]);
  // The SEO screen's choices come with the shell, so a page's metadata (src/seo/route-metadata.ts)
  // is ready with the layout, before the page's own content, in every render.
  return { contact, counters, menus, settings, seoPages: seo.status === 'ok' ? seo.value : {} };
});
