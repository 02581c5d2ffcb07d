import { describe, expect, it } from 'vitest';
import { occurrenceDates } from './recurring-orders.ts';

describe('occurrenceDates', () => {
  it('starts on the first matching weekday on or after the start date', () => {
    // 2026-03-04 is a Wednesday; the first Friday is 2026-03-06.
    expect(
      occurrenceDates(
        { frequency: 'weekly', weekday: 'friday', startDate: '2026-03-04' },
        '2026-03-01',
        '2026-03-20',
      ),
    ).toEqual(['2026-03-06', '2026-03-13', '2026-03-20']);
  });

  it('keeps the two-week rhythm when the window starts later', () => {
    expect(
      occurrenceDates(
        { frequency: 'biweekly', weekday: 'friday', startDate: '2026-03-06' },
        '2026-03-15',
        '2026-04-10',
      ),
    ).toEqual(['2026-03-20', '2026-04-03']);
  });

  it('keeps the weekday place in the month, a fifth weekday becoming the fourth', () => {
    // 2026-01-29 is the fifth Thursday of January.
    expect(
      occurrenceDates(
        { frequency: 'monthly', weekday: 'thursday', startDate: '2026-01-29' },
        '2026-01-01',
        '2026-04-30',
      ),
    ).toEqual(['2026-01-29', '2026-02-26', '2026-03-26', '2026-04-23']);
    // The second Tuesday stays the second Tuesday, across the new year.
    expect(
      occurrenceDates(
        { frequency: 'monthly', weekday: 'tuesday', startDate: '2026-12-08' },
        '2026-12-01',
        '2027-02-28',
      ),
    ).toEqual(['2026-12-08', '2027-01-12', '2027-02-09']);
  });
});
