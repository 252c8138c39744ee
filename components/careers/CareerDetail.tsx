import Link from 'next/link';
import type { Career } from '@/src/content/wordpress/types';
import { replyPromise } from '@/src/content/pages/careers';
import { ApplyForm } from './ApplyForm';
import { HiringSteps } from './HiringSteps';
import styles from './Careers.module.css';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Career detail: content, Responsibilities, side info, and the 'APPLY NOW' form (or, once closed, a notice). */
export function CareerDetail({
  career,
  open,
  recaptchaSiteKey,
}: {
  career: Career;
  open: boolean;
  recaptchaSiteKey?: string;
}) {
  const info: [string, string][] = [
    ['Employment Type', career.employmentType],
    ['Hiring Organization', career.hiringOrganization],
    ['Base Salary', career.baseSalary],
    ['Job Location', career.jobLocation],
    ['Valid Through', formatDate(career.validThrough)],
  ];
  return (
    <div className={styles.section}>
      <div className={`container ${styles.detail}`}>
        <article className={styles.main} aria-labelledby="job-heading">
          <h2 id="job-heading" className={styles.jobTitle}>
            About the role
          </h2>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: career.contentHtml }} />
          {career.responsibilities.length ? (
            <section aria-labelledby="responsibilities-heading">
              <h3 id="responsibilities-heading">Responsibilities</h3>
              <ul className={styles.checklist}>
                {career.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>

        <aside className={styles.side} aria-labelledby="job-info-heading">
          <h2 id="job-info-heading" className={styles.sideHeading}>
            Job information
          </h2>
          <dl className={styles.info}>
            {info
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className={styles.infoRow}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            {career.skills.length ? (
              <div className={styles.infoRow}>
                <dt>Skill Required</dt>
                <dd>
                  <ul className={styles.chips}>
                    {career.skills.map((skill) => (
                      <li key={skill}>{skill}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
          {open ? <HiringSteps compact /> : null}
        </aside>

        {open ? (
          // Below the description and the job information on a phone or tablet: drawn as it nears the
          // screen, not laid out for the first paint (nothing links inside it).
          <section className={`${styles.apply} drawn-near-viewport`} aria-labelledby="apply-heading">
            <h2 id="apply-heading">APPLY NOW</h2>
            <p className={styles.applyIntro}>
              Tell us a little about yourself and attach your résumé. {replyPromise}
            </p>
            <ApplyForm jobTitle={career.title} recaptchaSiteKey={recaptchaSiteKey} />
          </section>
        ) : (
          <section className={styles.apply} aria-labelledby="closed-heading" data-position-closed="">
            <h2 id="closed-heading">This position is closed</h2>
            <p className={styles.applyIntro}>
              We stopped taking applications for this role on {formatDate(career.validThrough)}. Thank you for
              your interest: our <Link href="/careers">open positions</Link> are listed on the careers page.
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
