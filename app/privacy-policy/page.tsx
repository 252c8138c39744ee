import { LegalPage } from '@/components/legal/LegalPage';
import { staticPageMetadata } from '@/src/seo/pages';

/** Kept in WordPress as a page: ISR, refreshed when an editor saves it. */
export const revalidate = 300;

export const metadata = staticPageMetadata('/privacy-policy');

export default function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" crumb="Privacy Policy" />;
}
