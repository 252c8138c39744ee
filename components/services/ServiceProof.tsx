import type { CSSProperties } from 'react';
import { CardGrid } from '@/components/cards/CardGrid';
import { ProjectCard } from '@/components/cards/ProjectCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { projectSummary, type Project } from '@/src/content/portfolio';
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
        <CardGrid>
          {projects.map((project) => {
            const result = project.outcomes[0];
            return (
              <li key={project.projectId}>
                <ProjectCard
                  project={projectSummary(project)}
                  style={{ '--project-accent': project.accent } as CSSProperties}
                >
                  <p className={styles.proofTagline}>{project.tagline}</p>
                  {result ? (
                    <p className={styles.proofResult}>
                      <strong>{result.value}</strong> <span>{result.label}</span>
                    </p>
                  ) : null}
                </ProjectCard>
              </li>
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
