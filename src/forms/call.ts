import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { isTimeZone } from '@/src/calls/time-zones';
import { emailField, noticeVersionField, requiredText } from './fields';
import { callMessages } from './call-messages';
import { NOTICE_FIELD } from './privacy-notice';

/** A call's start as the picker sends it ('2026-12-02T04:30:00Z'); whether it is offered is the server's to check. */
const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/;

/**
 * "Request a call": name, e-mail, what the call is about and the chosen time, with the visitor's
 * time zone when the browser told it (so the agency sees the time as the visitor does; a zone the
 * runtime does not know is dropped, never an error the visitor could not fix).
 */
export const callSchema = z.object({
  // First, as on the form: the first field with an error is where focus goes.
  slot: z.string({ error: callMessages.chooseTime }).regex(SLOT, callMessages.chooseTime),
  name: requiredText('Name', formLimits.maxLength.name),
  email: emailField,
  topic: requiredText('Topic', formLimits.maxLength.short),
  time_zone: z
    .string()
    .trim()
    .max(64)
    .optional()
    .default('')
    .transform((zone) => (isTimeZone(zone) ? zone : '')),
  [NOTICE_FIELD]: noticeVersionField,
});

export type CallInput = z.infer<typeof callSchema>;
