'use client';
import { formLimits } from '@/src/config/site';
import { budgetRangeOptions, projectTypeOptions } from '@/src/forms/contact-choices';
import { formDataStrings, HONEYPOT_FIELD } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { Field, FormStatus, Honeypot, SelectField, TextAreaField } from './Field';
import { PrivacyNotice } from './PrivacyNotice';
import { onDemand } from '@/components/ui/on-demand';
import { loadRecaptcha, recaptchaToken } from './recaptcha';
import { useIsClient } from '@/components/ui/use-is-client';
import { NameAndEmailFields } from './NameAndEmailFields';
import { useFormSubmission } from './use-form-submission';
import styles from './Forms.module.css';

/** The shared schema (with zod), the sender and the analytics event load on first focus, not with the page. */
const loadFormCode = onDemand(() =>
  Promise.all([
    import('@/src/forms/contact'),
    import('@/src/forms/fields'),
    import('./submit'),
    import('@/src/integrations/analytics'),
  ]),
);

/**
 * The contact form: idle -> 'Submitting, please wait...' -> sent or error. Validated
 * here and again on the server with the same schema; typed input stays in place unless it was sent.
 */
export function ContactForm({ recaptchaSiteKey }: { recaptchaSiteKey?: string }) {
  const enhanced = useIsClient();
  const { state, message, errors, onSubmitWith, showErrors, sending, answered } = useFormSubmission();

  async function submit(form: HTMLFormElement) {
    const values = formDataStrings(new FormData(form));
    const code = await loadFormCode().catch(() => null);
    if (!code) {
      // The code could not be fetched: the browser posts the form itself and the server validates it.
      form.submit();
      return;
    }
    const [{ contactSchema }, { fieldErrors }, { postForm }, { trackContactSubmission }] = code;
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(form, fieldErrors(parsed.error), formMessages.fieldErrorsSummary);
      return;
    }
    sending();
    // The analytics event is sent before the call, whatever its outcome.
    trackContactSubmission();
    const token = await recaptchaToken(recaptchaSiteKey);
    const result = await postForm(
      '/api/contact',
      { ...parsed.data, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '', recaptcha_token: token },
      formMessages.contact.error,
    );
    if (result.ok) form.reset();
    answered(result.ok, result.ok ? formMessages.contact.success : result.message, result.fields);
  }

  return (
    <form
      className={styles.form}
      action="/api/contact"
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmitWith(submit)}
      onFocus={() => {
        void loadFormCode().catch(() => undefined);
        void loadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
      }}
      aria-describedby="contact-status"
    >
      <div className={styles.grid}>
        <NameAndEmailFields errors={errors} />
        <Field
          className={styles.full}
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          error={errors.phone}
          maxLength={formLimits.maxLength.phone}
        />
        <SelectField
          label="Project type"
          name="project_type"
          optional
          options={projectTypeOptions}
          placeholder="Choose one"
          error={errors.project_type}
        />
        <SelectField
          label="Budget range"
          name="budget_range"
          optional
          options={budgetRangeOptions}
          placeholder="Choose one"
          error={errors.budget_range}
        />
        <TextAreaField
          className={styles.full}
          label="Message"
          name="message"
          required
          rows={6}
          error={errors.message}
          maxLength={formLimits.maxLength.message}
        />
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <PrivacyNotice form="contact" className={styles.notice} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={state === 'submitting'}>
          Send message
        </button>
        <FormStatus id="contact-status" state={state} message={message} />
      </div>
      {recaptchaSiteKey ? (
        <p className={styles.note}>
          This form is protected by reCAPTCHA; Google&apos;s Privacy Policy and Terms of Service apply.
        </p>
      ) : null}
    </form>
  );
}
