/**
 * Opening hours as editors set them (days of the week, opening and closing time in 24-hour IST)
 * and as the site writes them: one text for people, the same values for search engines.
 */

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

/** The agency's time zone: opening hours are kept in it, and the site names it IST. */
export const agencyTimeZone = 'Asia/Kolkata';

export type OpeningHoursInput = { days: readonly string[]; opens: string; closes: string };

export type OpeningHours = {
  days: readonly WeekDay[];
  opens: string;
  closes: string;
  timeZone: typeof agencyTimeZone;
  /** e.g. 'Monday-Saturday 10:00 AM - 6:30 PM IST'. */
  label: string;
  /** e.g. 'Sunday closed'; empty when open every day. */
  closedLabel: string;
};

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** '18:30' as '6:30 PM'. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday-Saturday' for a run of days, else 'Monday, Wednesday and Friday'. */
function dayText(days: readonly WeekDay[]): string {
  const indexes = days.map((day) => weekDays.indexOf(day));
  const consecutive = indexes.every((at, i) => i === 0 || at === indexes[i - 1]! + 1);
  if (days.length > 2 && consecutive) return `${days[0]}-${days.at(-1)}`;
  return days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : (days[0] ?? '');
}

/**
 * The hours to show: `given` when it is whole and sensible (known days in week order, a closing
 * time after the opening time), else `fallback`.
 */
export function openingHoursFrom(given: OpeningHoursInput | null, fallback: OpeningHoursInput): OpeningHours {
  const valid = (h: OpeningHoursInput | null): h is OpeningHoursInput =>
    Boolean(h && h.days.length && TIME.test(h.opens) && TIME.test(h.closes) && h.opens < h.closes) &&
    h!.days.every((day) => (weekDays as readonly string[]).includes(day));
  const chosen = valid(given) ? given : fallback;
  const days = weekDays.filter((day) => chosen.days.includes(day));
  const closed = weekDays.filter((day) => !days.includes(day));
  return {
    days,
    opens: chosen.opens,
    closes: chosen.closes,
    timeZone: agencyTimeZone,
    label: `${dayText(days)} ${clockTime(chosen.opens)} - ${clockTime(chosen.closes)} IST`,
    closedLabel: closed.length ? `${dayText(closed)} closed` : '',
  };
}
