// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openingHoursFrom } from '@/src/config/opening-hours';
import { calls } from '@/src/config/calls';
import { openingHours as agencyHours } from '@/src/config/site';
import { sameClockAsAgency, slotDays, slotLabel, zonePlace } from './slot-days';
import { offeredSlots, slotId } from './slots';

const hours = openingHoursFrom(null, agencyHours);
const ist = (local: string) => Date.parse(`${local}+05:30`);
const starts = (nowIst: string) =>
  offeredSlots({ hours, rules: calls, now: ist(nowIst) }).map((slot) => slot.start);
/** Every choice of the days, by its start. */
const choices = (days: ReturnType<typeof slotDays>) =>
  new Map(days.flatMap((day) => day.slots.map((slot) => [slot.start, { ...slot, day: day.label }] as const)));

describe('slotDays', () => {
  it('groups by the agency’s day and names IST alone when no other clock is known', () => {
    const days = slotDays(starts('2026-11-30T08:00'));
    expect(days).toHaveLength(10);
    expect(days[0]).toMatchObject({
      key: '2026-11-30',
      label: 'Mon 30 Nov',
      longLabel: 'Monday 30 November',
    });
    expect(days[0]!.slots[0]).toEqual({
      start: '2026-11-30T04:30:00Z',
      time: '10:00',
      agencyTime: '10:00',
      label: 'Mon 30 Nov, 10:00 IST',
    });
    expect(days[0]!.slots.map((s) => s.time).at(-1)).toBe('18:00');
    // An Indian visitor's browser may name the older alias; the clock is the same.
    expect(slotDays(starts('2026-11-30T08:00'), 'Asia/Calcutta')).toEqual(days);
  });

  it('regroups by the visitor’s day in New York, a day behind for the morning calls', () => {
    const days = slotDays(starts('2026-11-30T08:00'), 'America/New_York');
    const byStart = choices(days);
    // 10:00 IST on Monday is 23:30 on Sunday in New York (EST, UTC-5).
    expect(days[0]).toMatchObject({ key: '2026-11-29', label: 'Sun 29 Nov' });
    expect(days[0]!.slots).toHaveLength(1);
    expect(byStart.get(slotId(ist('2026-11-30T10:00')))).toMatchObject({
      day: 'Sun 29 Nov',
      time: '23:30',
      agencyTime: '10:00',
      label: 'Sun 29 Nov, 23:30 your time (10:00 IST)',
    });
    // Monday in New York: Monday's IST afternoon (00:00-07:30) and Tuesday's first IST call.
    expect(days[1]!.slots.map((s) => s.time)).toEqual([
      ...Array.from(
        { length: 16 },
        (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      ),
      '23:30',
    ]);
    expect(days.flatMap((day) => day.slots)).toHaveLength(170);
  });

  it('follows the end of summer time in New York: the same IST call moves an hour on the visitor’s clock', () => {
    // US summer time ends at 02:00 on Sunday 1 November 2026.
    const byStart = choices(slotDays(starts('2026-10-29T08:00'), 'America/New_York'));
    expect(byStart.get(slotId(ist('2026-10-30T10:00')))).toMatchObject({
      day: 'Fri 30 Oct',
      time: '00:30',
      label: 'Fri 30 Oct, 00:30 your time (10:00 IST)',
    });
    expect(byStart.get(slotId(ist('2026-11-02T10:00')))).toMatchObject({
      day: 'Sun 1 Nov',
      time: '23:30',
      label: 'Sun 1 Nov, 23:30 your time (10:00 IST)',
    });
  });

  it('follows summer time in London and Sydney, and a zone ahead of IST', () => {
    // UK summer time ends on Sunday 25 October 2026; Sydney's begins on Sunday 4 October 2026.
    const london = choices(slotDays(starts('2026-10-22T08:00'), 'Europe/London'));
    expect(london.get(slotId(ist('2026-10-23T15:00')))?.label).toBe(
      'Fri 23 Oct, 10:30 your time (15:00 IST)',
    );
    expect(london.get(slotId(ist('2026-10-26T15:00')))?.label).toBe(
      'Mon 26 Oct, 09:30 your time (15:00 IST)',
    );
    const sydney = choices(slotDays(starts('2026-10-01T08:00'), 'Australia/Sydney'));
    expect(sydney.get(slotId(ist('2026-10-02T10:00')))?.label).toBe('Fri 2 Oct, 14:30 your time (10:00 IST)');
    expect(sydney.get(slotId(ist('2026-10-05T10:00')))?.label).toBe('Mon 5 Oct, 15:30 your time (10:00 IST)');
    const dubai = choices(slotDays(starts('2026-11-30T08:00'), 'Asia/Dubai'));
    expect(dubai.get(slotId(ist('2026-11-30T18:00')))?.label).toBe('Mon 30 Nov, 16:30 your time (18:00 IST)');
  });
});

describe('a visitor’s clock', () => {
  it('is the agency’s only when every time and day reads the same', () => {
    const all = starts('2026-11-30T08:00');
    expect(sameClockAsAgency(all, 'Asia/Kolkata')).toBe(true);
    expect(sameClockAsAgency(all, 'Asia/Colombo')).toBe(true);
    expect(sameClockAsAgency(all, 'Asia/Kathmandu')).toBe(false);
    expect(slotLabel(all[0]!, 'Asia/Kathmandu', false)).toBe('Mon 30 Nov, 10:15 your time (10:00 IST)');
  });

  it('is named by its place', () => {
    expect(zonePlace('America/New_York')).toBe('New York');
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zonePlace('UTC')).toBe('UTC');
  });
});
