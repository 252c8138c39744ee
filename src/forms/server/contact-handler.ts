import 'server-only';
import { contactSchema } from '@/src/forms/contact';
import { fieldErrors, HONEYPOT_FIELD } from '@/src/forms/fields';
import { formMessages } from '@/src/forms/messages';
import { verifyRecaptcha } from '@/src/integrations/recaptcha';
import { formLimits } from '@/src/config/site';
import { formOutbox } from './outbox';
import { readCookie } from './cookies';
import { answer, guardFormRequest, handleForm, refusalAnswer } from './guard';
import { siteUrl } from '@/src/config/env';

/** The page the form lives on, reported to HubSpot (the browser sends us nothing but the fields). */
export const contactPage = { pageUri: `${siteUrl}/contact`, pageName: 'Contact' } as const;

/** The receiver's fields the visitor typed (same names as the form's). */
const CONTACT_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  project_type: 'project_type',
  budget_range: 'budget_range',
  message: 'message',
} as const;

/** POST /api/contact: guard -> zod -> reCAPTCHA -> the outbox -> HubSpot or the WordPress receiver. */
export function handleContact(request: Request): Promise<Response> {
  return handleForm(request, formMessages.contact.error, async () => {
    const { fields, address } = await guardFormRequest(
      request,
      'contact',
      ['json', 'form', 'multipart'],
      HONEYPOT_FIELD,
    );
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) {
      return answer(request, 400, {
        ok: false,
        message: formMessages.fieldErrorsSummary,
        fields: fieldErrors(parsed.error),
      });
    }
    const token = fields.recaptcha_token?.trim() ?? '';
    const verified = await verifyRecaptcha(token, address);
    if (!verified.ok) {
      console.warn(`Contact form: reCAPTCHA refused (${verified.reason})`);
      return answer(request, 400, { ok: false, message: formMessages.verificationFailed });
    }
    const sent = await formOutbox().submit(
      'contact',
      {
        input: parsed.data,
        page: contactPage,
        hutk: readCookie(request, 'hubspotutk'),
        ...(token ? { recaptchaToken: token } : {}),
      },
      { waitMs: formLimits.deliveryWaitMs },
    );
    if (sent.state === 'refused')
      return refusalAnswer(request, sent.refusal, CONTACT_FIELDS, formMessages.contact.error);
    return answer(request, 200, { ok: true, message: formMessages.contact.success });
  });
}
