import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awards } from '@/src/content/company';
import { projectHref, type Project } from '@/src/content/portfolio';
import styles from './About.module.css';

/**
 * The awards behind the home page's counter, each with its year, giver and a link to the case study
 * it was for. An award whose case study is not published is left out: an award nobody can check
 * reads as padding. No section when none is left.
 */
export function Awards({ projects }: { projects: Project[] }) {
  const shown = [...awards]
    .sort((a, b) => b.year - a.year)
    .flatMap((award) => {
      const project = projects.find((p) => p.projectId === award.projectId);
      return project ? [{ award, project }] : [];
    });
  if (shown.length === 0) return null;
  return (
    <section id="awards" className={`${styles.section} ${styles.alt}`} aria-labelledby="awards-title">
      <div className="container">
        <SectionHeading
          eyebrow="Recognition"
          title="Awards for software people use every day"
          id="awards-title"
        />
        <ul className={`auto-grid ${styles.awards}`}>
          {shown.map(({ award, project }) => (
            <li key={`${award.year}-${award.title}`} className={styles.award}>
              <span className={`icon-tile ${styles.awardIcon}`}>
                <Icon name="award" size={24} />
              </span>
              <p className={styles.awardYear}>{award.year}</p>
              <h3 className={styles.awardTitle}>{award.title}</h3>
              <p className={styles.awardBy}>{award.by}</p>
              <p className={styles.awardProject}>
                For <Link href={projectHref(project.projectId)}>{project.title}</Link>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
