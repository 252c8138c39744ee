import type { JobPosting, WithContext } from 'schema-dts';
import { careers, company, siteUrl } from '@/src/config/site';
import type { Career } from '@/src/content/wordpress/careers';

/** JobPosting structured data (SPEC §9): full-time, INR, region MH, country IN. */
export function jobPostingJsonLd(career: Career): WithContext<JobPosting> {
  const { min, max } = career.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: career.title,
    description: career.contentHtml || career.excerpt,
    datePosted: career.datePosted.slice(0, 10),
    validThrough: career.validThrough,
    employmentType: careers.employmentType,
    url: `${siteUrl}/careers/${career.slug}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: career.hiringOrganization || company.name,
      sameAs: siteUrl,
      logo: `${siteUrl}/logo.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: career.location,
        addressRegion: careers.addressRegion,
        addressCountry: careers.addressCountry,
      },
    },
    ...(min != null || max != null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: careers.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(min != null ? { minValue: min } : {}),
              ...(max != null ? { maxValue: max } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...(career.skills.length ? { skills: career.skills.join(', ') } : {}),
    ...(career.responsibilities.length ? { responsibilities: career.responsibilities.join('; ') } : {}),
  };
}
