'use client';
import { useState, type ChangeEvent } from 'react';
import { careers, formLimits } from '@/src/config/site';
import { formDataStrings, HONEYPOT_FIELD, PHONE_PATTERN, type FieldErrors } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { checkResume, RESUME_ACCEPT } from '@/src/forms/resume';
import { INDIA, isIndia } from '@/src/forms/postal-code';
import { Field, FormStatus, Honeypot, TextAreaField } from '@/components/forms/Field';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { onDemand } from '@/components/ui/on-demand';
import { recaptchaToken } from '@/components/forms/recaptcha';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import styles from '@/components/forms/Forms.module.css';
import drop from './ResumeDrop.module.css';

const RESUME = 'resume';
const RESUME_ID = `field-${RESUME}`;

/** "Ananya-CV.pdf, 182 KB": what the visitor chose, so they can see it is the right file. */
const describeFile = (file: File) =>
  `${file.name}, ${file.size < 1024 * 1024 ? `${Math.max(1, Math.round(file.size / 1024))} KB` : `${(file.size / 1024 / 1024).toFixed(1)} MB`}`;

/** The shared schema (with zod), the sender and the analytics event load on first focus, not with the page. */
const loadFormCode = onDemand(() =>
  Promise.all([
    import('@/src/forms/application'),
    import('@/src/forms/fields'),
    import('@/components/forms/submit'),
    import('@/src/integrations/analytics'),
  ]),
);

/**
 * 'APPLY NOW': first name, last name, city, state and phone required; country (India unless
 * changed) with its PIN code or postcode, and a LinkedIn or portfolio link optional; the résumé,
 * chosen or dropped and shown by name and size, is checked here before upload (type by content,
 * size) and again on the server. Posts multipart to
 * /api/apply, whose server forwards it to WordPress. Input is kept unless the application went out.
 */
export function ApplyForm({ jobTitle, recaptchaSiteKey }: { jobTitle: string; recaptchaSiteKey?: string }) {
  const submission = useFormSubmission({ action: '/api/apply', loadCode: loadFormCode, recaptchaSiteKey });
  const { state, message, errors, enhanced, setErrors, codeOrPostNatively, showErrors, sending, answered } =
    submission;
  // Outside India the PIN code is a postcode: letters allowed, named as the visitor knows it.
  const [abroad, setAbroad] = useState(false);
  const [chosen, setChosen] = useState('');
  const [dragging, setDragging] = useState(false);

  async function onResumeChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setChosen(file ? describeFile(file) : '');
    const check = file ? await checkResume(file) : null;
    setErrors((previous) => {
      const next = { ...previous };
      delete next[RESUME];
      return check && !check.ok ? { ...next, [RESUME]: check.message } : next;
    });
  }

  // One application at a time: a second click while the code or the résumé check is still loading
  // does nothing.
  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const code = await codeOrPostNatively(form);
    if (!code) return;
    const [{ applicationSchema }, { fieldErrors }, { postForm }, { trackApplication }] = code;
    const parsed = applicationSchema.safeParse(formDataStrings(data));
    const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    // Read the file from the input itself: the one the visitor chose, whatever FormData makes of it.
    const input = form.elements.namedItem(RESUME);
    const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
    if (file) data.set(RESUME, file);
    const resume = await checkResume(file);
    if (!resume.ok) found[RESUME] = resume.message;
    if (Object.keys(found).length) {
      const only = Object.keys(found).length === 1 ? Object.values(found)[0]! : null;
      showErrors(form, found, only ?? formMessages.fieldErrorsSummary);
      return;
    }
    sending();
    data.set('recaptcha_token', await recaptchaToken(recaptchaSiteKey));
    const result = await postForm('/api/apply', data, formMessages.application.error);
    trackApplication(jobTitle, result.ok ? 'success' : 'error');
    if (result.ok) {
      form.reset();
      setChosen('');
      setAbroad(false);
    }
    answered(
      result.ok,
      // The failure text, with the server's reason when it names a field the visitor can fix.
      result.ok
        ? formMessages.application.success
        : result.fields
          ? result.message
          : formMessages.application.error,
      result.fields,
    );
  }

  const max = formLimits.maxLength;
  return (
    <form
      className={styles.form}
      {...submission.formProps(submit)}
      encType="multipart/form-data"
      aria-labelledby="apply-heading"
    >
      <input type="hidden" name="job_title" value={jobTitle} />
      <div className={styles.grid}>
        <Field
          label="First name"
          name="first_name"
          autoComplete="given-name"
          required
          error={errors.first_name}
          maxLength={max.short}
        />
        <Field
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          required
          error={errors.last_name}
          maxLength={max.short}
        />
        <Field
          className={styles.full}
          label="Address"
          name="address"
          autoComplete="address-line1"
          optional
          error={errors.address}
          maxLength={max.short}
        />
        <Field
          label="City"
          name="city"
          autoComplete="address-level2"
          required
          error={errors.city}
          maxLength={max.short}
        />
        <Field
          label="State"
          name="state"
          autoComplete="address-level1"
          required
          error={errors.state}
          maxLength={max.short}
        />
        <Field
          label="Country"
          name="country"
          autoComplete="country-name"
          defaultValue={INDIA}
          error={errors.country}
          maxLength={max.name}
          onChange={(event) => setAbroad(!isIndia(event.currentTarget.value))}
        />
        <Field
          label={abroad ? 'Postcode' : 'PIN code'}
          name="zip"
          autoComplete="postal-code"
          inputMode={abroad ? 'text' : 'numeric'}
          optional
          hint={abroad ? undefined : '6 digits. Outside India? Your postcode.'}
          error={errors.zip}
          maxLength={10}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          optional
          error={errors.email}
          maxLength={max.email}
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          pattern={PHONE_PATTERN.source.slice(1, -1)}
          error={errors.phone}
          maxLength={max.phone}
        />
        <Field
          className={styles.full}
          label="LinkedIn or portfolio"
          name="profile_url"
          inputMode="url"
          autoComplete="url"
          optional
          hint="A LinkedIn profile, GitHub or your own site."
          error={errors.profile_url}
          maxLength={max.short}
        />
        {/* The plain file input, in a frame that also takes a dropped file (where the browser allows). */}
        <div className={`${styles.field} ${styles.full}`}>
          <label htmlFor={RESUME_ID} className={styles.label}>
            Résumé
          </label>
          <div
            className={`${drop.frame} ${dragging ? drop.active : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const input = event.currentTarget.querySelector('input');
              if (!input || !event.dataTransfer.files.length) return;
              input.files = event.dataTransfer.files;
              input.dispatchEvent(new Event('change', { bubbles: true }));
            }}
          >
            <input
              className={styles.input}
              id={RESUME_ID}
              name={RESUME}
              type="file"
              accept={RESUME_ACCEPT}
              required
              aria-invalid={errors[RESUME] ? true : undefined}
              aria-describedby={`${RESUME_ID}-hint${errors[RESUME] ? ` ${RESUME_ID}-error` : ''}`}
              onChange={onResumeChange}
            />
            <p className={drop.text} aria-live="polite">
              {chosen ? <strong>{chosen}</strong> : enhanced ? 'Or drop the file here.' : null}
            </p>
          </div>
          <p id={`${RESUME_ID}-hint`} className={styles.hint}>
            PDF, DOC or DOCX, up to {careers.resumeMaxBytes / 1024 / 1024} MB.
          </p>
          {errors[RESUME] ? (
            <p id={`${RESUME_ID}-error`} className={styles.error}>
              {errors[RESUME]}
            </p>
          ) : null}
        </div>
        <TextAreaField
          className={styles.full}
          label="Notes"
          name="order_notes"
          optional
          rows={4}
          error={errors.order_notes}
          maxLength={max.notes}
        />
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <PrivacyNotice form="application" className={styles.notice} />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={state === 'submitting'}>
          Apply
        </button>
        <FormStatus state={state} message={message} />
      </div>
    </form>
  );
}
