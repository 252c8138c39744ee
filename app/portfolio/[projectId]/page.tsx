import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { ProjectDetail } from '@/components/portfolio/ProjectDetail';
import { getProject, projectIds } from '@/src/content/portfolio';
import { projectJsonLd } from '@/src/seo/content-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { pageMetadata } from '@/src/seo/metadata';
import { homeCrumb } from '@/src/seo/json-ld';

export const dynamicParams = false;

export function generateStaticParams() {
  return projectIds.map((projectId) => ({ projectId }));
}

export async function generateMetadata({ params }: PageProps<'/portfolio/[projectId]'>): Promise<Metadata> {
  const project = getProject((await params).projectId);
  if (!project) return {};
  return pageMetadata({
    title: `${project.title}: ${project.tagline}`,
    description: project.description,
    path: `/portfolio/${project.projectId}`,
    image: project.mainImage,
    imageAlt: project.visuals.hero,
  });
}

export default async function ProjectPage({ params }: PageProps<'/portfolio/[projectId]'>) {
  const project = getProject((await params).projectId);
  if (!project) notFound();
  return (
    <>
      <PageHeader
        title={project.title}
        crumbs={[homeCrumb, { label: 'Portfolio', href: '/portfolio' }, { label: project.title }]}
      />
      <ProjectDetail project={project} />
      <JsonLd data={projectJsonLd(project)} />
    </>
  );
}
