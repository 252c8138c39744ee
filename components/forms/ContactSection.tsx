import type { ReactNode } from 'react';
import Link from 'next/link';
import { callPagePath } from '@/src/calls/call-calendar';
import { contactIntro, nextSteps } from '@/src/content/pages/contact';
import { ContactForm } from './ContactForm';
import { FormPageSection } from './FormPageSection';
import styles from './ContactSection.module.css';

/**
 * The form half of the contact page: the invitation, what happens next and `details` (the direct
 * contact cards) beside the form.
 */
export function ContactSection({
  recaptchaSiteKey,
  details,
}: {
  recaptchaSiteKey?: string;
  details?: ReactNode;
}) {
  return (
    <FormPageSection
      headingId="contact-form-heading"
      eyebrow={contactIntro.eyebrow}
      title={contactIntro.title}
      intro={
        <>
          <p>{contactIntro.text}</p>
          <p className={styles.callLink}>
            Prefer to talk?{' '}
            <Link href={callPagePath}>
              Request a call<span aria-hidden="true"> →</span>
            </Link>
          </p>
        </>
      }
      form={<ContactForm recaptchaSiteKey={recaptchaSiteKey} />}
      aside={
        <>
          <section aria-labelledby="next-steps-heading">
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
        </>
      }
    />
  );
}
