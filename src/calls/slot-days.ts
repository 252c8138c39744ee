import { agencyTimeZone } from '@/src/config/opening-hours';

/**
 * Offered calls as a visitor reads them: grouped by the day they fall on in the visitor's time zone,
 * each with the time there and in the agency's (IST). The page renders them in IST on the server
 * (it cannot know the visitor's zone); in the browser the picker groups them again in the visitor's
 * own zone. Client-safe: nothing here but Intl.
 */

/** What the site calls the agency's time zone. */
export const AGENCY_ZONE_LABEL = 'IST';

export type SlotChoice = {
  /** The call's start in UTC, as offered (`slotId`). */
  start: string;
  /** Its start on the visitor's clock, '15:30'. */
  time: string;
  /** Its start on the agency's clock, '20:00'; the same as `time` when the visitor's clock is the agency's. */
  agencyTime: string;
  /** The whole choice in words, for the radio button: 'Tue 2 Dec, 15:30 your time (20:00 IST)'. */
  label: string;
};

export type SlotDay = {
  /** 'YYYY-MM-DD' on the visitor's clock. */
  key: string;
  /** 'Tue 2 Dec'. */
  label: string;
  /** 'Tuesday 2 December'. */
  longLabel: string;
  slots: SlotChoice[];
};

const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'day' | 'long' | 'time' | 'key', timeZone: string): Intl.DateTimeFormat {
  const id = `${kind} ${timeZone}`;
  let found = formats.get(id);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = {
      day: { weekday: 'short', day: 'numeric', month: 'short' },
      long: { weekday: 'long', day: 'numeric', month: 'long' },
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      key: { year: 'numeric', month: '2-digit', day: '2-digit' },
    }[kind] as Intl.DateTimeFormatOptions;
    // en-GB writes 'Tue 2 Dec' and '15:30'; en-CA writes dates as YYYY-MM-DD.
    found = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : 'en-GB', { ...options, timeZone });
    formats.set(id, found);
  }
  return found;
}

/** A start in words on one clock: 'Tue 2 Dec', '15:30', 'Tuesday 2 December', '2026-12-02'. */
export const dayText = (start: string, timeZone: string) => format('day', timeZone).format(Date.parse(start));
export const timeText = (start: string, timeZone: string) =>
  format('time', timeZone).format(Date.parse(start));
export const longDayText = (start: string, timeZone: string) =>
  format('long', timeZone).format(Date.parse(start));
const dayKey = (start: string, timeZone: string) => format('key', timeZone).format(Date.parse(start));

/** Whether every start reads the same on the visitor's clock as on the agency's (an Indian visitor). */
export function sameClockAsAgency(starts: readonly string[], timeZone: string): boolean {
  return starts.every(
    (start) =>
      timeText(start, timeZone) === timeText(start, agencyTimeZone) &&
      dayKey(start, timeZone) === dayKey(start, agencyTimeZone),
  );
}

/** A zone's name for people: 'America/New_York' reads 'New York'. */
export const zonePlace = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** One start in words on the visitor's clock and the agency's, or the agency's alone. */
export function slotLabel(start: string, timeZone: string, agencyOnly: boolean): string {
  const agency = `${timeText(start, agencyTimeZone)} ${AGENCY_ZONE_LABEL}`;
  return agencyOnly
    ? `${dayText(start, agencyTimeZone)}, ${agency}`
    : `${dayText(start, timeZone)}, ${timeText(start, timeZone)} your time (${agency})`;
}

/**
 * The starts grouped by day on `timeZone`'s clock, soonest first, labelled for it; with the agency's
 * zone (or a zone whose clock reads the same) the labels name IST alone.
 */
export function slotDays(starts: readonly string[], timeZone: string = agencyTimeZone): SlotDay[] {
  const agencyOnly = timeZone === agencyTimeZone || sameClockAsAgency(starts, timeZone);
  const zone = agencyOnly ? agencyTimeZone : timeZone;
  const days: SlotDay[] = [];
  for (const start of [...starts].sort()) {
    const key = dayKey(start, zone);
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: dayText(start, zone), longLabel: longDayText(start, zone), slots: [] };
      days.push(day);
    }
    day.slots.push({
      start,
      time: timeText(start, zone),
      agencyTime: timeText(start, agencyTimeZone),
      label: slotLabel(start, zone, agencyOnly),
    });
  }
  return days;
}
