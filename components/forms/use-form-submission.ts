'use client';
import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/src/forms/form-data';
import { formMessages } from '@/src/forms/messages';
import { useIsClient } from '@/components/ui/use-is-client';
import { focusFirstError } from './focus-first-error';
import { loadRecaptcha } from './recaptcha';

export type SubmissionState = 'idle' | 'submitting' | 'success' | 'error';

/**
 * The state every enhanced form keeps while it sends: one submission at a time (a second click while
 * one is on its way does nothing), the status line's state and text, and the errors by field.
 * `loadCode` brings the form's schema and sender on first focus, not with the page.
 */
export function useFormSubmission<Code>({
  action,
  loadCode,
  recaptchaSiteKey,
}: {
  action: string;
  loadCode: () => Promise<Code>;
  recaptchaSiteKey?: string;
}) {
  const enhanced = useIsClient();
  const [state, setState] = useState<SubmissionState>('idle');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = useRef(false);

  /**
   * The `<form>`'s own props: before hydration the browser posts it and checks its fields; after,
   * `submit` runs for it, never twice at once.
   */
  const formProps = (submit: (form: HTMLFormElement) => Promise<void>) => ({
    action,
    method: 'post',
    noValidate: enhanced,
    onSubmit: async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      try {
        await submit(event.currentTarget);
      } finally {
        busy.current = false;
      }
    },
    onFocus: () => {
      void loadCode().catch(() => undefined);
      void loadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
    },
  });

  /**
   * The form's code. When it cannot be fetched the browser posts the form itself (the server checks
   * it) and this gives null.
   */
  async function codeOrPostNatively(form: HTMLFormElement): Promise<Code | null> {
    const code = await loadCode().catch(() => null);
    if (!code) form.submit();
    return code;
  }

  /** Shows the fields' errors with a summary and moves focus to the first of them. */
  function showErrors(form: HTMLFormElement, found: FieldErrors, text: string) {
    setErrors(found);
    setState('error');
    setMessage(text);
    focusFirstError(form, found);
  }

  /** The values a schema took, or null once its objections are shown. */
  function checked<T, E>(
    form: HTMLFormElement,
    parsed: { success: true; data: T } | { success: false; error: E },
    toFieldErrors: (error: E) => FieldErrors,
  ): T | null {
    if (parsed.success) return parsed.data;
    showErrors(form, toFieldErrors(parsed.error), formMessages.fieldErrorsSummary);
    return null;
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

  return {
    state,
    message,
    errors,
    enhanced,
    setErrors,
    formProps,
    codeOrPostNatively,
    checked,
    showErrors,
    sending,
    answered,
  };
}
