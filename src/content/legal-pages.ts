import 'server-only';
import { siteContact } from './contact';
import { failedRead, found, missing, type Loaded } from './loaded';
import { legalDocument, type LegalDocument } from './pages/legal';
import { getLegalPage } from './wordpress/legal-pages';

export type LegalSlug = 'terms' | 'privacy-policy';

/** A legal page from WordPress with this deployment's facts and conditions applied. */
export async function loadLegalDocument(slug: LegalSlug): Promise<Loaded<LegalDocument>> {
  try {
    const [page, contact] = await Promise.all([getLegalPage(slug), siteContact()]);
    return page ? found(legalDocument(page, contact)) : missing;
  } catch (error) {
    return failedRead(`legal page ${slug}`, error);
  }
}
