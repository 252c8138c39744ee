'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { AGENCY_ZONE_LABEL, slotDays, zonePlace, type SlotDay } from '@/src/calls/slot-days';
import { formLimits } from '@/src/config/site';
import { formDataStrings, HONEYPOT_FIELD, type FieldErrors } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { Field, FormStatus, Honeypot } from '@/components/forms/Field';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { loadRecaptcha, recaptchaToken } from '@/components/forms/recaptcha';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { onDemand } from '@/components/ui/on-demand';
import { useIsClient } from '@/components/ui/use-is-client';
import formStyles from '@/components/forms/Forms.module.css';
import styles from './CallRequest.module.css';

type State = 'idle' | 'submitting' | 'success' | 'error';

/** The shared schema (with zod) and the sender load on first focus, not with the page. */
const loadFormCode = onDemand(() =>
  Promise.all([
    import('@/src/forms/call'),
    import('@/src/forms/fields'),
    import('@/components/forms/submit'),
  ]),
);

/** The visitor's time zone, as their browser names it ('' when it names none). */
function visitorZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * "Request a call": a day, a time on it, and who is asking. The server renders the offered times in
 * IST, grouped by day, as radio buttons (a day's tab shows its times with CSS alone, so the form works
 * without JavaScript); in the browser they are shown again on the visitor's own clock with IST beside
 * them. Sent like the contact form; a time someone requested first is taken off the list and the
 * typed details stay.
 */
export function CallRequestForm({
  days: agencyDays,
  recaptchaSiteKey,
}: {
  /** The offered times grouped by day in IST, as the server rendered them. */
  days: readonly SlotDay[];
  recaptchaSiteKey?: string;
}) {
  const enhanced = useIsClient();
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState('');
  const [dayKey, setDayKey] = useState(agencyDays[0]?.key ?? '');
  const [done, setDone] = useState<{ label: string; email: string; calendar: string } | null>(null);
  const busy = useRef(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  // Until hydrated, exactly what the server rendered (IST); then the visitor's clock.
  const zone = enhanced ? visitorZone() : '';
  const starts = agencyDays
    .flatMap((day) => day.slots.map((slot) => slot.start))
    .filter((s) => !taken.has(s));
  const days = enhanced ? slotDays(starts, zone || undefined) : agencyDays;
  const agencyOnly = days.every((day) => day.slots.every((slot) => slot.time === slot.agencyTime));
  const activeDay =
    days.find((day) => day.key === dayKey) ??
    days.find((day) => day.slots.some((slot) => slot.start === chosen)) ??
    days[0];
  const chosenSlot = days.flatMap((day) => day.slots).find((slot) => slot.start === chosen);

  // The confirmation replaces the form: focus goes to its heading, so it is read out at once.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      busy.current = false;
    }
  }

  function showErrors(form: HTMLFormElement, found: FieldErrors, text: string) {
    setErrors(found);
    setState('error');
    setMessage(text);
    // The time comes first on the form: a missing one is where the visitor goes first.
    if (found.slot) pickerRef.current?.querySelector<HTMLInputElement>('input[name="day"]:checked')?.focus();
    else focusFirstError(form, found);
  }

  function choose(start: string) {
    setChosen(start);
    setErrors(({ slot: _solved, ...rest }) => rest);
  }

  async function submit(form: HTMLFormElement) {
    const values = formDataStrings(new FormData(form));
    const code = await loadFormCode().catch(() => null);
    if (!code) {
      // The code could not be fetched: the browser posts the form itself and the server validates it.
      form.submit();
      return;
    }
    const [{ callSchema }, { fieldErrors }, { postForm }] = code;
    const parsed = callSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(form, fieldErrors(parsed.error), formMessages.fieldErrorsSummary);
      return;
    }
    setErrors({});
    setState('submitting');
    setMessage(formMessages.submitting);
    const token = await recaptchaToken(recaptchaSiteKey);
    const result = await postForm(
      '/api/call',
      { ...parsed.data, [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? '', recaptcha_token: token },
      formMessages.call.error,
    );
    if (result.ok) {
      setDone({ label: chosenSlot?.label ?? '', email: parsed.data.email, calendar: result.calendar ?? '' });
      setState('success');
      setMessage(result.message);
      return;
    }
    if (result.fields?.slot && parsed.data.slot) {
      // Someone else asked for this time first, or it is no longer offered: it leaves the list.
      setTaken((before) => new Set(before).add(parsed.data.slot));
      setChosen('');
    }
    showErrors(form, result.fields ?? {}, result.message);
  }

  if (done) {
    return (
      <div className={styles.done}>
        <span className={styles.doneMark} aria-hidden="true">
          ✓
        </span>
        <h2 ref={doneRef} tabIndex={-1} className={styles.doneTitle}>
          {message}
        </h2>
        <p className={styles.doneWhen}>{done.label}</p>
        <p>
          A confirmation is on its way to <strong>{done.email}</strong>, with the calendar file. We send the
          link to join before the call.
        </p>
        <div className={styles.doneActions}>
          {done.calendar ? (
            <a className={`${formStyles.submit} ${styles.calendarLink}`} href={done.calendar} download>
              Add to calendar (.ics)
            </a>
          ) : null}
          <Link className={styles.secondary} href="/contact">
            Back to contact
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      className={formStyles.form}
      action="/api/call"
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={() => {
        void loadFormCode().catch(() => undefined);
        void loadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
      }}
      aria-describedby="call-status"
    >
      <div className={styles.step} ref={pickerRef}>
        <h2 className={styles.stepTitle} id="call-time-heading">
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          Choose a time
        </h2>
        <p className={styles.zoneNote} id="call-zone-note">
          {agencyOnly
            ? `Times are in India Standard Time (${AGENCY_ZONE_LABEL}).`
            : `Times are shown in your time zone (${zonePlace(zone)}), with India Standard Time (${AGENCY_ZONE_LABEL}) beside them.`}
        </p>
        <input type="hidden" name="time_zone" value={zone} />
        {days.length === 0 ? (
          <p className={styles.empty}>
            Every time over the next two weeks has been requested. Please{' '}
            <Link href="/contact">send us a message</Link> and we will find one.
          </p>
        ) : (
          <div className={styles.picker}>
            <fieldset className={styles.dayField}>
              <legend className="visually-hidden">Day</legend>
              <div className={styles.dayTabs}>
                {days.map((day) => (
                  <label key={day.key} className={styles.dayTab}>
                    <input
                      type="radio"
                      name="day"
                      value={day.key}
                      className={styles.dayInput}
                      checked={day.key === activeDay?.key}
                      onChange={() => setDayKey(day.key)}
                      aria-label={`${day.label}, ${day.slots.length} free`}
                    />
                    <span className={styles.dayName}>{day.label.split(' ')[0]}</span>
                    <span className={styles.dayDate}>{day.label.split(' ').slice(1).join(' ')}</span>
                    <span className={styles.dayCount}>{day.slots.length} free</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset
              className={styles.timeField}
              aria-describedby={errors.slot ? 'call-slot-error' : undefined}
              data-invalid={errors.slot ? '' : undefined}
            >
              <legend className="visually-hidden">Time</legend>
              <div>
                {days.map((day) => (
                  <div key={day.key} className={styles.panel}>
                    <p className={styles.panelDay} aria-hidden="true">
                      {day.longLabel}
                    </p>
                    <div className={styles.slots}>
                      {day.slots.map((slot) => (
                        <label key={slot.start} className={styles.slot}>
                          <input
                            type="radio"
                            name="slot"
                            value={slot.start}
                            className={styles.slotInput}
                            checked={chosen === slot.start}
                            onChange={() => choose(slot.start)}
                            aria-label={slot.label}
                          />
                          <span className={styles.slotTime}>{slot.time}</span>
                          {agencyOnly ? null : (
                            <span className={styles.slotAgency}>
                              {slot.agencyTime} {AGENCY_ZONE_LABEL}
                            </span>
                          )}
                        </label>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
        )}
        {errors.slot ? (
          <p id="call-slot-error" className={formStyles.error}>
            {errors.slot}
          </p>
        ) : null}
        <p className={styles.choice} aria-live="polite">
          {chosenSlot ? (
            <>
              Your call: <strong>{chosenSlot.label}</strong>
            </>
          ) : null}
        </p>
      </div>

      <div className={styles.step}>
        <h2 className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          Your details
        </h2>
        <div className={formStyles.grid}>
          <Field
            label="Name"
            name="name"
            autoComplete="name"
            required
            error={errors.name}
            maxLength={formLimits.maxLength.name}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
            maxLength={formLimits.maxLength.email}
          />
          <Field
            className={formStyles.full}
            label="Topic"
            name="topic"
            required
            hint="A line is enough, e.g. “An app for booking appointments at our three clinics”."
            error={errors.topic}
            maxLength={formLimits.maxLength.short}
          />
        </div>
      </div>
      <Honeypot name={HONEYPOT_FIELD} />
      <PrivacyNotice form="contact" className={formStyles.notice} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.submit} aria-disabled={state === 'submitting'}>
          Request this call
        </button>
        <FormStatus id="call-status" state={state} message={message} />
      </div>
      {recaptchaSiteKey ? (
        <p className={formStyles.note}>
          This form is protected by reCAPTCHA; Google&apos;s Privacy Policy and Terms of Service apply.
        </p>
      ) : null}
    </form>
  );
}
