import { describe, expect, it } from 'vitest';
import { openingHoursFrom } from './opening-hours';
import { openingHours } from './site';

describe('openingHoursFrom', () => {
  it('writes the agency’s own hours as the site always has', () => {
    const hours = openingHoursFrom(null, openingHours);
    expect([hours.label, hours.closedLabel]).toEqual([
      'Monday-Saturday 10:00 AM - 6:30 PM IST',
      'Sunday closed',
    ]);
    expect(hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });

  it('writes what an editor set: a run of days, separate days, noon and midnight', () => {
    const weekdays = openingHoursFrom(
      { days: ['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:30', closes: '17:00' },
      openingHours,
    );
    expect([weekdays.label, weekdays.closedLabel]).toEqual([
      'Monday-Friday 9:30 AM - 5:00 PM IST',
      'Saturday and Sunday closed',
    ]);
    const some = openingHoursFrom(
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '00:15', closes: '12:00' },
      openingHours,
    );
    expect(some.label).toBe('Monday, Wednesday and Friday 12:15 AM - 12:00 PM IST');
    const always = openingHoursFrom(
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '20:00',
      },
      openingHours,
    );
    expect([always.label, always.closedLabel]).toEqual(['Monday-Sunday 8:00 AM - 8:00 PM IST', '']);
  });

  it('keeps the agency’s own hours when what is stored cannot be shown', () => {
    for (const given of [
      { days: [], opens: '10:00', closes: '18:00' },
      { days: ['Funday'], opens: '10:00', closes: '18:00' },
      { days: ['Monday'], opens: '18:00', closes: '10:00' },
      { days: ['Monday'], opens: '9am', closes: '18:00' },
    ])
      expect(openingHoursFrom(given, openingHours).label).toBe('Monday-Saturday 10:00 AM - 6:30 PM IST');
  });
});
