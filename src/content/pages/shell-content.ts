import 'server-only';
import { cache } from 'react';
import { siteContact } from '@/src/content/contact';
import { siteCounters } from '@/src/content/counters';
import { siteMenus } from '@/src/content/menus';
import { siteSettings } from '@/src/content/site-settings';

/**
 * What the root layout reads for every page (the header's and footer's contact details, menus,
 * social links, offices and footer text, the organisation's JSON-LD). A page loader that reads WordPress awaits it with its own reads, so the page
 * never finishes before the layout: the RSC payload then lists the two in one order, and renders of
 * unchanged content are the same bytes.
 */
export const loadShellContent = cache(async () => {
  const [contact, counters, menus, settings] = await Promise.all([
    siteContact(),
    siteCounters(),
    siteMenus(),
    siteSettings(),
  ]);
  return { contact, counters, menus, settings };
});
