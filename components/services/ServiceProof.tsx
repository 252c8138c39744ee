import type { CSSProperties } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { ServerImage } from '@/components/ui/ServerImage';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { projectHref, type Project } from '@/src/content/portfolio';
import styles from './Services.module.css';

/**
 * "Work that proves it": the case studies editors chose for a service, each with its headline
 * result; left out when none is chosen or published (the call to action then points to the portfolio).
 */
export function ServiceProof({ projects }: { projects: readonly Project[] }) {
  if (!projects.length) return null;
  return (
    <section className={styles.proof} aria-labelledby="proof-title">
      <div className="container">
        <SectionHeading eyebrow="Case studies" title="Work that proves it" id="proof-title" />
        <ul className={styles.proofGrid}>
          {projects.map((project) => (
            <li key={project.projectId}>
              <ProofCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProofCard({ project }: { project: Project }) {
  const { card } = project.pictures;
  const result = project.outcomes[0];
  return (
    <div className={styles.proofCard} style={{ '--project-accent': project.accent } as CSSProperties}>
      <div className={styles.proofImage}>
        <ServerImage
          src={card.src}
          alt=""
          width={card.width}
          height={card.height}
          sizes="(min-width: 1200px) 380px, (min-width: 768px) 45vw, 100vw"
        />
      </div>
      <div className={styles.proofBody}>
        <h3 className={styles.proofTitle}>
          <Link href={projectHref(project.projectId)}>
            {project.title}
            <Icon name="arrowRight" size={20} />
          </Link>
        </h3>
        <p className={styles.proofTagline}>{project.tagline}</p>
        {result ? (
          <p className={styles.proofResult}>
            <strong>{result.value}</strong> <span>{result.label}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
