import { PageHeader } from '@/components/layout/PageHeader';
import { ProjectDetail } from '@/components/portfolio/ProjectDetail';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { projectHref } from '@/src/content/portfolio';
import { getCaseStudyPreview } from '@/src/content/wordpress/preview';
import { grantedPreview, previewMetadata } from '@/src/preview/page';
import { homeCrumb } from '@/src/seo/json-ld';

/** /preview/case_study/{id}: a case study as WordPress has it now, to the holder of its preview grant only (the public page's components). */
export const dynamic = 'force-dynamic';
export const metadata = previewMetadata;

export default async function CaseStudyPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const {
    item: project,
    status,
    unsavedChanges,
  } = await grantedPreview('case_study', params, getCaseStudyPreview);
  // Its neighbours and related projects come from the published portfolio, with this version in it.
  const published = await caseStudiesOrNone();
  const all = published.some((p) => p.projectId === project.projectId)
    ? published.map((p) => (p.projectId === project.projectId ? project : p))
    : [...published, project];
  return (
    <>
      <PreviewBar
        status={status}
        unsavedChanges={unsavedChanges}
        exitTo={status === 'publish' ? projectHref(project.projectId) : '/portfolio'}
      />
      <PageHeader
        title={project.title}
        crumbs={[homeCrumb, { label: 'Portfolio', href: '/portfolio' }, { label: project.title }]}
      />
      <ProjectDetail project={project} all={all} />
    </>
  );
}
