import 'server-only';
import { fieldErrors, HONEYPOT_FIELD } from '@/src/forms/fields';
import { formMessages } from '@/src/forms/messages';
import { newsletterSchema, type NewsletterResult } from '@/src/forms/newsletter';
import { mailchimpEnabled, subscribeWithMailchimp } from '@/src/integrations/mailchimp';
import { subscribeWithWordPress } from '@/src/integrations/wordpress-forms';
import { answer, guardFormRequest, handleForm } from './guard';

/**
 * POST /api/newsletter: guard -> zod -> Mailchimp (MAILCHIMP_URL) or the WordPress receiver.
 * The answer carries the service's result and msg; an 'error' result is a 400.
 */
export function handleNewsletter(request: Request): Promise<Response> {
  return handleForm(request, formMessages.newsletter.error, async () => {
    const { fields } = await guardFormRequest(request, 'newsletter', ['json', 'form'], HONEYPOT_FIELD);
    const parsed = newsletterSchema.safeParse(fields);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return answer(request, 400, {
        ok: false,
        result: 'error',
        message: errors.email ?? formMessages.fieldErrorsSummary,
        fields: errors,
      });
    }
    let outcome: NewsletterResult;
    try {
      outcome = mailchimpEnabled()
        ? await subscribeWithMailchimp(parsed.data.email)
        : await subscribeWithWordPress(parsed.data.email);
    } catch (error) {
      console.error('Newsletter delivery failed:', (error as Error).message);
      return answer(request, 502, { ok: false, result: 'error', message: formMessages.newsletter.error });
    }
    const ok = outcome.result === 'success';
    return answer(request, ok ? 200 : 400, { ok, result: outcome.result, message: outcome.msg });
  });
}
