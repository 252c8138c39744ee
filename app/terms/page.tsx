import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { termsOfUse } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/terms');

export default function TermsPage() {
  return (
    <>
      <PageHeader title={termsOfUse.title} crumbs={[homeCrumb, { label: 'Terms' }]} />
      <LegalText doc={termsOfUse} />
    </>
  );
}
