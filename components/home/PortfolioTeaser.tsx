import { ProjectCard } from '@/components/cards/ProjectCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { projectHref, projects } from '@/src/content/portfolio';
import styles from './Home.module.css';

const teaser = ['octans', 'lightopia', 'grocery-app', 'hospital-management-system'];

/** Four projects, each linking to its own page (not the legacy /project-details.html redirect), and 'View All Work'. */
export function PortfolioTeaser() {
  const items = teaser.map((id) => projects.find((p) => p.projectId === id)!);
  return (
    <section className={`${styles.section} ${styles.dark}`} aria-labelledby="work-title">
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
                project={{ ...project, image: project.portfolioImage }}
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
