import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { PHONE_PATTERN, type FieldErrors } from './form-data';
import { NOTICE_VERSIONS } from './privacy-notice';

// zod 4 otherwise probes `new Function('')` to compile object parsers, which the site's CSP (no
// 'unsafe-eval') refuses and Chrome reports as a violation. Every schema module imports this one.
z.config({ jitless: true });

/**
 * Field builders shared by every form schema. Values arrive as strings (FormData or JSON); blank
 * optional fields become ''. Messages are what the visitor reads next to the field.
 */
const max = formLimits.maxLength;

export const requiredText = (label: string, maxLength: number = max.short) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(maxLength, `${label} must be at most ${maxLength} characters.`);

export const optionalText = (label: string, maxLength: number = max.short) =>
  z
    .string()
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters.`)
    .optional()
    .default('');

/** What a visitor reads about an e-mail field; the footer's sign-up shows them before sending too. */
export const emailMessages = {
  required: 'Email is required.',
  invalid: 'Please enter a valid email address.',
} as const;

export const emailField = z
  .string({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(max.email, emailMessages.invalid)
  .pipe(z.email(emailMessages.invalid));

export const optionalEmailField = z
  .string()
  .trim()
  .max(max.email, 'Please enter a valid email address.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.')
  .optional()
  .default('');

export const phoneField = (required: boolean) => {
  const base = z.string().trim().max(max.phone, 'Please enter a valid phone number.');
  return required
    ? base.min(1, 'Phone is required.').regex(PHONE_PATTERN, 'Please enter a valid phone number.')
    : base
        .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Please enter a valid phone number.')
        .optional()
        .default('');
};

export { HONEYPOT_FIELD, PHONE_PATTERN, formDataStrings, type FieldErrors } from './form-data';

/** First message per field, for display next to each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The version field of a form's schema: one of the versions shown, or absent (an API client, or a
 * page from before notices were versioned), recorded as such.
 */
export const noticeVersionField = z
  .enum(NOTICE_VERSIONS, {
    error: 'This form is out of date. Please reload the page and send it again.',
  })
  .optional();
