import type { Metadata } from 'next';
import { ProjectCard } from '@/components/cards/ProjectCard';
import { PageHeader } from '@/components/layout/PageHeader';
import { RenderFailed } from '@/components/status/RenderFailed';
import styles from '@/components/portfolio/Portfolio.module.css';
import { CallToAction } from '@/components/sections/CallToAction';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FilterGrid } from '@/components/widgets/FilterGrid';
import { loadCaseStudies } from '@/src/content/case-studies';
import { contentMessages } from '@/src/content/messages';
import { categoryList, projectSummary } from '@/src/content/portfolio';
import { routeMetadata } from '@/src/seo/route-metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/** The case studies are kept in WordPress: ISR, refreshed when an editor saves one. */
export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  return routeMetadata('/portfolio');
}

export default async function PortfolioPage() {
  const projects = await loadCaseStudies();
  return (
    <>
      <PageHeader title="Portfolio" crumbs={[homeCrumb, { label: 'Portfolio' }]} />
      <section className={styles.gridSection} aria-labelledby="portfolio-title">
        <div className="container">
          <SectionHeading
            eyebrow="Our work"
            title="Projects that moved the needle for our clients"
            id="portfolio-title"
            align="center"
          />
          {projects.status === 'ok' ? (
            <FilterGrid
              label="Filter projects by category"
              filters={categoryList}
              items={projects.value.map((project, index) => ({
                id: project.projectId,
                categories: project.categories.map((c) => c.slug),
                node: (
                  <ProjectCard project={projectSummary(project)} headingLevel={3} priority={index === 0} />
                ),
              }))}
            />
          ) : (
            <>
              <p role="alert">{contentMessages.portfolioFailed}</p>
              <RenderFailed what="case studies" />
            </>
          )}
        </div>
      </section>
      <CallToAction />
    </>
  );
}
