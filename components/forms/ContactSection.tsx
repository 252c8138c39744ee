import { company, openingHours } from '@/src/config/site';
import { ContactForm } from './ContactForm';
import styles from './ContactSection.module.css';

/** The form half of the contact page: a short invitation beside the form. */
export function ContactSection({ recaptchaSiteKey }: { recaptchaSiteKey?: string }) {
  return (
    <section className={styles.section} aria-labelledby="contact-form-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Get in touch</p>
          <h2 id="contact-form-heading">Tell us about your project</h2>
          <p>
            A new website, an app, or help growing the one you have: write a few lines about what you need and we reply
            within one working day.
          </p>
          <ul className={styles.facts}>
            <li>
              <span className={styles.factLabel}>Email</span>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <span className={styles.factLabel}>Phone</span>
              <a href={`tel:${company.phone.replace(/\s+/g, '')}`}>{company.phone}</a>
            </li>
            <li>
              <span className={styles.factLabel}>Hours</span>
              <span>
                {openingHours.label}, {openingHours.closedLabel}
              </span>
            </li>
          </ul>
        </div>
        <div className={styles.card}>
          <ContactForm recaptchaSiteKey={recaptchaSiteKey} />
        </div>
      </div>
    </section>
  );
}
