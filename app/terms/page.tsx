import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { siteContact } from '@/src/content/contact';
import { termsOfUse } from '@/src/content/pages/legal';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/terms');

export default async function TermsPage() {
  const terms = termsOfUse(await siteContact());
  return (
    <>
      <PageHeader title={terms.title} crumbs={[homeCrumb, { label: 'Terms' }]} />
      <LegalText doc={terms} />
    </>
  );
}
