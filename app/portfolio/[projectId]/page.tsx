import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import { ProjectDetail } from '@/components/portfolio/ProjectDetail';
import { loadCaseStudy, loadCaseStudyOrRedirect } from '@/src/content/case-studies';
import { contentMessages } from '@/src/content/messages';
import { projectHref } from '@/src/content/portfolio';
import { slugParam } from '@/src/lib/slug';
import { projectJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { pageMetadata } from '@/src/seo/metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** Kept in WordPress: each page renders on its first visit (ISR), refreshed when an editor saves. */
export const revalidate = 300;

type Props = { params: Promise<{ projectId: string }> };

/** None at build time: the build does not grow with the portfolio. */
export function generateStaticParams(): { projectId: string }[] {
  return [];
}

async function load(params: Props['params']) {
  const slug = slugParam((await params).projectId);
  return slug ? loadCaseStudy(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (loaded?.status === 'failed') return { title: 'Portfolio', robots: { index: false } };
  if (loaded?.status !== 'ok') return { title: 'Page not found' };
  const { project } = loaded.value;
  return pageMetadata({
    title: `${project.title}: ${project.tagline}`,
    description: project.description,
    path: projectHref(project.projectId),
    image: project.pictures.hero.src,
    imageAlt: project.pictures.hero.alt,
    seo: project.seo,
  });
}

export default async function ProjectPage({ params }: Props) {
  const slug = slugParam((await params).projectId);
  if (!slug) notFound();
  const loaded = await loadCaseStudyOrRedirect(slug);
  if (loaded.status === 'failed') {
    return (
      <>
        <PageHeader title="Portfolio" crumbs={[homeCrumb, { label: 'Portfolio', href: '/portfolio' }]} />
        <div className="container">
          <p role="alert">{contentMessages.projectFailed}</p>
          <RenderFailed what={`case study ${slug}`} />
        </div>
      </>
    );
  }
  const { project, all } = loaded.value;
  return (
    <>
      <PageHeader
        title={project.title}
        crumbs={[homeCrumb, { label: 'Portfolio', href: '/portfolio' }, { label: project.title }]}
      />
      <ProjectDetail project={project} all={all} />
      <JsonLd data={projectJsonLd(project)} />
    </>
  );
}
