import type { IconName } from './types';
import seededHome from '@/wordpress/seed/home.json' with { type: 'json' };

export type * from './types';

export const serviceHref = (slug: string) => `/services/${slug}`;

/** The highlighted sidebar entry: the one whose URL's last segment is the current path's last segment. */
export function isCurrentSidebarLink(url: string, pathname: string): boolean {
  const last = (p: string) => p.replace(/\/+$/, '').split('/').pop() ?? '';
  return last(url) !== '' && last(url) === last(pathname);
}

export type ServiceCard = { title: string; text: string; icon: IconName; href: string };

/**
 * Home: 'What we're offering / Services we're providing to our customers', four cards, the site's own:
 * the home page shows the editors' words for them (`src/content/home.ts`), these where they left a field empty.
 */
export const homeServiceCards: readonly ServiceCard[] = seededHome.serviceCards as ServiceCard[];

/** Services overview: four tiles. */
export const overviewTiles: readonly ServiceCard[] = [
  {
    title: 'Web Development',
    text: 'Custom web applications, customer portals and APIs in Next.js, React, Node.js and Laravel.',
    icon: 'code',
    href: serviceHref('web-development'),
  },
  {
    title: 'User Interface Design',
    text: 'User research, prototypes and design systems your developers can build without guesswork.',
    icon: 'palette',
    href: serviceHref('ui-design'),
  },
  {
    title: 'Mobile Application',
    text: 'Native and cross-platform apps for Android and iOS, from first sketch to store listing.',
    icon: 'devices',
    href: serviceHref('android-development'),
  },
  {
    title: 'Digital Marketing',
    text: 'Search, social and performance campaigns with reports you can read in five minutes.',
    icon: 'megaphone',
    href: serviceHref('digital-marketing'),
  },
];

/** Home: three feature cards, each linking to a service page. */
export const homeFeatures: readonly ServiceCard[] = [
  {
    title: 'E-commerce that sells',
    text: 'Stores with UPI checkout, courier integrations and GST invoices built in.',
    icon: 'cart',
    href: serviceHref('ecommerce-website'),
  },
  {
    title: 'Apps for every phone',
    text: 'Android apps tuned for budget devices and patchy networks across India.',
    icon: 'android',
    href: serviceHref('android-development'),
  },
  {
    title: 'Polished iOS experiences',
    text: 'Swift and SwiftUI apps that feel native from the very first tap.',
    icon: 'apple',
    href: serviceHref('ios-development'),
  },
];
