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
            A new website, an app, or help growing the one you have: write a few lines about what you need and
            we reply within one working day.
          </p>
          <p>Prefer to talk? Our address, phone and hours are just below, with a map to find the office.</p>
        </div>
        <div className={styles.card}>
          <ContactForm recaptchaSiteKey={recaptchaSiteKey} />
        </div>
      </div>
    </section>
  );
}
