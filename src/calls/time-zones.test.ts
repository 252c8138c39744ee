// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTimeZone, offsetMinutes, wallClock, zonedTime } from './time-zones';

describe('wall-clock time in a time zone', () => {
  it('reads and writes IST, which has no summer time', () => {
    const instant = Date.parse('2026-12-02T04:30:00Z');
    expect(wallClock(instant, 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 12,
      day: 2,
      hour: 10,
      minute: 0,
      weekday: 2,
    });
    expect(zonedTime({ year: 2026, month: 12, day: 2, hour: 10, minute: 0 }, 'Asia/Kolkata')).toBe(instant);
    expect(offsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
  });

  it('resolves the hour New York repeats to its first occurrence, and the hour it skips to after the gap', () => {
    // 1 November 2026: 01:00-02:00 happens twice (EDT, then EST).
    expect(
      new Date(
        zonedTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, 'America/New_York'),
      ).toISOString(),
    ).toBe('2026-11-01T05:30:00.000Z');
    // 8 March 2026: 02:00-03:00 does not happen.
    expect(
      new Date(
        zonedTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York'),
      ).toISOString(),
    ).toBe('2026-03-08T07:30:00.000Z');
    expect(offsetMinutes(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(Date.parse('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('knows zone names the runtime knows, and nothing else', () => {
    for (const zone of ['Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'Asia/Kolkata;drop', '../../etc/passwd', 'a'.repeat(80)])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});
