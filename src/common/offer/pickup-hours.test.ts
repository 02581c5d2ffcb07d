import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../business-defaults.ts';
import { DEFAULT_OFFER } from './defaults.ts';
import {
  pickupHoursProblem,
  pickupHoursText,
  postedDays,
  postedIntervals,
  weekdayOf,
} from './pickup-hours.ts';
import { OfferSchema } from './schema.ts';

describe('posted business hours, read', () => {
  it('reads the days an owner types', () => {
    expect(postedDays('Tuesday - Friday')).toEqual(['tuesday', 'wednesday', 'thursday', 'friday']);
    expect(postedDays('Saturday')).toEqual(['saturday']);
    expect(postedDays('Sunday - Monday')).toEqual(['sunday', 'monday']);
    expect(postedDays('Mon–Wed, Fri')).toEqual(['monday', 'tuesday', 'wednesday', 'friday']);
    expect(postedDays('Daily')).toHaveLength(7);
    expect(postedDays('Holidays')).toBeNull();
  });

  it('reads the times an owner types, and none in words', () => {
    expect(postedIntervals('9:00 AM - 6:00 PM')).toEqual([{ from: 540, to: 1080 }]);
    expect(postedIntervals('11am-2pm, 5pm-10pm')).toEqual([
      { from: 660, to: 840 },
      { from: 1020, to: 1320 },
    ]);
    expect(postedIntervals('09:00 - 18:00')).toEqual([{ from: 540, to: 1080 }]);
    expect(postedIntervals('9 - 6 PM')).toEqual([{ from: 540, to: 1080 }]);
    expect(postedIntervals('5:00 PM - 12:00 AM')).toEqual([{ from: 1020, to: 1440 }]);
    expect(postedIntervals('Events only')).toEqual([]);
  });
});

describe('pickup hours against the business hours', () => {
  const hours = DEFAULT_BUSINESS.hours;

  it('the defaults fit the default business hours', () => {
    expect(pickupHoursProblem(DEFAULT_OFFER.dinnerPickup.hours, hours)).toBeNull();
  });

  it('refuses pickups after closing, naming the day and the posted hours', () => {
    expect(pickupHoursProblem([{ day: 'tuesday', from: '17:00', to: '22:00' }], hours)).toBe(
      'Pickup hours on Tuesday (5:00 PM to 10:00 PM) are outside the business hours (Tuesday - Friday: 9:00 AM - 6:00 PM). Change the pickup hours or the business hours.',
    );
  });

  it('refuses pickups on a day posted as events only, or not posted at all', () => {
    expect(pickupHoursProblem([{ day: 'sunday', from: '12:00', to: '13:00' }], hours)).toContain(
      'Pickup hours on Sunday (12:00 PM to 1:00 PM) are outside the business hours (Sunday - Monday: Events only)',
    );
    const weekdays = [{ days: 'Monday - Friday', time: '9:00 AM - 6:00 PM' }];
    expect(pickupHoursProblem([{ day: 'saturday', from: '12:00', to: '13:00' }], weekdays)).toContain(
      'they do not open on Saturday',
    );
  });

  it('checks nothing when no hours are posted', () => {
    expect(pickupHoursProblem([{ day: 'sunday', from: '20:00', to: '22:00' }], [])).toBeNull();
  });

  it('states the pickup hours in words, like days together', () => {
    expect(pickupHoursText(DEFAULT_OFFER.dinnerPickup.hours)).toBe(
      'Tuesday to Friday 4:00 PM to 6:00 PM; Saturday 2:00 PM to 4:00 PM',
    );
    expect(
      pickupHoursText([
        { day: 'saturday', from: '17:00', to: '21:00' },
        { day: 'friday', from: '17:00', to: '21:00' },
      ]),
    ).toBe('Friday and Saturday 5:00 PM to 9:00 PM');
  });

  it('knows the weekday of a date across a month end', () => {
    expect(weekdayOf('2026-11-28')).toBe('saturday');
    expect(weekdayOf('2026-12-01')).toBe('tuesday');
  });
});

describe('the pickup hours setting', () => {
  const withPickup = (hours: unknown) => ({ ...DEFAULT_OFFER, dinnerPickup: { hours } });

  it('reads an offer saved before it with the default pickup hours', () => {
    const { dinnerPickup: _none, ...older } = DEFAULT_OFFER;
    expect(OfferSchema.parse(older).dinnerPickup).toEqual(DEFAULT_OFFER.dinnerPickup);
  });

  it('refuses times off the quarter hour, windows that end before they start, a day twice', () => {
    expect(OfferSchema.safeParse(withPickup([{ day: 'friday', from: '16:10', to: '18:00' }])).success).toBe(
      false,
    );
    expect(OfferSchema.safeParse(withPickup([{ day: 'friday', from: '18:00', to: '16:00' }])).success).toBe(
      false,
    );
    const twice = [
      { day: 'friday', from: '16:00', to: '17:00' },
      { day: 'friday', from: '17:00', to: '18:00' },
    ];
    expect(OfferSchema.safeParse(withPickup(twice)).success).toBe(false);
    expect(OfferSchema.safeParse(withPickup([])).success).toBe(false);
    expect(
      OfferSchema.safeParse(withPickup([{ day: 'friday', from: '16:00', to: '18:00', extra: 1 }])).success,
    ).toBe(false);
  });
});
