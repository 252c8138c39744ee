import type { JobPosting, PostalAddress, WithContext } from 'schema-dts';
import { careers, company } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import type { Career } from '@/src/content/wordpress/types';
import { logoImage } from './json-ld';
import { careerPath } from '@/src/careers/urls';

/**
 * Where the job is: the street and postal code WordPress gives, or the head office's when the job is
 * in the head office's town.
 */
function workplace(career: Career): PostalAddress {
  const headOffice = career.location.toLowerCase() === company.address.addressLocality.toLowerCase();
  const streetAddress = career.streetAddress || (headOffice ? company.address.streetAddress : '');
  const postalCode = career.postalCode || (headOffice ? company.address.postalCode : '');
  return {
    '@type': 'PostalAddress',
    ...(streetAddress ? { streetAddress } : {}),
    addressLocality: career.location,
    addressRegion: careers.addressRegion,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: careers.addressCountry,
  };
}

/**
 * JobPosting structured data: full-time, INR, region MH, country IN; applications go straight through
 * the form on the page (directApply). On-site jobs, so no jobLocationType or applicant location.
 */
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
    url: `${siteUrl}${careerPath(career.slug)}`,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: company.name, value: career.slug },
    hiringOrganization: {
      '@type': 'Organization',
      name: career.hiringOrganization || company.name,
      sameAs: siteUrl,
      logo: logoImage(),
    },
    jobLocation: { '@type': 'Place', address: workplace(career) },
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
