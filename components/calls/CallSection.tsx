import Link from 'next/link';
import { FormPageSection } from '@/components/forms/FormPageSection';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { Icon } from '@/components/icons/Icon';
import type { SlotDay } from '@/src/calls/slot-days';
import type { Contact } from '@/src/content/contact';
import { callIntro, callPromises } from '@/src/content/pages/call';
import { CallRequestForm } from './CallRequestForm';
import formStyles from '@/components/forms/Forms.module.css';
import styles from './CallSection.module.css';

/** The "Request a call" page's body: the invitation, what the call is and when calls happen beside the form. */
export function CallSection({
  days,
  contact,
  recaptchaSiteKey,
}: {
  /** Null when the free times cannot be confirmed just now: none is offered. */
  days: readonly SlotDay[] | null;
  contact: Contact;
  recaptchaSiteKey?: string;
}) {
  return (
    <FormPageSection
      headingId="call-intro-heading"
      eyebrow={callIntro.eyebrow}
      title={callIntro.title}
      intro={<p>{callIntro.text}</p>}
      form={
        days === null ? (
          <div className={styles.unconfirmed} role="status">
            <h2 className={styles.unconfirmedTitle}>We cannot confirm free times just now</h2>
            <p>
              Our calendar is not answering, so we would rather not offer a time that may already be taken.
              Please try again in a few minutes, <Link href="/contact">send us a message</Link>, or call{' '}
              <a href={contact.phoneHref}>{contact.phone}</a> {contact.openingHours.label}.
            </p>
          </div>
        ) : (
          <CallRequestForm
            titles={[
              <StepTitle key="time" number={1} title="Choose a time" />,
              <StepTitle key="details" number={2} title="Your details" />,
            ]}
            starts={days.flatMap((day) => day.slots.map((slot) => slot.start))}
            recaptchaSiteKey={recaptchaSiteKey}
            notice={<PrivacyNotice form="contact" className={formStyles.notice} />}
            note={
              recaptchaSiteKey ? (
                <p className={formStyles.note}>
                  This form is protected by reCAPTCHA; Google&apos;s Privacy Policy and Terms of Service
                  apply.
                </p>
              ) : null
            }
          />
        )
      }
      aside={
        <>
          <ul className={styles.promises}>
            {callPromises.map((promise) => (
              <li key={promise.title} className={styles.promise}>
                <span className={`icon-tile ${styles.promiseMark}`} aria-hidden="true">
                  <Icon name="check" size={16} />
                </span>
                <div>
                  <h3 className={styles.promiseTitle}>{promise.title}</h3>
                  <p>{promise.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.hours}>
            <Icon name="clock" size={22} className={styles.hoursIcon} />
            <p>
              <strong>Calls {contact.openingHours.label}</strong>
              {contact.openingHours.closedLabel ? (
                <>
                  <br />
                  {contact.openingHours.closedLabel}
                </>
              ) : null}
            </p>
            <p>
              Rather write? <Link href="/contact">Send us a message</Link> or call{' '}
              <a href={contact.phoneHref}>{contact.phone}</a>.
            </p>
          </div>
        </>
      }
    />
  );
}

/** A step of the call form, numbered. */
function StepTitle({ number, title }: { number: number; title: string }) {
  return (
    <h2 className={styles.stepTitle}>
      <span className={styles.stepNumber} aria-hidden="true">
        {number}
      </span>
      {title}
    </h2>
  );
}
