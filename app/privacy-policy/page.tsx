import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { privacyPolicy } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';

export const metadata = staticPageMetadata('/privacy-policy');

export default function PrivacyPolicyPage() {
  const policy = privacyPolicy();
  return (
    <>
      <PageHeader title={policy.title} crumbs={[{ label: 'Home', href: '/' }, { label: 'Privacy Policy' }]} />
      <LegalText doc={policy} />
    </>
  );
}
