import { figures, workingDays } from '@/src/content/company';
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

export type ServiceLink = { label: string; href: string };

/** The mobile platforms: one offer, two service pages. */
export const mobilePlatforms: readonly ServiceLink[] = [
  { label: 'Android', href: serviceHref('android-development') },
  { label: 'iOS', href: serviceHref('ios-development') },
];

/**
 * The choice a service card offers instead of one link: a card for apps (linking to either
 * platform's page) lets the visitor pick Android or iOS rather than landing on Android; null for
 * any other card.
 */
export function platformChoice(href: string): readonly ServiceLink[] | null {
  return mobilePlatforms.some((platform) => platform.href === href) ? mobilePlatforms : null;
}

/** Text ending as a sentence does (a full stop added when it has no closing mark). */
const sentence = (text: string) => (/[.?!]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** On one platform's page, the other platform's; null on any other service page. */
export function otherPlatform(slug: string): ServiceLink | null {
  const here = serviceHref(slug);
  if (!mobilePlatforms.some((platform) => platform.href === here)) return null;
  return mobilePlatforms.find((platform) => platform.href !== here) ?? null;
}

/**
 * How a service page closes: an invitation to start a conversation, in the service's own words (the
 * question editors wrote for its sidebar banner), and a second way on (the other mobile platform on a
 * platform's page, else the whole portfolio).
 */
export function serviceClosing(service: { slug: string; bannerTitle: string }): {
  title: string;
  text: string;
  secondary: ServiceLink;
} {
  const other = otherPlatform(service.slug);
  return {
    title: 'Tell us about your project',
    text: `${sentence(service.bannerTitle)} We reply within ${workingDays(figures.replyWorkingDays.enquiry)} with questions, a rough plan and honest next steps; every project is quoted on its own, in INR.`,
    secondary: other
      ? { label: `${other.label} app development`, href: other.href }
      : { label: 'See all our work', href: '/portfolio' },
  };
}

/**
 * Home: 'What we're offering / Services we're providing to our customers', four cards, the site's own:
 * the home page shows the editors' words for them (`src/content/home.ts`), these where they left a field empty.
 */
export const homeServiceCards: readonly ServiceCard[] = seededHome.serviceCards as ServiceCard[];

/** Services overview: four tiles. */
export const overviewTiles: readonly ServiceCard[] = [
  {
    title: 'Web Applications',
    text: 'Portals, dashboards and business software your staff and customers sign in to, with APIs to your other systems.',
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
