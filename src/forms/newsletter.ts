import { z } from 'zod';
import { emailField, noticeVersionField } from './fields';
import { NOTICE_FIELD } from './privacy-notice';

export const newsletterSchema = z.object({ email: emailField, [NOTICE_FIELD]: noticeVersionField });

/** The answer of Mailchimp's signup (and of the WordPress receiver that imitates it). */
export const newsletterResultSchema = z.object({
  result: z.enum(['success', 'error']),
  msg: z.string(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
