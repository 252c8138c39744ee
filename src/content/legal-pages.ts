import 'server-only';
import { siteContact } from './contact';
import { failed, ok, missing, type Loaded } from './loaded';
import { legalDocument, type LegalDocument } from './pages/legal';
import { getLegalPage } from './wordpress/legal-pages';

export type LegalSlug = 'terms' | 'privacy-policy';

/** A legal page from WordPress with this deployment's facts and conditions applied. */
export async function loadLegalDocument(slug: LegalSlug): Promise<Loaded<LegalDocument>> {
  try {
    const [page, contact] = await Promise.all([getLegalPage(slug), siteContact()]);
    return page ? ok(legalDocument(page, contact)) : missing;
  } catch (error) {
    return failed(`legal page ${slug}`, error);
  }
}
