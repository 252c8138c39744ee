import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { privacyPolicy } from '@/src/content/pages/legal';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description:
    'How Nexora Infotech collects, uses and protects personal data under the Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader title={privacyPolicy.title} crumbs={[{ label: 'Home', href: '/' }, { label: 'Privacy Policy' }]} />
      <LegalText doc={privacyPolicy} />
    </>
  );
}
