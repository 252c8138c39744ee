import { escapeText } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { serverEnv } from '@/src/config/env';
import type { Contact } from '@/src/content/contact';
import type { LegalPage } from '@/src/content/wordpress/legal-pages';
import { htmlToText } from '@/src/content/wordpress/text';

/**
 * Terms and Privacy Policy: pages editors keep in WordPress, made into a document with numbered
 * sections (one per h2) and the facts and conditions of this deployment filled in.
 */
export type LegalSection = { heading: string; id: string; html: string };
export type LegalDocument = {
  title: string;
  /** The date of the text's last change, YYYY-MM-DD. */
  updated: string;
  introHtml: string;
  sections: readonly LegalSection[];
};

/**
 * What this deployment actually does with personal data: which services are switched on, and how
 * long WordPress keeps submissions (AGENCY_RETENTION_DAYS, the same setting WordPress's daily
 * clean-up reads). The policy describes exactly that, nothing it does not do.
 */
export type PrivacyFeatures = {
  analytics: boolean;
  recaptcha: boolean;
  hubspot: boolean;
  mailchimp: boolean;
  retentionDays: number;
};

export function deploymentPrivacyFeatures(): PrivacyFeatures {
  const env = serverEnv();
  return {
    analytics: Boolean(env.NEXT_PUBLIC_GA_ID),
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
    hubspot: Boolean(env.HUBSPOT_PORTAL_ID && env.HUBSPOT_FORM_ID),
    mailchimp: Boolean(env.MAILCHIMP_URL),
    retentionDays: env.AGENCY_RETENTION_DAYS,
  };
}

/** A paragraph or list item starting with one of these holds only when its condition does. */
const conditions: Record<string, (features: PrivacyFeatures) => boolean> = {
  analytics: (f) => f.analytics,
  'no analytics': (f) => !f.analytics,
  recaptcha: (f) => f.recaptcha,
  hubspot: (f) => f.hubspot,
  mailchimp: (f) => f.mailchimp,
};
const MARKER = /^\s*\[([a-z ]+)\]\s*/i;

const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The page as this deployment shows it: blocks marked for a service that is off are left out (a
 * list left empty with them), markers removed, `{email}`, `{phone}`, `{opening hours}` and
 * `{retention days}` filled in. `page.html` is already sanitised; this pass only rewrites it.
 */
export function legalDocument(
  page: LegalPage,
  contact: Pick<Contact, 'email' | 'phone' | 'openingHours'>,
  features: PrivacyFeatures = deploymentPrivacyFeatures(),
): LegalDocument {
  const facts: Record<string, string> = {
    email: contact.email,
    phone: contact.phone,
    'opening hours': contact.openingHours.label,
    'retention days': `${features.retentionDays} days`,
  };
  const holds = (text: string) => {
    const condition = conditions[MARKER.exec(text)?.[1]?.toLowerCase() ?? ''];
    return condition ? condition(features) : true;
  };
  const html = sanitizeHtml(page.html, {
    allowedTags: false,
    allowedAttributes: false,
    // The input is the sanitiser's output; nothing new is let in.
    allowVulnerableTags: true,
    exclusiveFilter: (frame) =>
      ((frame.tag === 'p' || frame.tag === 'li') && !holds(frame.text)) ||
      ((frame.tag === 'ul' || frame.tag === 'ol') && !frame.text.trim()),
    textFilter: (text) =>
      text
        .replace(MARKER, (marker, name: string) => (conditions[name.toLowerCase()] ? '' : marker))
        .replace(/\{([a-z ]+)\}/gi, (field, name: string) => {
          const value = facts[name.toLowerCase()];
          return value === undefined ? field : escapeText(value);
        }),
  });
  const parts = html.split(/<h2\b[^>]*>([\s\S]*?)<\/h2>/);
  const sections: LegalSection[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const heading = htmlToText(parts[i] ?? '');
    sections.push({ heading, id: anchorOf(heading), html: (parts[i + 1] ?? '').trim() });
  }
  return {
    title: page.title,
    updated: page.modified.slice(0, 10),
    introHtml: (parts[0] ?? '').trim(),
    sections,
  };
}
