import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { privacyPolicy } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/privacy-policy');

export default function PrivacyPolicyPage() {
  const policy = privacyPolicy();
  return (
    <>
      <PageHeader title={policy.title} crumbs={[homeCrumb, { label: 'Privacy Policy' }]} />
      <LegalText doc={policy} />
    </>
  );
}
