/**
 * The calendar file (iCalendar, RFC 5545) a visitor gets for a requested call: one event in UTC, with
 * the agency as organiser and a reminder. The site offers it as a download and WordPress attaches the
 * same text to the visitor's confirmation mail. It carries nothing the visitor typed: a file mailed to
 * the address a visitor names must not carry a stranger's text.
 */

export type CalendarEvent = {
  /** Globally unique and stable for this call: the same call gives the same UID every time. */
  uid: string;
  /** When this file was made (ms). */
  stamp: number;
  /** UTC instants, as ISO 8601. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  /** Minutes before the start a reminder shows. */
  reminderMinutes?: number;
};

/** '20261202T043000Z': a UTC date-time (RFC 5545 3.3.5, form #2). */
export function utcDateTime(instant: number | string): string {
  const iso = new Date(instant).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** A TEXT value (3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (3.2): quoted when it holds ':', ';' or ','; a double quote cannot appear and is dropped. */
function paramValue(value: string): string {
  const plain = value.replace(/["\p{Cc}]/gu, '');
  return /[:;,]/.test(plain) ? `"${plain}"` : plain;
}

const encoder = new TextEncoder();

/**
 * One content line folded (3.1): no line longer than 75 octets, continuation lines starting with a
 * space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length ? 74 : 75; // a continuation line's leading space counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The whole file: CRLF line ends, every line folded. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    ...(event.reminderMinutes
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${event.reminderMinutes}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
