// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openingHoursFrom } from '@/src/config/opening-hours';
import { calls } from '@/src/config/calls';
import { openingHours as agencyHours } from '@/src/config/site';
import { isRequestable, offeredSlots, slotId } from './slots';

const hours = openingHoursFrom(null, agencyHours);
/** An instant given as IST wall-clock time. */
const ist = (local: string) => Date.parse(`${local}+05:30`);
/** A start as the site writes it, from IST wall-clock time. */
const start = (local: string) => slotId(ist(local));
const days = (slots: { start: string }[]) => [
  ...new Set(slots.map((s) => new Date(Date.parse(s.start) + 5.5 * 3_600_000).toISOString().slice(0, 10))),
];

describe('offeredSlots', () => {
  it('offers every half hour from opening to the last one that ends by closing, on the next ten open days', () => {
    // Monday 30 November 2026, 08:00 IST: the whole day is still ahead.
    const slots = offeredSlots({ hours, rules: calls, now: ist('2026-11-30T08:00') });
    expect(slots[0]).toEqual({ start: '2026-11-30T04:30:00Z', end: '2026-11-30T05:00:00Z' });
    expect(slots.filter((s) => s.start.startsWith('2026-11-30')).map((s) => s.start)).toHaveLength(17);
    expect(slots.at(-1)).toEqual({ start: start('2026-12-10T18:00'), end: start('2026-12-10T18:30') });
    // Sunday 6 December is closed; ten open days end on Thursday 10 December.
    expect(days(slots)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ]);
    expect(slots).toHaveLength(170);
  });

  it('keeps the lead time, and counts today only while it still has a time', () => {
    const afternoon = offeredSlots({ hours, rules: calls, now: ist('2026-11-30T15:45') });
    expect(afternoon[0]!.start).toBe(start('2026-11-30T18:00'));
    expect(days(afternoon)).toHaveLength(10);
    expect(days(afternoon).at(-1)).toBe('2026-12-10');

    const evening = offeredSlots({ hours, rules: calls, now: ist('2026-11-30T16:01') });
    expect(evening[0]!.start).toBe(start('2026-12-01T10:00'));
    expect(days(evening)).toHaveLength(10);
    expect(days(evening).at(-1)).toBe('2026-12-11');

    const sunday = offeredSlots({ hours, rules: calls, now: ist('2026-12-06T11:00') });
    expect(sunday[0]!.start).toBe(start('2026-12-07T10:00'));
    for (const slot of sunday) expect(Date.parse(slot.start)).toBeGreaterThan(ist('2026-12-06T13:00'));
  });

  it('leaves out times already requested, and their day stays one of the ten', () => {
    const now = ist('2026-11-30T08:00');
    const all = offeredSlots({ hours, rules: calls, now });
    const firstDay = all.filter((s) => s.start < '2026-11-30T18:30:00Z').map((s) => s.start);
    const taken = new Set([...firstDay, start('2026-12-01T11:30')]);
    const left = offeredSlots({ hours, rules: calls, now, taken });
    expect(left).toHaveLength(all.length - taken.size);
    expect(left.map((s) => s.start)).not.toContain(start('2026-12-01T11:30'));
    expect(days(left).at(-1)).toBe('2026-12-10');
  });

  it('follows the hours editors set: other days, a half-hour opening', () => {
    const weekdays = openingHoursFrom(
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '17:00' },
      agencyHours,
    );
    const slots = offeredSlots({ hours: weekdays, rules: calls, now: ist('2026-12-04T20:00') });
    expect(slots[0]!.start).toBe(start('2026-12-07T09:30'));
    expect(slots.filter((s) => s.start < start('2026-12-08T00:00'))).toHaveLength(15);
    expect(slots.filter((s) => s.start < start('2026-12-08T00:00')).at(-1)!.end).toBe(
      start('2026-12-07T17:00'),
    );
    expect(days(slots)).not.toContain('2026-12-12');
    expect(days(slots)).toHaveLength(10);
  });
});

describe('isRequestable', () => {
  const rules = {
    hours,
    rules: calls,
    now: ist('2026-11-30T08:00'),
    acceptedNoticeMinutes: calls.acceptedNoticeMinutes,
  };

  it('accepts a time the page offers, and one offered a while ago that is still far enough ahead', () => {
    expect(isRequestable(start('2026-12-02T15:30'), rules)).toBe(true);
    expect(isRequestable(start('2026-11-30T10:00'), { ...rules, now: ist('2026-11-30T08:45') })).toBe(true);
  });

  it('refuses what was never offered or is too close', () => {
    for (const refused of [
      start('2026-11-30T10:00').replace(':00Z', ':01Z'),
      start('2026-12-02T10:15'),
      start('2026-12-02T18:30'),
      start('2026-12-02T09:30'),
      start('2026-12-06T11:00'), // Sunday
      start('2026-12-11T10:00'), // the eleventh open day
      start('2026-11-29T10:00'), // the past
      '2026-12-02T10:00:00.000Z',
      'tomorrow',
    ])
      expect(isRequestable(refused, rules), refused).toBe(false);
    expect(isRequestable(start('2026-11-30T10:00'), { ...rules, now: ist('2026-11-30T09:31') })).toBe(false);
  });
});
