import Link from 'next/link';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { hiringSteps, replyPromise } from '@/src/content/pages/careers';
import styles from './Careers.module.css';

/**
 * How hiring runs, step by step with when each happens: a section of its own on the careers pages,
 * or `compact` in a position's side column.
 */
export function HiringSteps({
  compact = false,
  openApplication,
}: {
  compact?: boolean;
  openApplication?: ReactNode;
}) {
  const steps = (
    <ol className={compact ? styles.stepsCompact : styles.steps}>
      {hiringSteps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.stepTitle}>{step.title}</h3>
          <p className={styles.stepWhen}>{step.when}</p>
          {compact ? null : <p className={styles.stepText}>{step.text}</p>}
        </li>
      ))}
    </ol>
  );
  if (compact)
    return (
      <section className={styles.hiringCompact} aria-labelledby="hiring-steps-title">
        <h2 id="hiring-steps-title" className={styles.sideHeading}>
          How we hire
        </h2>
        {steps}
        <p className={styles.hiringNote}>
          <Link href="/careers#how-we-hire">Each step in detail</Link>
        </p>
      </section>
    );
  return (
    <section id="how-we-hire" className={styles.hiring} aria-labelledby="hiring-steps-title">
      <div className="container">
        <SectionHeading eyebrow="How we hire" title="Clear steps and quick answers" id="hiring-steps-title">
          <p className={styles.whyText}>{replyPromise} No rounds of puzzles, no unpaid homework.</p>
        </SectionHeading>
        {steps}
        {openApplication ? <div className={styles.openApplication}>{openApplication}</div> : null}
      </div>
    </section>
  );
}
