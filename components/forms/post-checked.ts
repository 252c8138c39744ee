import type { FormAnswer } from '@/src/forms/answer';
import { HONEYPOT_FIELD } from '@/src/forms/form-data';
import { recaptchaToken } from './recaptcha';
import { postForm } from './submit';

// Apart from submit.ts, which the footer's sign-up loads on every page without reCAPTCHA.
/**
 * Posts checked fields as JSON with what the server's spam checks read: the honeypot as the visitor's
 * browser filled it (`typed`) and a reCAPTCHA token.
 */
export async function postChecked(
  url: string,
  fields: Record<string, string>,
  typed: Record<string, string>,
  recaptchaSiteKey: string | undefined,
  fallbackError: string,
): Promise<FormAnswer> {
  const token = await recaptchaToken(recaptchaSiteKey);
  return postForm(
    url,
    { ...fields, [HONEYPOT_FIELD]: typed[HONEYPOT_FIELD] ?? '', recaptcha_token: token },
    fallbackError,
  );
}
