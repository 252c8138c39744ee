import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { termsOfUse } from '@/src/content/pages/legal';
import { pageMetadata } from '@/src/seo/metadata';

export const metadata = pageMetadata({
  title: 'Terms and Conditions',
  description: 'The terms that govern the use of the Nexora Infotech website: acceptable use, intellectual property, liability and governing law.',
  path: '/terms',
});

export default function TermsPage() {
  return (
    <>
      <PageHeader title={termsOfUse.title} crumbs={[{ label: 'Home', href: '/' }, { label: 'Terms' }]} />
      <LegalText doc={termsOfUse} />
    </>
  );
}
