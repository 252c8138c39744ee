import { LegalPage } from '@/components/legal/LegalPage';
import { staticPageMetadata } from '@/src/seo/pages';

/** Kept in WordPress as a page: ISR, refreshed when an editor saves it. */
export const revalidate = 300;

export const metadata = staticPageMetadata('/terms');

export default function TermsPage() {
  return <LegalPage slug="terms" crumb="Terms" />;
}
