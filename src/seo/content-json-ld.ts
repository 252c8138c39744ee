import type { CreativeWork, FAQPage, Service as ServiceLd, WithContext } from 'schema-dts';
import { company } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import type { FaqGroup } from '@/src/content/wordpress/faq';
import type { Project } from '@/src/content/portfolio';
import type { Service } from '@/src/content/services';

const provider = {
  '@type': 'ProfessionalService',
  '@id': `${siteUrl}/#organization`,
  name: company.name,
} as const;

/** Service JSON-LD for a service page; no price, the offer points to contact (prices are never shown). */
export function serviceJsonLd(service: Service): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.summary,
    url: `${siteUrl}/services/${service.slug}`,
    provider,
    areaServed: { '@type': 'Country', name: 'India' },
    offers: { '@type': 'Offer', priceCurrency: company.currency, description: company.pricingNote },
  };
}

/** CreativeWork JSON-LD for a portfolio project. */
export function projectJsonLd(project: Project): WithContext<CreativeWork> {
  const info = (label: string) => project.projectInfo.find((i) => i.label === label)?.value;
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    headline: project.tagline,
    description: project.description,
    url: `${siteUrl}/portfolio/${project.projectId}`,
    image: [project.pictures.hero, project.pictures.detail, project.pictures.mobile].flatMap((p) =>
      p ? [`${siteUrl}${p.src}`] : [],
    ),
    creator: provider,
    genre: project.categories.map((c) => c.label).join(', '),
    ...(info('Client') ? { sourceOrganization: { '@type': 'Organization', name: info('Client')! } } : {}),
    ...(info('Location') ? { locationCreated: { '@type': 'Place', name: info('Location')! } } : {}),
    ...(project.technologyStack.length ? { keywords: project.technologyStack.join(', ') } : {}),
  };
}

/** FAQPage JSON-LD: every question on the page with its answer, as shown. */
export function faqPageJsonLd(groups: readonly FaqGroup[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: `${siteUrl}/faq`,
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
      })),
    ),
  };
}
