import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { noticeVersionField, optionalEmailField, optionalText, phoneField, requiredText } from './fields';
import { NOTICE_FIELD } from './privacy-notice';

/**
 * The 'APPLY NOW' form: first name, last name, state, city and phone required; email
 * type-checked but optional; address, zip and notes optional. The résumé is checked by resume.ts.
 */
export const applicationSchema = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  address: optionalText('Address'),
  city: requiredText('City'),
  state: requiredText('State'),
  zip: optionalText('Zip').refine((v) => v === '' || /^\d{4,10}$/.test(v), 'Zip must contain digits only.'),
  email: optionalEmailField,
  phone: phoneField(true),
  order_notes: optionalText('Notes', formLimits.maxLength.notes),
  job_title: requiredText('Job title'),
  [NOTICE_FIELD]: noticeVersionField,
});
