import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { termsOfUse } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';

export const metadata = staticPageMetadata('/terms');

export default function TermsPage() {
  return (
    <>
      <PageHeader title={termsOfUse.title} crumbs={[{ label: 'Home', href: '/' }, { label: 'Terms' }]} />
      <LegalText doc={termsOfUse} />
    </>
  );
}
