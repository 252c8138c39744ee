import type { ReactNode } from 'react';
import { formLimits, timings } from '@/src/config/site';
import { emailMessages } from '@/src/forms/fields';
import { HONEYPOT_FIELD } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { Honeypot } from './Field';
import { NewsletterEnhancer } from './NewsletterEnhancer';
import styles from './NewsletterForm.module.css';

const FORM_ID = 'newsletter-form';

/**
 * Footer newsletter sign-up, on every page: a plain form rendered on the server that posts natively
 * (the endpoint answers a native post with a small page), and a small script (NewsletterEnhancer) that
 * sends it in place: the service's msg in the response area, form and area marked successed or
 * errored, the message fading out after timings.newsletterMessageFade. The texts the script shows
 * travel as data attributes, so no copy ships in a script. `notice` is the privacy notice.
 */
export function NewsletterForm({ notice }: { notice?: ReactNode }) {
  return (
    <form
      id={FORM_ID}
      className={styles.form}
      action="/api/newsletter"
      method="post"
      aria-label="Newsletter sign-up"
      data-fade-ms={timings.newsletterMessageFade}
      data-required={emailMessages.required}
      data-invalid={emailMessages.invalid}
      data-failed={formMessages.newsletter.error}
      data-busy-label="Subscribing…"
    >
      <label htmlFor="newsletter-email" className={styles.label}>
        Subscribe to our newsletter
      </label>
      <div className={styles.row}>
        <input
          id="newsletter-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          required
          maxLength={formLimits.maxLength.email}
          aria-describedby="newsletter-response"
        />
        <button type="submit" className={styles.button}>
          Subscribe
        </button>
      </div>
      {notice}
      <Honeypot name={HONEYPOT_FIELD} />
      <p id="newsletter-response" role="status" aria-live="polite" className={styles.response} />
      <NewsletterEnhancer formId={FORM_ID} />
    </form>
  );
}
