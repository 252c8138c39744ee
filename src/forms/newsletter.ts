import { z } from 'zod';
import { emailField } from './fields';

export const newsletterSchema = z.object({ email: emailField });

/** The answer of Mailchimp's signup (and of the WordPress receiver that imitates it). */
export const newsletterResultSchema = z.object({
  result: z.enum(['success', 'error']),
  msg: z.string(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
