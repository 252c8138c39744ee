import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { emailField, phoneField, requiredText } from './fields';

/** Name, a valid email and message are required (browser and server); phone optional (docs/decisions.md). */
export const contactSchema = z.object({
  name: requiredText('Name', formLimits.maxLength.name),
  email: emailField,
  phone: phoneField(false),
  message: requiredText('Message', formLimits.maxLength.message),
});

export type ContactInput = z.infer<typeof contactSchema>;
