'use client';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { timings } from '@/src/config/site';
import { formDataStrings, HONEYPOT_FIELD } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { Honeypot } from './Field';
import { postForm } from './submit';
import { onDemand } from '@/components/ui/on-demand';
import { useIsClient } from '@/components/ui/use-is-client';
import styles from './NewsletterForm.module.css';

type Outcome = 'successed' | 'errored';

/** The shared schema (and zod) load on first submit: this form is on every page's first load. */
const loadFormCode = onDemand(() =>
  Promise.all([import('@/src/forms/newsletter'), import('@/src/forms/fields')]),
);
const FADE_MS = 600;

/**
 * Footer newsletter sign-up (its privacy notice, `notice`, is rendered on the server and sent as
 * HTML, so its text ships in no page's script): the service's msg is shown in the response area, form and
 * area are marked successed or errored, and the message fades out after timings.newsletterMessageFade.
 */
export function NewsletterForm({ notice }: { notice?: ReactNode }) {
  const enhanced = useIsClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [message, setMessage] = useState('');
  const [fading, setFading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!message) return;
    const fade = window.setTimeout(() => setFading(true), timings.newsletterMessageFade);
    // After the CSS fade (600 ms) the text itself goes, so nothing stale is left for screen readers.
    const clear = window.setTimeout(() => {
      setMessage('');
      setFading(false);
    }, timings.newsletterMessageFade + FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(clear);
    };
  }, [message]);

  function show(next: Outcome, text: string) {
    setFading(false);
    setOutcome(next);
    setMessage(text);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = formDataStrings(new FormData(form));
    const [{ newsletterSchema }, { fieldErrors }] = await loadFormCode();
    const parsed = newsletterSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(true);
      show('errored', fieldErrors(parsed.error).email ?? formMessages.fieldErrorsSummary);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    const result = await postForm(
      '/api/newsletter',
      { ...parsed.data, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '' },
      formMessages.newsletter.error,
    );
    setBusy(false);
    if (result.ok) form.reset();
    show(result.ok ? 'successed' : 'errored', result.message);
  }

  return (
    <form
      className={`${styles.form} ${outcome ? styles[outcome] : ''}`}
      data-state={outcome ?? undefined}
      action="/api/newsletter"
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-label="Newsletter sign-up"
    >
      <label htmlFor="newsletter-email" className={styles.label}>
        Subscribe to our newsletter
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id="newsletter-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Your email address"
          required
          maxLength={254}
          aria-invalid={invalid || undefined}
          aria-describedby="newsletter-response"
        />
        <button type="submit" className={styles.button} aria-disabled={busy}>
          {busy ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {notice}
      <Honeypot name={HONEYPOT_FIELD} />
      <p
        id="newsletter-response"
        role="status"
        aria-live="polite"
        data-state={outcome ?? undefined}
        className={`${styles.response} ${outcome ? styles[outcome] : ''} ${fading ? styles.faded : ''}`}
      >
        {message}
      </p>
    </form>
  );
}
