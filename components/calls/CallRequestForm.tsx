'use client';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { formLimits } from '@/src/config/site';
import { formDataStrings, HONEYPOT_FIELD } from '@/src/forms/form-data';
import { callMessages } from '@/src/forms/call-messages';
import { Field, FormStatus, Honeypot } from '@/components/forms/Field';
import { NameAndEmailFields } from '@/components/forms/NameAndEmailFields';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { slotDays } from '@/src/calls/slot-days';
import { onDemand } from '@/components/ui/on-demand';
import formStyles from '@/components/forms/Forms.module.css';
import { SlotPicker } from './SlotPicker';
import styles from './CallRequest.module.css';

/** The shared schema (with zod), the sender and the confirmation load on first focus, not with the page. */
const loadFormCode = onDemand(() =>
  Promise.all([
    import('@/src/forms/call'),
    import('@/src/forms/fields'),
    import('@/components/forms/post-checked'),
    import('./CallRequestDone'),
  ]),
);

/** The picker on the visitor's clock, loaded once the page has hydrated. */
const loadPicker = onDemand(() => import('./VisitorSlotPicker'));
type VisitorPicker = Awaited<ReturnType<typeof loadPicker>>['VisitorSlotPicker'];

type Done = {
  View: ComponentType<{ when: string; email: string; calendar: string }>;
  when: string;
  email: string;
  calendar: string;
};

/**
 * "Request a call": the offered times (first in IST, radio buttons that work without JavaScript)
 * and who is asking. Once hydrated, the picker is drawn again on the visitor's clock with IST beside
 * it. Only the starts travel to the browser: the picker is drawn from them on both sides, so its
 * markup is not sent a second time in the page's payload. Sent like the contact form; a time someone requested first
 * leaves the list and the typed details stay.
 */
export function CallRequestForm({
  titles,
  starts,
  recaptchaSiteKey,
  notice,
  note,
}: {
  /** The two steps' titles (choosing a time, the visitor's details), rendered on the server. */
  titles: readonly [ReactNode, ReactNode];
  /** Before the button: the privacy notice with its version field, rendered on the server. */
  notice: ReactNode;
  /** Under the button: the reCAPTCHA notice when it is on, rendered on the server. */
  note?: ReactNode;
  /** The offered times' starts. */
  starts: readonly string[];
  recaptchaSiteKey?: string;
}) {
  const submission = useFormSubmission({ action: '/api/call', loadCode: loadFormCode, recaptchaSiteKey });
  const { state, message, errors, codeOrPostNatively, checked, showErrors, sending, answered } = submission;
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<Done | null>(null);
  const [Picker, setPicker] = useState<{ View: VisitorPicker } | null>(null);

  useEffect(() => {
    loadPicker().then(
      ({ VisitorSlotPicker }) => setPicker({ View: VisitorSlotPicker }),
      () => undefined,
    );
  }, []);

  async function submit(form: HTMLFormElement) {
    const code = await codeOrPostNatively(form);
    if (!code) return;
    const [{ callSchema }, { fieldErrors }, { postChecked }, { CallRequestDone }] = code;
    const values = formDataStrings(new FormData(form));
    const fields = checked(form, callSchema.safeParse(values), fieldErrors);
    if (!fields) return;
    sending();
    const when = form.querySelector('input[name="slot"]:checked')?.getAttribute('aria-label') ?? '';
    const result = await postChecked('/api/call', fields, values, recaptchaSiteKey, callMessages.error);
    if (result.ok) {
      setDone({ View: CallRequestDone, when, email: fields.email, calendar: result.calendar ?? '' });
      answered(true, result.message);
      return;
    }
    // Someone else asked for this time first, or it is no longer offered: it leaves the list.
    if (result.fields?.slot) setTaken((before) => new Set(before).add(fields.slot));
    showErrors(form, result.fields ?? {}, result.message);
  }

  if (done) {
    const { View, ...shown } = done;
    return <View {...shown} />;
  }

  return (
    <form className={formStyles.form} {...submission.formProps(submit)} aria-describedby="call-status">
      <div className={styles.step}>
        {titles[0]}
        {Picker ? (
          <Picker.View
            starts={starts}
            taken={taken}
            invalid={Boolean(errors.slot)}
            onChoose={() => submission.setErrors(({ slot: _chosenNow, ...rest }) => rest)}
          />
        ) : (
          // In IST, as the server drew it, until the visitor's clock is known.
          <SlotPicker days={slotDays(starts)} />
        )}
        {errors.slot ? (
          <p id="call-slot-error" className={formStyles.error}>
            {errors.slot}
          </p>
        ) : null}
      </div>

      <div className={styles.step}>
        {titles[1]}
        <div className={formStyles.grid}>
          <NameAndEmailFields errors={errors} />
          <Field
            className={formStyles.full}
            label="Topic"
            name="topic"
            required
            hint="For example: a booking app for our clinics."
            error={errors.topic}
            maxLength={formLimits.maxLength.short}
          />
        </div>
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      {notice}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.submit} aria-disabled={state === 'submitting'}>
          Request this call
        </button>
        <FormStatus id="call-status" state={state} message={message} />
      </div>
      {note}
    </form>
  );
}
