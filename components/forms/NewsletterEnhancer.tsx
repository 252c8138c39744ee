'use client';
import { useEffect } from 'react';
import { formDataStrings } from '@/src/forms/form-data';
import { postForm } from './submit';

/** The response area's CSS fade; after it the text itself goes, so nothing stale is left for screen readers. */
const FADE_MS = 600;

type Outcome = 'successed' | 'errored';

/**
 * Sends the server-rendered newsletter form (NewsletterForm) in place once the page has hydrated:
 * checks the address, posts it as JSON, and shows the answer in the form's status line. Its texts
 * and the fade time are the form's data attributes. Returns the clean-up.
 */
export function enhanceNewsletterForm(form: HTMLFormElement): () => void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const { fadeMs, required, invalid, failed, busyLabel } = form.dataset;
  const label = button.textContent;
  let busy = false;
  let timers: number[] = [];
  const clearTimers = () => timers.forEach((timer) => window.clearTimeout(timer));

  function show(outcome: Outcome, text: string) {
    clearTimers();
    form.dataset.state = outcome;
    status.dataset.state = outcome;
    delete status.dataset.faded;
    status.textContent = text;
    const fadeAt = Number(fadeMs);
    timers = [
      window.setTimeout(() => (status.dataset.faded = ''), fadeAt),
      window.setTimeout(() => {
        status.textContent = '';
        delete status.dataset.faded;
      }, fadeAt + FADE_MS),
    ];
  }

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = input.validity.valueMissing ? required : input.validity.valid ? '' : invalid;
    if (problem) {
      input.setAttribute('aria-invalid', 'true');
      show('errored', problem);
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    button.textContent = busyLabel ?? label;
    const fields = formDataStrings(new FormData(form));
    const result = await postForm(form.action, fields, failed ?? '');
    busy = false;
    button.removeAttribute('aria-disabled');
    button.textContent = label;
    if (result.ok) form.reset();
    show(result.ok ? 'successed' : 'errored', result.message);
  }

  // The browser's own checks would speak before ours: from now on the script checks and answers.
  form.noValidate = true;
  form.addEventListener('submit', onSubmit);
  return () => {
    clearTimers();
    form.removeEventListener('submit', onSubmit);
  };
}

/** Renders nothing: enhances the form with the id `formId` (NewsletterForm renders it on the server). */
export function NewsletterEnhancer({ formId }: { formId: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? enhanceNewsletterForm(form) : undefined;
  }, [formId]);
  return null;
}
