import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { budgetRangeOptions, projectTypeOptions } from './contact-choices';
import { emailField, noticeVersionField, phoneField, requiredText } from './fields';
import { NOTICE_FIELD } from './privacy-notice';

/** An optional choice from a list: blank or missing means not answered; anything else must be listed. */
const optionalChoice = <T extends string>(label: string, options: readonly { value: T }[]) => {
  const values = options.map((o) => o.value);
  return z
    .string({ error: `Please choose a ${label} from the list.` })
    .refine((v) => v === '' || (values as string[]).includes(v), `Please choose a ${label} from the list.`)
    .optional()
    .default('')
    .transform((v) => v as T | '');
};

/**
 * Name, a valid email and message are required (browser and server); phone optional
 * (docs/decisions.md). Project type and budget range are optional lead questions.
 */
export const contactSchema = z.object({
  name: requiredText('Name', formLimits.maxLength.name),
  email: emailField,
  phone: phoneField(false),
  project_type: optionalChoice('project type', projectTypeOptions),
  budget_range: optionalChoice('budget range', budgetRangeOptions),
  message: requiredText('Message', formLimits.maxLength.message),
  [NOTICE_FIELD]: noticeVersionField,
});

export type ContactInput = z.infer<typeof contactSchema>;
