import 'server-only';
import { siteUrl } from '@/src/config/env';
import { calls } from '@/src/config/calls';
import { siteContact } from '@/src/content/contact';
import { CALL_REF, callCalendar, callCalendarName } from './call-calendar';
import { slotId } from './slots';

const DAY = 86_400_000;

/**
 * A requested call's calendar file, for the confirmation's download link (with or without
 * JavaScript). It describes the agency's side of a call at `start` and names no visitor, so it can be
 * made again from the address alone; the address must still be one the call form could have given:
 * a start on the minute within the weeks around now, and a request id.
 */
export async function serveCallCalendar(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const start = params.get('start') ?? '';
  const ref = params.get('ref') ?? '';
  const at = Date.parse(start);
  const now = Date.now();
  if (!CALL_REF.test(ref) || Number.isNaN(at) || slotId(at) !== start || Math.abs(at - now) > 60 * DAY) {
    return new Response('Not a calendar of a requested call.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const contact = await siteContact();
  const body = callCalendar({
    ref,
    stamp: now,
    start,
    end: slotId(at + calls.slotMinutes * 60_000),
    contact: { email: contact.email, phone: contact.phone },
    siteUrl,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${callCalendarName(start)}"`,
      'cache-control': 'no-store',
    },
  });
}
