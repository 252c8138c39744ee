import type { Metadata } from 'next';
import { company } from '@/src/config/site';
import type { Career } from '@/src/content/wordpress/types';
import { pageMetadata } from './metadata';
import type { SeoChoice } from './seo-choice';
import { careerPath } from '@/src/careers/urls';

/**
 * The careers page's title and description list the job titles, unless editors wrote theirs on
 * WordPress's SEO screen (`seo`).
 */
export function careersListMetadata(titles: readonly string[], seo?: SeoChoice): Metadata {
  const list = titles.join(', ');
  return pageMetadata({
    title: titles.length ? `Careers: ${list}` : 'Careers',
    description: titles.length
      ? `Open positions at ${company.shortName}: ${list}. Apply online with your résumé.`
      : `Careers at ${company.shortName}: see our open positions and apply online.`,
    path: '/careers',
    seo,
  });
}

export function careerMetadata(career: Career): Metadata {
  return pageMetadata({
    title: `${career.title} – Careers`,
    description: career.excerpt || `${career.title} at ${company.shortName}, ${career.location}.`,
    path: careerPath(career.slug),
    image: career.ogImage,
    seo: career.seo,
  });
}
