import type { BreadcrumbList, Organization, ProfessionalService, WithContext } from 'schema-dts';
import { company, openingHours, serviceNames, siteUrl } from '@/src/config/site';

/** Organization data carried by every page (SPEC §1): address, opening hours, services, founding date. */
export function organizationJsonLd(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#organization`,
    name: company.name,
    alternateName: company.shortName,
    slogan: company.title,
    description: company.description,
    url: siteUrl,
    logo: `${siteUrl}/logo.svg`,
    image: `${siteUrl}/og-image.png`,
    email: company.email,
    telephone: company.phone,
    foundingDate: company.foundingDate,
    currenciesAccepted: company.currency,
    priceRange: company.pricingNote,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.streetAddress,
      addressLocality: company.address.addressLocality,
      addressRegion: company.address.addressRegion,
      postalCode: company.address.postalCode,
      addressCountry: company.address.addressCountry,
    },
    geo: { '@type': 'GeoCoordinates', latitude: company.geo.latitude, longitude: company.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...openingHours.days],
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    sameAs: Object.values(company.social),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: serviceNames.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
  };
}

export type Crumb = { label: string; href?: string };

export function breadcrumbJsonLd(items: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: `${siteUrl}${item.href}` } : {}),
    })),
  };
}

export type { Organization };
