'use client';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { focusFirstError } from './focus-first-error';

export type SubmissionState = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The state every enhanced form keeps while it sends: one submission at a time (a second click while
 * one is on its way does nothing), the status line's state and text, and the errors by field.
 */
export function useFormSubmission() {
  const [state, setState] = useState<SubmissionState>('idle');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = useRef(false);

  /** A submit handler that runs `submit` for the form, never twice at once. */
  const onSubmitWith =
    (submit: (form: HTMLFormElement) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      try {
        await submit(event.currentTarget);
      } finally {
        busy.current = false;
      }
    };

  /** Shows the fields' errors with a summary and moves focus to the first of them. */
  function showErrors(form: HTMLFormElement, found: FieldErrors, text: string) {
    setErrors(found);
    setState('error');
    setMessage(text);
    focusFirstError(form, found);
  }

  /** The form is valid and on its way. */
  function sending() {
    setErrors({});
    setState('submitting');
    setMessage(formMessages.submitting);
  }

  /** The server's answer: sent (with its text) or refused. */
  function answered(ok: boolean, text: string, fields: FieldErrors = {}) {
    setErrors(ok ? {} : fields);
    setState(ok ? 'success' : 'error');
    setMessage(text);
  }

  return { state, message, errors, setErrors, onSubmitWith, showErrors, sending, answered };
}
