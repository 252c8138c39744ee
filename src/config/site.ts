/**
 * Every company constant and business limit, once.
 * Components, route handlers, JSON-LD builders and tests import from here; nothing restates a value.
 * No environment is read here (a few client components import this file too; most read `behaviour.ts`,
 * which this file re-exports): the site URL and the contact
 * e-mail and phone come from the environment through `env.ts` (`siteUrl`, `contact`). The offices and
 * the figures the site states about the agency (team, clients, projects, awards) live in
 * `src/content/company.ts`, which only server components read, so client bundles stay small.
 */
import { openingHoursFrom, type OpeningHoursInput } from './opening-hours';
import { uncategorized } from '@/src/blog/uncategorized';
import fieldLimits from '@/wordpress/mu-plugins/agency/field-limits.json' with { type: 'json' };
import seoRules from '@/wordpress/mu-plugins/agency/seo-rules.json' with { type: 'json' };
import seededFacts from '@/wordpress/seed/site-facts.json' with { type: 'json' };

export const company = {
  name: 'Nexora Infotech Private Limited',
  shortName: 'Nexora',
  /** The page title and description. */
  title: 'Innovation Simplified!',
  description: 'IT Services & Solutions',
  foundingDate: '2017-10-10',
  /** The head office; its street and PIN code as WordPress is seeded with them (editors may change them). */
  address: {
    streetAddress: seededFacts.offices.kolhapur.streetAddress,
    addressLocality: 'Kolhapur',
    addressRegion: 'MH',
    addressRegionName: 'Maharashtra',
    postalCode: seededFacts.offices.kolhapur.postalCode,
    addressCountry: 'IN',
    addressCountryName: 'India',
  },
  /** Five decimals (about 1 m), as map and search services expect. */
  geo: { latitude: 16.70492, longitude: 74.24331 },
  currency: 'INR',
  pricingNote: 'Contact us for pricing',
  /** Structured data's relative price level (currency signs, as Google documents it); no prices are shown. */
  priceLevel: '₹₹',
  /** The agency's own social links, as WordPress is seeded with them (editors may change them). */
  social: seededFacts.social,
} as const;

export type SocialNetwork = keyof typeof company.social;

/**
 * The contact e-mail and phone the site shows, with ready-made hrefs (tel: keeps only digits and the
 * leading +): CONTACT_EMAIL and CONTACT_PHONE when set, otherwise the agency's own. The app uses
 * `contact` from env.ts (this applied to the validated environment); tests apply it to theirs.
 */
export function contactDetails(
  configured: {
    CONTACT_EMAIL?: string | undefined;
    CONTACT_PHONE?: string | undefined;
    [other: string]: unknown;
  },
  hours: OpeningHoursInput | null = null,
) {
  const email = configured.CONTACT_EMAIL || seededFacts.email;
  const phone = configured.CONTACT_PHONE || seededFacts.phone;
  return {
    email,
    phone,
    emailHref: `mailto:${email}`,
    phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`,
    openingHours: openingHoursFrom(hours, openingHours),
  } as const;
}

/**
 * The agency's own opening hours, one reading of the two the brief gives (docs/decisions.md): Monday to
 * Saturday 10:00 to 18:30 IST, Sunday closed. WordPress is seeded with the same file; shown until
 * editors set others (contactDetails).
 */
export const openingHours: OpeningHoursInput = seededFacts.hours;

/** The services the agency offers, as used in structured data. */
export const serviceNames = [
  'Web Development',
  'User Interface Design',
  'E-commerce Website',
  'Digital Marketing',
  'Android App Development',
  'iOS App Development',
] as const;

/** The seven service detail routes, in menu order. */
export const serviceRoutes = [
  { slug: 'website-development', label: 'Website Development' },
  { slug: 'web-development', label: 'Web Applications' },
  { slug: 'ui-design', label: 'UI Design' },
  { slug: 'ecommerce-website', label: 'E-commerce Website' },
  { slug: 'digital-marketing', label: 'Digital Marketing' },
  { slug: 'android-development', label: 'Android Development' },
  { slug: 'ios-development', label: 'iOS Development' },
] as const;

export type ServiceSlug = (typeof serviceRoutes)[number]['slug'];

export type MenuItem = { label: string; href: string; children?: readonly MenuItem[] };

/** Limits of the content service reads. */
export const blog = {
  pageSize: 10,
  /** Highest listing page an address or Load More may ask for (10,000 posts at 10 a page). */
  maxPage: 1000,
  /**
   * A `?page=N` address renders at most this many pages ending at N (what Load More had appended),
   * with a link to newer posts before them: a deep page costs a few reads, not N, even for a crawler.
   */
  listingWindowPages: 5,
  /** Posts prerendered at build, newest first; older ones render on first visit (ISR). */
  prerenderedPosts: 30,
  /** WordPress reads one list render may have in flight at once. */
  readConcurrency: 4,
  tagsShown: 10,
  categoriesShown: 10,
  sidebarLatestPosts: 5,
  relatedPosts: 2,
  homeLatestPosts: 3,
  hiddenCategoryId: 7,
  uncategorized,
  /** A post without a featured image shows these: the full picture on cards and pages, the small one in the sidebar. */
  defaultImage: '/images/default-image.jpg',
  defaultThumbnail: '/images/default-thumbnail.jpg',
  /**
   * Searches (result pages and their Load More) one visitor may make per minute: each new term is a
   * WordPress query. Typing in the sidebar sends one per pause; a person rarely gets near this.
   */
  searchesPerMinute: 30,
  /** How long an identical search is answered from memory without asking WordPress again. */
  searchCacheSeconds: 60,
} as const;

export const portfolio = { relatedProjects: 3 } as const;

/** Career defaults and job structured data. */
export const careers = {
  defaultLocation: 'Kolhapur',
  /** Shown when a career has no date of its own; it never closes a position. */
  defaultValidThrough: '2025-01-01',
  /** A position's own valid-through date closes it at the end of that day in the agency's time zone (IST). */
  closingUtcOffset: '+05:30',
  employmentType: 'FULL_TIME',
  salaryCurrency: 'INR',
  addressRegion: 'MH',
  addressCountry: 'IN',
  resumeMaxBytes: 5 * 1024 * 1024,
} as const;

/** HubSpot consent. */
export const consent = { subscriptionTypeId: 999 } as const;

// What the browser's scripts need (scroll thresholds, timings, limits, carousels) lives in modules of its own,
// so a client component that reads a timing does not carry every company constant with it.
export { limits, thresholds, timings } from './behaviour';
export { carousels, type CarouselSpec } from './carousels';

export const curvedTextRadius = 70;

/**
 * Search and sharing: what search results show of a title and a description (longer ones are cut),
 * the Open Graph image size, the X (Twitter) account, and the date the built-in pages' content last
 * changed (their sitemap lastmod; bump it when editing src/content).
 */
/**
 * Search and sharing. The title and description limits and the brand after each title come from the
 * file WordPress's SEO box reads too, so its counters and snippet preview hold editors to the same rules.
 */
export const seo = {
  titleMax: seoRules.titleMax,
  descriptionMin: seoRules.descriptionMin,
  descriptionMax: seoRules.descriptionMax,
  titleSuffix: seoRules.titleSuffix,
  ogImage: { width: 1200, height: 630 },
  twitterHandle: '@nexorainfotech',
  builtInContentModified: '2026-11-24',
} as const;

/**
 * Abuse controls of our form endpoints (issue 6): per-address rate limit and request body caps.
 * The apply cap leaves room for the 5 MB résumé plus the text fields and multipart framing.
 */
export const formLimits = {
  ratePerWindow: 5,
  rateWindowMs: 60_000,
  maxBodyBytes: {
    contact: 16 * 1024,
    newsletter: 2 * 1024,
    apply: careers.resumeMaxBytes + 64 * 1024,
    call: 16 * 1024,
  },
  /**
   * Longest accepted lengths of text fields, in characters: the file WordPress's receivers read too,
   * so text the site accepts is never refused downstream for its length.
   */
  maxLength: fieldLimits,
  /** Milliseconds an upstream (HubSpot, Mailchimp, WordPress receiver, reCAPTCHA) may take. */
  upstreamTimeoutMs: 10_000,
  /**
   * How long a visitor waits for a submission's first delivery attempt. It is kept safely before
   * that attempt, so past this the visitor hears it was sent and the attempt goes on in the background.
   */
  deliveryWaitMs: 4_000,
  /** reCAPTCHA v3 scores below this are treated as bots. */
  recaptchaMinScore: 0.5,
  recaptchaAction: 'submit',
} as const;

/** Analytics events and the consent banner's storage key. */
export const analytics = {
  contactEvent: { name: 'Form_Submission', formName: 'Contact Form', status: 'success' },
  applicationEvent: { name: 'Job_Application', formName: 'Job Application' },
  consentKey: 'agency-analytics-consent',
} as const;
