import { ServerImage } from '@/components/ui/ServerImage';
import Link from 'next/link';
import { Carousel } from '@/components/widgets/Carousel';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { projectHref } from '@/src/content/portfolio';
import styles from './Sidebar.module.css';

/** One slide at a time in the narrow sidebar, whatever the viewport. */
const oneAtATime = [{ minWidth: 0, items: 1, margin: 0 }] as const;

/** The sidebar's Projects carousel; left out when the case studies cannot be read. */
export async function ProjectsWidget() {
  const projects = await caseStudiesOrNone();
  if (!projects.length) return null;
  return (
    <Carousel kind="projects" label="Our projects" responsive={oneAtATime}>
      {projects.map((project) => (
        <Link key={project.projectId} href={projectHref(project.projectId)} className={styles.project}>
          <span className={styles.projectImage}>
            <ServerImage src={project.pictures.card.src} alt="" fill sizes="340px" />
          </span>
          <span className={styles.projectText}>
            <span className={styles.projectTitle}>{project.title}</span>
            <span className={styles.projectCategories}>
              {project.categories.map((c) => c.label).join(', ')}
            </span>
          </span>
        </Link>
      ))}
    </Carousel>
  );
}
