import { ProjectCard } from '@/components/cards/ProjectCard';
import { PageHeader } from '@/components/layout/PageHeader';
import styles from '@/components/portfolio/Portfolio.module.css';
import { CallToAction } from '@/components/sections/CallToAction';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FilterGrid } from '@/components/widgets/FilterGrid';
import { categoryList, projects } from '@/src/content/portfolio';
import { staticPageMetadata } from '@/src/seo/pages';
import { homeCrumb } from '@/src/seo/json-ld';

export const metadata = staticPageMetadata('/portfolio');

export default function PortfolioPage() {
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
          <FilterGrid
            label="Filter projects by category"
            filters={categoryList}
            items={projects.map((project, index) => ({
              id: project.projectId,
              categories: project.categories.map((c) => c.slug),
              node: (
                <ProjectCard
                  project={{ ...project, image: project.portfolioImage }}
                  headingLevel={3}
                  priority={index < 2}
                />
              ),
            }))}
          />
        </div>
      </section>
      <CallToAction />
    </>
  );
}
