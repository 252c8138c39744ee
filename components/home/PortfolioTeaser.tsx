import { ProjectCard } from '@/components/cards/ProjectCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { homeProjects, projectHref, projectSummary } from '@/src/content/portfolio';
import type { Project } from '@/src/content/portfolio/types';
import styles from './Home.module.css';

/**
 * The four case studies editors placed on the home page, each linking to its own page (not the
 * legacy /project-details.html redirect), and 'View All Work'; left out when none can be read.
 */
export function PortfolioTeaser({ caseStudies }: { caseStudies: Project[] }) {
  const items = homeProjects(caseStudies).slice(0, 4);
  if (!items.length) return null;
  return (
    <section
      className={`${styles.section} ${styles.dark} ${styles.work} drawn-near-viewport`}
      aria-labelledby="work-title"
    >
      <div className="container">
        <div className={styles.headRow}>
          <SectionHeading
            eyebrow="Our portfolio"
            title="Recent work we’re proud of"
            id="work-title"
            tone="dark"
          />
          <ButtonLink href="/portfolio" variant="outline">
            View All Work
          </ButtonLink>
        </div>
        <ul className={styles.workGrid}>
          {items.map((project) => (
            <li key={project.projectId}>
              <ProjectCard
                project={projectSummary(project)}
                href={projectHref(project.projectId)}
                sizes="(min-width: 1200px) 580px, (min-width: 768px) 45vw, 100vw"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
