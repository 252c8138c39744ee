import type { ReactNode } from 'react';
import Link from 'next/link';
import { callPagePath } from '@/src/calls/call-calendar';
import { contactIntro, nextSteps } from '@/src/content/pages/contact';
import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.css';

/**
 * The form half of the contact page: the invitation, what happens next and `details` (the direct
 * contact cards) beside the form. On a phone the form follows the invitation; the rest comes after.
 */
export function ContactSection({
  recaptchaSiteKey,
  details,
}: {
  recaptchaSiteKey?: string;
  details?: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby="contact-form-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{contactIntro.eyebrow}</p>
          <h2 id="contact-form-heading">{contactIntro.title}</h2>
          <p>{contactIntro.text}</p>
          <p className={styles.callLink}>
            Prefer to talk?{' '}
            <Link href={callPagePath}>
              Request a call<span aria-hidden="true"> →</span>
            </Link>
          </p>
        </div>
        <div className={styles.card}>
          <ContactForm recaptchaSiteKey={recaptchaSiteKey} />
        </div>
        <div className={styles.aside}>
          <section className={styles.next} aria-labelledby="next-steps-heading">
            <h3 id="next-steps-heading" className={styles.nextTitle}>
              What happens next
            </h3>
            <ol className={styles.steps}>
              {nextSteps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <h4 className={styles.stepTitle}>{step.title}</h4>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          {details}
        </div>
      </div>
    </section>
  );
}
