import { weekDays, type OpeningHours } from '@/src/config/opening-hours';
import { wallClock, zonedTime } from './time-zones';

/**
 * The calls a visitor may request: `slotMinutes` long, starting on that grid from the opening time
 * and ending by the closing time, on the next `workingDays` days the agency is open (in its own time
 * zone), at least `leadMinutes` from now, and not already requested by someone else.
 */

export type CallRules = { slotMinutes: number; workingDays: number; leadMinutes: number };

/** One call that may be requested; `start` and `end` in UTC, ISO 8601 to the second ('...T04:30:00Z'). */
export type CallSlot = { start: string; end: string };

const MINUTE = 60_000;

/** '2026-12-02T04:30:00Z': how a call's start is written everywhere (forms, WordPress, addresses). */
export const slotId = (instant: number) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The offered calls, soonest first. Days the agency is closed are skipped; a day counts towards
 * `workingDays` when it still has a time far enough ahead, so late in the day the window does not
 * shrink. Taken times leave their day in place (a fully requested day is a day without times).
 */
export function offeredSlots({
  hours,
  rules,
  now,
  taken = new Set(),
}: {
  hours: Pick<OpeningHours, 'days' | 'opens' | 'closes' | 'timeZone'>;
  rules: CallRules;
  now: number;
  taken?: ReadonlySet<string>;
}): CallSlot[] {
  const zone = hours.timeZone;
  const today = wallClock(now, zone);
  const earliest = now + rules.leadMinutes * MINUTE;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const slots: CallSlot[] = [];
  let days = 0;
  // Two weeks of closed days in a row would be odd hours; the bound keeps a mistake from looping.
  for (let offset = 0; days < rules.workingDays && offset < rules.workingDays * 7 + 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = weekDays[(date.getUTCDay() + 6) % 7]!;
    if (!hours.days.includes(weekday)) continue;
    const starts: number[] = [];
    for (let at = opens; at + rules.slotMinutes <= closes; at += rules.slotMinutes) {
      const start = zonedTime(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: Math.floor(at / 60),
          minute: at % 60,
        },
        zone,
      );
      if (start >= earliest) starts.push(start);
    }
    if (!starts.length) continue;
    days += 1;
    for (const start of starts) {
      const id = slotId(start);
      if (!taken.has(id)) slots.push({ start: id, end: slotId(start + rules.slotMinutes * MINUTE) });
    }
  }
  return slots;
}

/**
 * Whether a visitor may still request the call starting at `start` (as written by `slotId`): one the
 * page offers now, or one it offered when loaded a while ago that is still `acceptedNoticeMinutes`
 * ahead. Whether someone else requested it first is WordPress's to answer.
 */
export function isRequestable(
  start: string,
  {
    hours,
    rules,
    now,
    acceptedNoticeMinutes,
  }: {
    hours: Pick<OpeningHours, 'days' | 'opens' | 'closes' | 'timeZone'>;
    rules: CallRules;
    now: number;
    acceptedNoticeMinutes: number;
  },
): boolean {
  const offered = (leadMinutes: number) =>
    offeredSlots({ hours, rules: { ...rules, leadMinutes }, now }).some((slot) => slot.start === start);
  return offered(rules.leadMinutes) || offered(acceptedNoticeMinutes);
}
