import { calls } from '@/src/config/calls';
import { company } from '@/src/config/site';
import { calendarFile, utcDateTime } from './calendar';

/**
 * A requested call as a calendar file: what the download on the confirmation and the visitor's
 * confirmation mail carry. `ref` is the request's own id (the outbox item's, its idempotency key),
 * so the file's UID is the same wherever it is made.
 */

/** The page the call is requested on. */
export const callPagePath = '/contact/call';

/** A request's id as the calendar address carries it: a UUID. */
export const CALL_REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type CallCalendarInput = {
  ref: string;
  /** When the file is made (ms). */
  stamp: number;
  start: string;
  end: string;
  /** The agency's e-mail address and phone number, as the site shows them. */
  contact: { email: string; phone: string };
  siteUrl: string;
};

export function callCalendar({ ref, stamp, start, end, contact, siteUrl }: CallCalendarInput): string {
  return calendarFile(
    {
      uid: `call-${ref}@${new URL(siteUrl).hostname}`,
      stamp,
      start,
      end,
      summary: `Call with ${company.shortName}`,
      description:
        `Your ${calls.slotMinutes}-minute call with ${company.name}. ` +
        'We e-mail you the link to join before the call. ' +
        `To move or cancel it, reply to our e-mail or call ${contact.phone}.`,
      location: 'Video call (link sent by e-mail)',
      url: `${siteUrl}${callPagePath}`,
      organizer: { name: company.name, email: contact.email },
      reminderMinutes: 15,
    },
    `-//${company.name}//Request a call//EN`,
  );
}

/** The file's name: 'nexora-call-20261202T043000Z.ics'. */
export const callCalendarName = (start: string) =>
  `${company.shortName.toLowerCase()}-call-${utcDateTime(start)}.ics`;

/** The address of a request's calendar file. */
export const callCalendarHref = (start: string, ref: string) =>
  `/api/call/calendar?${new URLSearchParams({ start, ref })}`;
