import type {
  BreadcrumbList,
  ImageObject,
  Organization,
  PostalAddress,
  ProfessionalService,
  WithContext,
} from 'schema-dts';
import { company, serviceNames } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import type { Contact } from '@/src/content/contact';
import { awards, type Counters, type Office, type Offices } from '@/src/content/company';
import type { SocialLinks } from '@/src/content/site-settings';

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

const postalAddress = (address: Office['address']): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: address.streetAddress,
  addressLocality: address.addressLocality,
  addressRegion: address.addressRegion,
  postalCode: address.postalCode,
  addressCountry: address.addressCountry,
});

// Strings keep the five decimals a number would drop when it ends in 0.
const geoCoordinates = (geo: { latitude: number; longitude: number }) =>
  ({
    '@type': 'GeoCoordinates',
    latitude: geo.latitude.toFixed(5),
    longitude: geo.longitude.toFixed(5),
  }) as const;

const openingHoursSpecification = ({ openingHours }: Contact) => [
  {
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: [...openingHours.days],
    opens: openingHours.opens,
    closes: openingHours.closes,
  },
];

/**
 * Organization data carried by every page: address, opening hours, services, founding date, the
 * team's size, the awards, the Pune studio and the social profiles (the offices' addresses and the
 * profiles as editors keep them on Site details).
 */
export function organizationJsonLd(
  contact: Contact,
  counters: Counters,
  { offices, social }: { offices: Offices; social: SocialLinks },
): WithContext<ProfessionalService> {
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
    address: postalAddress(offices.kolhapur.address),
    geo: geoCoordinates(offices.kolhapur.geo),
    areaServed: { '@type': 'Country', name: company.address.addressCountryName },
    openingHoursSpecification: openingHoursSpecification(contact),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: counters.team.value },
    award: awards.map((a) => `${a.title}, ${a.by} ${a.year}`),
    department: {
      '@type': 'ProfessionalService',
      name: `${company.name}, ${offices.pune.name}`,
      url: `${siteUrl}/contact`,
      image: `${siteUrl}/og-image.png`,
      email: contact.email,
      telephone: contact.phone,
      priceRange: company.priceLevel,
      address: postalAddress(offices.pune.address),
      geo: geoCoordinates(offices.pune.geo),
      openingHoursSpecification: openingHoursSpecification(contact),
    },
    sameAs: Object.values(social).filter((href): href is string => Boolean(href)),
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

/** The first crumb of every trail, in the page header and in its BreadcrumbList. */
export const homeCrumb: Crumb = { label: 'Home', href: '/' };

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
