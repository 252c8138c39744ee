import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { siteContact } from '@/src/content/contact';
import { privacyPolicy } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/privacy-policy');

export default async function PrivacyPolicyPage() {
  const policy = privacyPolicy(await siteContact());
  return (
    <>
      <PageHeader title={policy.title} crumbs={[homeCrumb, { label: 'Privacy Policy' }]} />
      <LegalText doc={policy} />
    </>
  );
}
