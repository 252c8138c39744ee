import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { noticeVersionField, optionalEmailField, optionalText, phoneField, requiredText } from './fields';
import { NOTICE_FIELD } from './privacy-notice';
import { INDIA, postalCodeError } from './postal-code';
import { isProfileUrl, normaliseProfileUrl, profileUrlMessage } from './profile-url';

/**
 * The 'APPLY NOW' form: first name, last name, state, city and phone required; email
 * type-checked but optional; address, country (India when blank), PIN code (a postcode abroad: see
 * postal-code.ts), a LinkedIn or portfolio link and notes optional. The résumé is checked by resume.ts.
 */
export const applicationSchema = z
  .object({
    first_name: requiredText('First name'),
    last_name: requiredText('Last name'),
    address: optionalText('Address'),
    city: requiredText('City'),
    state: requiredText('State'),
    country: optionalText('Country', formLimits.maxLength.name).transform((v) => v || INDIA),
    zip: optionalText('PIN code', 10),
    email: optionalEmailField,
    phone: phoneField(true),
    profile_url: optionalText('LinkedIn or portfolio', formLimits.maxLength.short)
      .transform(normaliseProfileUrl)
      .refine((v) => v === '' || isProfileUrl(v), profileUrlMessage),
    order_notes: optionalText('Notes', formLimits.maxLength.notes),
    job_title: requiredText('Job title'),
    [NOTICE_FIELD]: noticeVersionField,
  })
  // The PIN code's rule depends on the country; checked with the other fields (`when`), not after
  // them, so a visitor hears of every field to fix at once.
  .superRefine(
    (v, ctx) => {
      const error = postalCodeError(String(v.zip ?? ''), String(v.country ?? ''));
      if (error) ctx.addIssue({ code: 'custom', path: ['zip'], message: error });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
