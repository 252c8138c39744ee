import { CareerPage } from '@/components/careers/CareerPage';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { isOpen } from '@/src/content/wordpress/careers';
import { getCareerPreview } from '@/src/content/wordpress/preview';
import { grantedPreview, previewMetadata } from '@/src/preview/page';
import { careerPath, careersPath } from '@/src/careers/urls';

/** /preview/career/{id}: a career as WordPress has it now, to the holder of its preview grant only (the public page's components). */
export const dynamic = 'force-dynamic';
export const metadata = previewMetadata;

export default async function CareerPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { item: career, status, unsavedChanges } = await grantedPreview('career', params, getCareerPreview);
  return (
    <>
      <PreviewBar
        status={status}
        unsavedChanges={unsavedChanges}
        exitTo={status === 'publish' ? careerPath(career.slug) : careersPath}
      />
      <CareerPage career={career} open={isOpen(career)} />
    </>
  );
}
