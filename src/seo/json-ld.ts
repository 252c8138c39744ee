import type { BreadcrumbList, ImageObject, Organization, ProfessionalService, WithContext } from 'schema-dts';
import { company, openingHours, serviceNames } from '@/src/config/site';
import { contact, siteUrl } from '@/src/config/env';

export const organizationId = `${siteUrl}/#organization`;

/** The square raster logo search engines ask for (at least 112x112). */
export const logoImage = (): ImageObject => ({
  '@type': 'ImageObject',
  url: `${siteUrl}/logo-512.png`,
  width: '512',
  height: '512',
});

/** The publisher or employer, complete in place (validators do not follow an @id reference). */
export function organizationRef(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    url: siteUrl,
    logo: logoImage(),
  };
}

/** Organization data carried by every page: address, opening hours, services, founding date. */
export function organizationJsonLd(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: company.name,
    alternateName: company.shortName,
    slogan: company.title,
    description: company.description,
    url: siteUrl,
    logo: logoImage(),
    image: `${siteUrl}/og-image.png`,
    email: contact.email,
    telephone: contact.phone,
    foundingDate: company.foundingDate,
    currenciesAccepted: company.currency,
    priceRange: company.priceLevel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.streetAddress,
      addressLocality: company.address.addressLocality,
      addressRegion: company.address.addressRegion,
      postalCode: company.address.postalCode,
      addressCountry: company.address.addressCountry,
    },
    // Strings keep the five decimals a number would drop when it ends in 0.
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.geo.latitude.toFixed(5),
      longitude: company.geo.longitude.toFixed(5),
    },
    areaServed: { '@type': 'Country', name: company.address.addressCountryName },
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
