import 'server-only';
import { cache } from 'react';
import { company, type SocialNetwork } from '@/src/config/site';
import seededFacts from '@/wordpress/seed/site-facts.json' with { type: 'json' };
import { offices, type OfficeKey, type Offices } from './company';
import { siteFacts } from './site-facts';
import type { SiteFacts } from './wordpress/site-facts';

/**
 * What the Site details screen keeps besides the contact details and counters: the offices' street
 * and PIN code, the social links and the footer's text, each checked again here (WordPress checks
 * them on save) and, where missing or unusable, the agency's own.
 */

/** The social links to show, in the site's order; a network editors emptied is not there. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const PIN_CODE = /^[1-9]\d{5}$/;

/** The offices with the editors' street and PIN code where they gave usable ones. */
export function officesFrom(given: SiteFacts['offices']): Offices {
  const keys = Object.keys(offices) as OfficeKey[];
  return Object.fromEntries(
    keys.map((key) => {
      const own = offices[key];
      const street = given?.[key]?.streetAddress.trim() ?? '';
      const postalCode = given?.[key]?.postalCode.trim() ?? '';
      const address = {
        ...own.address,
        streetAddress: street || own.address.streetAddress,
        postalCode: PIN_CODE.test(postalCode) ? postalCode : own.address.postalCode,
      };
      return [key, { ...own, address }];
    }),
  ) as unknown as Offices;
}

/**
 * The social links: the editors' (an emptied one left out), the agency's own for a network WordPress
 * did not answer about or whose address is not an https one.
 */
export function socialFrom(given: SiteFacts['social']): SocialLinks {
  const networks = Object.keys(company.social) as SocialNetwork[];
  const links: SocialLinks = {};
  for (const network of networks) {
    const value = given?.[network]?.trim();
    if (value === '') continue;
    links[network] = value && /^https:\/\/[^\s/]+\/\S*$/.test(value) ? value : company.social[network];
  }
  return links;
}

/** The footer's text under the logo: the editors', else the agency's own. */
export function footerTextFrom(given: SiteFacts['footer']): string {
  return given?.text.trim() || seededFacts.footer.text;
}

/** Read once per render, however many parts of the page use them. */
export const siteSettings = cache(async () => {
  const facts = await siteFacts();
  return {
    offices: officesFrom(facts?.offices),
    social: socialFrom(facts?.social),
    footerText: footerTextFrom(facts?.footer),
  };
});

export type SiteSettings = Awaited<ReturnType<typeof siteSettings>>;
