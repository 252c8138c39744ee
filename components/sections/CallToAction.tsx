import { ButtonLink } from '@/components/ui/ButtonLink';
import { figures, workingDays } from '@/src/content/company';
import styles from './Sections.module.css';

/** The closing call to action to /contact. */
export function CallToAction({
  title = 'Have a project in mind? Let’s build it together.',
  text = `Tell us what you want to achieve. We reply within ${workingDays(figures.replyWorkingDays.enquiry)} with next steps, not a sales pitch.`,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id="cta-title" className={styles.ctaTitle}>
            {title}
          </h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <ButtonLink href="/contact" variant="primary" className={styles.ctaButton}>
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
