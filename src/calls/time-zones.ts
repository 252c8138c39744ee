/**
 * Wall-clock time in any IANA time zone with nothing but Intl (no date library): what a clock in
 * `timeZone` shows at an instant, and the instant a clock there shows a given time. Both follow the
 * zone's daylight-saving rules as the runtime's time-zone data knows them. Client-safe and small:
 * the call picker uses it in the browser for the visitor's own zone.
 */

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Monday ... 6 Sunday. */
  weekday: number;
};

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What a clock in `timeZone` shows at `instant` (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
export function offsetMinutes(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows the given date and time: a time that occurs twice (the
 * hour repeated when summer time ends) its first occurrence; a time skipped when summer time begins,
 * the instant the clock showed one offset-change later (02:30 on a night that skips 02:00-03:00 is
 * 03:30).
 */
export function zonedTime(
  { year, month, day, hour, minute }: Omit<WallClock, 'weekday'>,
  timeZone: string,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  const second = asUtc - offsetMinutes(first, timeZone) * 60_000;
  const shows = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return clock.day === day && clock.hour === hour && clock.minute === minute;
  };
  const matching = [first, second].filter(shows);
  return matching.length ? Math.min(...matching) : Math.max(first, second);
}

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
