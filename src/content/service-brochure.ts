import 'server-only';
import { siteUrl } from '@/src/config/env';
import { company } from '@/src/config/site';
import { fileSizeLabel } from '@/src/lib/file-size';
import { figures, workingDays, type Offices } from './company';
import { siteContact, type Contact } from './contact';
import { okOrNull } from './loaded';
import { loadService } from './service-pages';
import { brochurePdf, type BrochureFacts } from './services/brochure-pdf';
import { serviceHref, type Service } from './services';
import { siteSettings } from './site-settings';

/** Where the site serves the brochure it makes for a service. */
const brochureHref = (slug: string) => `${serviceHref(slug)}/brochure.pdf`;

/** What a brochure prints besides the service: the Site details' contact and offices, the page's address. */
export function brochureFacts(slug: string, contact: Contact, offices: Offices): BrochureFacts {
  const { openingHours } = contact;
  return {
    phone: { text: contact.phone, href: contact.phoneHref },
    email: { text: contact.email, href: contact.emailHref },
    hours: [openingHours.label, openingHours.closedLabel].filter(Boolean).join(', '),
    offices: Object.values(offices).map(({ name, address: a }) => ({
      name,
      lines: [
        a.streetAddress,
        `${a.addressLocality} ${a.postalCode}`,
        `${a.addressRegionName}, ${a.addressCountryName}`,
      ],
    })),
    promise: `${company.pricingNote} in ${company.currency}: every project is scoped and quoted individually. We answer every enquiry within ${workingDays(figures.replyWorkingDays.enquiry)}.`,
    pageUrl: `${siteUrl}${serviceHref(slug)}`,
  };
}

/** The last PDF made per service, with the content it was made from: bounded by the services. */
const made = new Map<string, { from: string; pdf: Promise<Buffer> }>();

/**
 * The brochure the site makes for `service`. The service page states its size and the brochure's
 * route sends it, in separate renders; the PDF is the same bytes for the same content, so the process
 * makes it once per version of the service and the Site details (a save of either makes a new one).
 */
export async function madeBrochure(service: Service): Promise<Buffer> {
  const [contact, { offices }] = await Promise.all([siteContact(), siteSettings()]);
  const facts = brochureFacts(service.slug, contact, offices);
  const from = JSON.stringify([service, facts]);
  const kept = made.get(service.slug);
  if (kept?.from === from) return kept.pdf;
  const pdf = brochurePdf(service, facts);
  made.set(service.slug, { from, pdf });
  // A failed make is not kept, so the next request tries again.
  pdf.catch(() => {
    if (made.get(service.slug)?.pdf === pdf) made.delete(service.slug);
  });
  return pdf;
}

/** The sidebar's download: the PDF an editor chose, else the one the site makes; with its real size. */
export async function brochureDownload(service: Service): Promise<{ href: string; size: string }> {
  if (service.brochureFile) {
    return { href: service.brochureFile.href, size: fileSizeLabel(service.brochureFile.bytes) };
  }
  return { href: brochureHref(service.slug), size: fileSizeLabel((await madeBrochure(service)).length) };
}

/**
 * The brochure at a service's address: the editor's file to redirect to, the made PDF, or null when
 * there is no such service. Throws ContentUnavailableError when WordPress cannot be read, so the
 * route answers 500 and keeps serving the last good brochure.
 */
export async function serviceBrochure(
  slug: string,
): Promise<{ upload: string } | { file: string; pdf: Buffer } | null> {
  const found = okOrNull(await loadService(slug), `brochure ${slug}`);
  if (!found) return null;
  const { service } = found;
  if (service.brochureFile) return { upload: service.brochureFile.href };
  return {
    file: `${slug.replace(/[^a-z0-9-]/g, '') || 'service'}-brochure.pdf`,
    pdf: await madeBrochure(service),
  };
}
