import { PageHeader } from '@/components/layout/PageHeader';
import { LegalText } from '@/components/legal/LegalText';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { siteContact } from '@/src/content/contact';
import { legalDocument } from '@/src/content/pages/legal';
import { getLegalPagePreview } from '@/src/content/wordpress/preview';
import { grantedPreview, previewMetadata } from '@/src/preview/page';
import { homeCrumb } from '@/src/seo/json-ld';

/** /preview/page/{id}: a legal page as WordPress has it now, to the holder of its preview grant only (the public page's components). */
export const dynamic = 'force-dynamic';
export const metadata = previewMetadata;

export default async function LegalPagePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { item: page, status, unsavedChanges } = await grantedPreview('page', params, getLegalPagePreview);
  const doc = legalDocument(page, await siteContact());
  return (
    <>
      <PreviewBar status={status} unsavedChanges={unsavedChanges} exitTo={`/${page.slug}`} />
      <PageHeader title={doc.title} crumbs={[homeCrumb, { label: doc.title }]} />
      <LegalText doc={doc} />
    </>
  );
}
