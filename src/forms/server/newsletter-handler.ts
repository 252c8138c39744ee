import 'server-only';
import { fieldErrors, HONEYPOT_FIELD } from '@/src/forms/fields';
import { formMessages } from '@/src/forms/messages';
import { newsletterSchema } from '@/src/forms/newsletter';
import { formLimits } from '@/src/config/site';
import { formOutbox, isNewsletterRefusal } from './outbox';
import { answer, guardFormRequest, handleForm } from './guard';

/**
 * POST /api/newsletter: guard -> zod -> the outbox -> Mailchimp (MAILCHIMP_URL) or the WordPress
 * receiver. A sign-up the service refuses ('error' result) is a 400 with its msg; one it has not
 * confirmed yet is kept and retried, and the visitor is thanked.
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
    const sent = await formOutbox().submit(
      'newsletter',
      { email: parsed.data.email, notice_version: parsed.data.notice_version },
      { waitMs: formLimits.deliveryWaitMs },
    );
    if (sent.state === 'refused') {
      return isNewsletterRefusal(sent.refusal)
        ? answer(request, 400, { ok: false, result: 'error', message: sent.refusal.msg })
        : answer(request, 502, { ok: false, result: 'error', message: formMessages.newsletter.error });
    }
    // The service's own words when it answered in time ("Almost finished..."), else ours.
    const message =
      sent.state === 'delivered' && sent.message ? sent.message : formMessages.newsletter.success;
    return answer(request, 200, { ok: true, result: 'success', message });
  });
}
