import { ButtonLink } from '@/components/ui/ButtonLink';
import { figures, workingDays } from '@/src/content/company';
import styles from './Sections.module.css';

/** The closing call to action to /contact, with an optional second way on (e.g. the portfolio). */
export function CallToAction({
  title = 'Have a project in mind? Let’s build it together.',
  text = `Tell us what you want to achieve. We reply within ${workingDays(figures.replyWorkingDays.enquiry)} with next steps, not a sales pitch.`,
  action = 'Contact us',
  secondary,
}: {
  title?: string;
  text?: string;
  action?: string;
  secondary?: { label: string; href: string };
}) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container spread ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <div className={styles.ctaActions}>
          <ButtonLink href="/contact" variant="primary" className={styles.ctaButton}>
            {action}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} variant="outline" className={styles.ctaButton}>
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
