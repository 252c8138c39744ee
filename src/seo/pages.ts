import type { Metadata } from 'next';
import { calls } from '@/src/config/calls';
import { company } from '@/src/config/site';
import { figures, figureText, offices, seededCounters, teamLine, type Counters } from '@/src/content/company';
import { pageMetadata } from './metadata';
import { ogImage, type OgCard } from './og-image';
import type { SeoChoice } from './seo-choice';

/** The About page's description, with the company counters. */
export const aboutDescription = (counters: Counters) =>
  `Nexora Infotech is a software and IT services agency in Kolhapur, founded in ${figures.foundedYear}: ${teamLine(counters)}, ${figureText(counters.clients)} clients and ${figures.awards.value} awards.`;

/**
 * Title, description and share-card label of each page with fixed content, once: the page's metadata
 * and its Open Graph card both read them.
 */
export const staticPages = {
  '/': {
    title: company.title,
    label: `Software agency · ${company.address.addressLocality}`,
    description: `${company.description}: web development, UI design, e-commerce, digital marketing and Android and iOS apps by ${company.shortName}, ${company.address.addressLocality}.`,
  },
  '/about': {
    title: 'About',
    label: 'About us',
    // The page states the counters editors last set (`aboutDescription`); this is the agency's own.
    description: aboutDescription(seededCounters),
  },
  '/services': {
    title: 'Services',
    label: 'What we do',
    description:
      'Websites, web applications, UI design, e-commerce, digital marketing, Android and iOS apps: what Nexora Infotech builds for you. Contact us for pricing.',
  },
  '/portfolio': {
    title: 'Portfolio',
    label: 'Our work',
    description:
      'Websites, online stores, mobile apps and business software we have built for manufacturers, retailers, hospitals and start-ups across India.',
  },
  '/contact': {
    title: 'Contact',
    label: 'Get in touch',
    description: `Tell us about your project: write to the ${company.shortName} team, call us or visit our ${offices.kolhapur.address.addressLocality} office or ${offices.pune.address.addressLocality} studio.`,
  },
  '/contact/call': {
    title: 'Request a call',
    label: 'Talk to us',
    description: `Book a free ${calls.slotMinutes}-minute call with the ${company.shortName} team at a time that suits you, shown in your own time zone and in IST. Honest advice on your project.`,
  },
  '/faq': {
    title: 'FAQ',
    label: 'Questions and answers',
    description:
      'Answers about working with Nexora Infotech: how projects start, timelines, technologies, ownership, pricing and payment.',
  },
  '/team-details': {
    title: 'Our Team',
    label: 'About us',
    description:
      'Meet the co-founders and design lead of Nexora Infotech: their backgrounds, what they do and what they care about.',
  },
  '/terms': {
    title: 'Terms and Conditions',
    label: 'Legal',
    description:
      'The terms that govern the use of the Nexora Infotech website: acceptable use, intellectual property, liability and governing law.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    label: 'Legal',
    description:
      'How Nexora Infotech collects, uses and protects personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  },
  '/careers-overview': {
    title: 'How to apply',
    label: 'Careers',
    description: `What an application to ${company.shortName} looks like: the details we ask for, the format we expect and what happens after you apply.`,
  },
  '/blog': {
    title: 'Blog',
    label: 'Insights',
    description: 'Articles from our engineers on web development, design, apps and digital marketing.',
  },
  '/ui-kit': {
    title: 'UI kit',
    label: 'Design system',
    description:
      'Every interactive widget of the website in one place: carousels, popups, tabs, shop and donation controls.',
    noindex: true,
  },
  '/updateblogsitemap': {
    title: 'Update sitemap',
    label: 'Utility',
    description: 'Refreshes the sitemap of the blog so search engines see new and edited posts.',
    noindex: true,
  },
} as const satisfies Record<string, OgCard & { description: string; noindex?: boolean }>;

export type StaticPath = keyof typeof staticPages;

export function staticPageMetadata(
  path: StaticPath,
  extra: { description?: string; seo?: SeoChoice } = {},
): Metadata {
  const page: { title: string; description: string; noindex?: boolean } = staticPages[path];
  return pageMetadata({
    title: page.title,
    description: extra.description ?? page.description,
    path,
    noindex: page.noindex,
    seo: extra.seo,
  });
}

/** What a static page's `opengraph-image.tsx` exports, besides its default function. */
export const ogAlt = (path: StaticPath) => `${staticPages[path].title} | ${company.shortName}`;

/** A static page's share card: its title and label. */
export function staticPageCard(path: StaticPath): OgCard {
  const { title, label } = staticPages[path];
  return { title, label };
}

export function staticPageOgImage(path: StaticPath) {
  return ogImage(staticPageCard(path));
}
