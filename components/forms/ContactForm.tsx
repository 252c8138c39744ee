'use client';
import { formLimits } from '@/src/config/site';
import { budgetRangeOptions, projectTypeOptions } from '@/src/forms/contact-choices';
import { formDataStrings, HONEYPOT_FIELD } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { Field, FormStatus, Honeypot, SelectField, TextAreaField } from './Field';
import { PrivacyNotice } from './PrivacyNotice';
import { onDemand } from '@/components/ui/on-demand';
import { NameAndEmailFields } from './NameAndEmailFields';
import { useFormSubmission } from './use-form-submission';
import styles from './Forms.module.css';

/** The shared schema (with zod), the sender and the analytics event load on first focus, not with the page. */
const loadFormCode = onDemand(() =>
  Promise.all([
    import('@/src/forms/contact'),
    import('@/src/forms/fields'),
    import('./post-checked'),
    import('@/src/integrations/analytics'),
  ]),
);

/**
 * The contact form: idle -> 'Submitting, please wait...' -> sent or error. Validated
 * here and again on the server with the same schema; typed input stays in place unless it was sent.
 */
export function ContactForm({ recaptchaSiteKey }: { recaptchaSiteKey?: string }) {
  const { state, message, errors, formProps, codeOrPostNatively, checked, sending, answered } =
    useFormSubmission({ action: '/api/contact', loadCode: loadFormCode, recaptchaSiteKey });

  async function submit(form: HTMLFormElement) {
    const code = await codeOrPostNatively(form);
    if (!code) return;
    const [{ contactSchema }, { fieldErrors }, { postChecked }, { trackContactSubmission }] = code;
    const values = formDataStrings(new FormData(form));
    const fields = checked(form, contactSchema.safeParse(values), fieldErrors);
    if (!fields) return;
    sending();
    // The analytics event is sent before the call, whatever its outcome.
    trackContactSubmission();
    const result = await postChecked(
      '/api/contact',
      fields,
      values,
      recaptchaSiteKey,
      formMessages.contact.error,
    );
    if (result.ok) form.reset();
    answered(result.ok, result.ok ? formMessages.contact.success : result.message, result.fields);
  }

  return (
    <form className={styles.form} {...formProps(submit)} aria-describedby="contact-status">
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
