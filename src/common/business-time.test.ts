import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  businessClock,
  businessInstant,
  formatCalendarDate,
  formatDateTime,
  formatEventDate,
  formatShortDate,
  formatTime12,
  fromBusinessInputValue,
  toBusinessInputValue,
  WEEKDAYS,
} from './business-time.ts';
import { leadTimeProblem, soonestEventStart } from './lead-time.ts';
import { availableSlots, earliestStartDate } from './orders/schedule.ts';

const EVERY_EVENING = WEEKDAYS.map((day) => ({ day, from: '17:00', to: '22:00' }));

// In 2025 the clocks in Philadelphia go forward on March 9 (02:00 EST → 03:00 EDT)
// and back on November 2 (02:00 EDT → 01:00 EST).

describe('the business clock', () => {
  it('reads America/New_York whatever the machine zone', () => {
    expect(businessClock(new Date('2025-07-01T19:00:00Z'))).toEqual({
      date: '2025-07-01',
      time: '15:00',
      day: 'tuesday',
    });
    expect(businessClock(new Date('2025-01-15T03:30:00Z'))).toEqual({
      date: '2025-01-14',
      time: '22:30',
      day: 'tuesday',
    });
  });

  it('follows the clock change in spring and autumn', () => {
    expect(businessClock(new Date('2025-03-09T06:59:00Z')).time).toBe('01:59');
    expect(businessClock(new Date('2025-03-09T07:00:00Z')).time).toBe('03:00');
    expect(businessClock(new Date('2025-11-02T05:30:00Z')).time).toBe('01:30');
    expect(businessClock(new Date('2025-11-02T06:30:00Z')).time).toBe('01:30');
    expect(businessClock(new Date('2025-11-02T07:30:00Z')).time).toBe('02:30');
  });

  it('turns a Philadelphia date and time into the instant, on both sides of a change', () => {
    expect(businessInstant('2025-07-01', '18:30').toISOString()).toBe('2025-07-01T22:30:00.000Z');
    expect(businessInstant('2025-01-10', '18:30').toISOString()).toBe('2025-01-10T23:30:00.000Z');
    expect(businessInstant('2025-03-08', '19:00').toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(businessInstant('2025-03-09', '19:00').toISOString()).toBe('2025-03-09T23:00:00.000Z');
    expect(businessInstant('2025-11-01', '19:00').toISOString()).toBe('2025-11-01T23:00:00.000Z');
    expect(businessInstant('2025-11-02', '19:00').toISOString()).toBe('2025-11-03T00:00:00.000Z');
  });

  it('round-trips a date-and-time input on the business clock', () => {
    expect(fromBusinessInputValue('2031-01-10T18:00')).toBe('2031-01-10T23:00:00.000Z');
    expect(fromBusinessInputValue('2031-07-10T18:00')).toBe('2031-07-10T22:00:00.000Z');
    expect(toBusinessInputValue(new Date('2031-07-10T22:00:00.000Z'))).toBe('2031-07-10T18:00');
    expect(toBusinessInputValue(new Date('2025-03-09T07:00:00Z'))).toBe('2025-03-09T03:00');
    expect(fromBusinessInputValue('not a date')).toBeNull();
  });

  it('counts calendar days across a clock change', () => {
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});

describe('dates in words', () => {
  it('says the business-time date and time, or TBD', () => {
    expect(formatEventDate('2031-06-14T22:00:00.000Z')).toBe('Saturday, June 14, 2031 at 6:00 PM');
    // 02:00 UTC on the 15th is still the evening of the 14th in Philadelphia.
    expect(formatShortDate('2031-06-15T02:00:00.000Z')).toBe('Jun 14, 2031');
    expect(formatEventDate(null)).toBe('TBD');
    expect(formatShortDate('garbage')).toBe('TBD');
    expect(formatDateTime('2025-01-15T03:30:00Z')).toBe('Jan 14, 2025, 10:30 PM');
  });

  it('names a calendar date as the same day in every zone', () => {
    expect(formatCalendarDate('2025-05-02', { dateStyle: 'full' })).toBe('Friday, May 2, 2025');
    expect(formatCalendarDate('2025-11-02', { weekday: 'long', month: 'long', day: 'numeric' })).toBe(
      'Sunday, November 2',
    );
  });

  it('writes times the American way', () => {
    expect(formatTime12('17:00')).toBe('5:00 PM');
    expect(formatTime12('00:15')).toBe('12:15 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
  });
});

describe('lead times across a clock change', () => {
  afterEach(() => vi.useRealTimers());

  const lead = { minLeadHours: 24, recommendedLeadHours: 72 };

  it('a quote needs 24 real hours, which is 23 on the clock the night the clocks go forward', () => {
    const now = new Date('2025-03-08T23:00:00Z'); // Saturday 18:00 EST
    expect(soonestEventStart(lead, now).toISOString()).toBe('2025-03-09T23:00:00.000Z'); // Sunday 19:00 EDT
    const sixPm = new Date(fromBusinessInputValue('2025-03-09T18:00')!);
    const sevenPm = new Date(fromBusinessInputValue('2025-03-09T19:00')!);
    expect(leadTimeProblem(lead, { startsAt: sixPm }, now)).toBe(
      'Please book at least 24 hours ahead (we recommend at least 72 hours).',
    );
    expect(leadTimeProblem(lead, { startsAt: sevenPm }, now)).toBeNull();
  });

  it('a quote needs 24 real hours, which is 25 on the clock the night the clocks go back', () => {
    const now = new Date('2025-11-01T22:00:00Z'); // Saturday 18:00 EDT
    expect(toBusinessInputValue(soonestEventStart(lead, now))).toBe('2025-11-02T17:00');
  });

  it('dinner pickups keep 30 minutes and recurring orders start tomorrow across the change', () => {
    // Saturday 21:40 EST: the last slot (22:00) is still 20 minutes away, too soon.
    expect(availableSlots('2025-03-08', new Date('2025-03-09T02:40:00Z'), EVERY_EVENING)).toEqual([]);
    // Sunday 17:20 EDT: 18:00 onwards.
    expect(availableSlots('2025-03-09', new Date('2025-03-09T21:20:00Z'), EVERY_EVENING)[0]).toBe('18:00');
    // Saturday 23:30 EDT is already Sunday in UTC; tomorrow is still Sunday.
    expect(earliestStartDate(new Date('2025-11-02T03:30:00Z'))).toBe('2025-11-02');
  });
});
