import 'server-only';
import { log } from '@/server/log.mjs';
import { callCalendarHref, callPagePath } from '@/src/calls/call-calendar';
import { isRequestable, slotId } from '@/src/calls/slots';
import { longDayText, timeText, AGENCY_ZONE_LABEL } from '@/src/calls/slot-days';
import { siteUrl } from '@/src/config/env';
import { agencyTimeZone } from '@/src/config/opening-hours';
import { calls } from '@/src/config/calls';
import { formLimits } from '@/src/config/site';
import { siteContact } from '@/src/content/contact';
import { takenCallTimes } from '@/src/content/wordpress/call-times';
import { callSchema } from '@/src/forms/call';
import { fieldErrors, HONEYPOT_FIELD } from '@/src/forms/fields';
import { callMessages } from '@/src/forms/call-messages';
import { formMessages } from '@/src/forms/messages';
import { verifyRecaptcha } from '@/src/integrations/recaptcha';
import { refusedField } from '@/src/integrations/wordpress-forms';
import { htmlAnswer } from '@/src/lib/html-answer';
import { formOutbox, type CallPayload } from './outbox';
import { answer, guardFormRequest, handleForm, refusalAnswer, wantsJson } from './guard';

/** The page the call is requested on, stored with the request as a contact message's page is. */
const callPage = { pageUri: `${siteUrl}${callPagePath}`, pageName: 'Request a call' } as const;

/** WordPress's fields -> the form's. */
const CALL_FIELDS = {
  name: 'name',
  email: 'email',
  topic: 'topic',
  call_start: 'slot',
  call_zone: 'time_zone',
} as const;

const slotTaken = (request: Request) =>
  answer(request, 409, {
    ok: false,
    message: callMessages.taken,
    fields: { slot: callMessages.taken },
  });

/**
 * POST /api/call: the contact form's pipeline (guard -> zod -> reCAPTCHA -> the outbox) for a call
 * request, which always goes to WordPress. The time must be one the page offers (400 otherwise) and
 * nobody's yet: WordPress is asked first, and refuses a time requested in the meantime itself (409
 * either way, the visitor's input kept); when WordPress cannot say, the request waits for the visitor
 * to try again (503). The answer names the call's calendar file.
 */
export function handleCall(request: Request): Promise<Response> {
  return handleForm(request, callMessages.error, async () => {
    const { fields, address } = await guardFormRequest(
      request,
      'call',
      ['json', 'form', 'multipart'],
      HONEYPOT_FIELD,
    );
    const parsed = callSchema.safeParse(fields);
    if (!parsed.success) {
      return answer(request, 400, {
        ok: false,
        message: formMessages.fieldErrorsSummary,
        fields: fieldErrors(parsed.error),
      });
    }
    const input = parsed.data;
    const contact = await siteContact();
    const requestable = isRequestable(input.slot, {
      hours: contact.openingHours,
      rules: calls,
      now: Date.now(),
      acceptedNoticeMinutes: calls.acceptedNoticeMinutes,
    });
    if (!requestable) {
      return answer(request, 400, {
        ok: false,
        message: callMessages.notOffered,
        fields: { slot: callMessages.notOffered },
      });
    }
    const token = fields.recaptcha_token?.trim() ?? '';
    const verified = await verifyRecaptcha(token, address);
    if (!verified.ok) {
      console.warn(`Call form: reCAPTCHA refused (${verified.reason})`);
      return answer(request, 400, { ok: false, message: formMessages.verificationFailed });
    }
    const taken = await takenCallTimes().catch((error: unknown) => {
      log('warn', 'call form: taken times unreadable; no time can be confirmed free', { error });
      return null;
    });
    // A time that cannot be confirmed free is not requested: kept for later, it could go to two visitors.
    if (!taken) return answer(request, 503, { ok: false, message: callMessages.unconfirmed });
    if (taken.has(input.slot)) return slotTaken(request);

    const payload: CallPayload = {
      input,
      end: slotId(Date.parse(input.slot) + calls.slotMinutes * 60_000),
      page: callPage,
      contact: { email: contact.email, phone: contact.phone },
      siteUrl,
    };
    const sent = await formOutbox().submit('call', payload, { waitMs: formLimits.deliveryWaitMs });
    if (sent.state === 'refused') {
      return refusedField(sent.refusal, CALL_FIELDS)?.status === 409
        ? slotTaken(request)
        : refusalAnswer(request, sent.refusal, CALL_FIELDS, callMessages.error);
    }
    const calendar = callCalendarHref(input.slot, sent.id);
    if (!wantsJson(request)) {
      // Posted without JavaScript: a page saying when, with the calendar file.
      const when = `${longDayText(input.slot, agencyTimeZone)}, ${timeText(input.slot, agencyTimeZone)}–${timeText(payload.end, agencyTimeZone)} ${AGENCY_ZONE_LABEL}`;
      return htmlAnswer({
        status: 200,
        title: callMessages.success,
        paragraphs: [`${when}. A confirmation is on its way to ${input.email}.`],
        linkIntro: 'Add it to your calendar: ',
        link: { href: calendar, label: 'download the calendar file (.ics)' },
      });
    }
    return answer(request, 200, { ok: true, message: callMessages.success, calendar });
  });
}
