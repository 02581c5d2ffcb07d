import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../business-time.ts';
import { DEFAULT_OFFER } from '../offer/defaults.ts';
import {
  availableSlots,
  earliestStartDate,
  eventDateProblem,
  firstPickupDate,
  PAST_DATE_MESSAGE,
  pickupDayProblem,
  pickupProblem,
  pickupSlots,
  startDateProblem,
} from './schedule.ts';

// 2025-07-01 (a Tuesday) 15:00 in Philadelphia (EDT, UTC-4).
const summerAfternoon = new Date('2025-07-01T19:00:00Z');
/** Pickups every evening from 5pm to 10pm. */
const EVERY_EVENING = WEEKDAYS.map((day) => ({ day, from: '17:00', to: '22:00' }));
const DEFAULT_HOURS = DEFAULT_OFFER.dinnerPickup.hours;

describe('dinner pickup', () => {
  it("offers pickups every 15 minutes through the day's pickup window", () => {
    const slots = pickupSlots('2025-07-01', EVERY_EVENING);
    expect(slots[0]).toBe('17:00');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(21);
    // The defaults: Tuesday to Friday 4-6 PM, Saturday 2-4 PM, none on Sunday and Monday.
    expect(pickupSlots('2025-07-01', DEFAULT_HOURS)).toEqual([
      '16:00',
      '16:15',
      '16:30',
      '16:45',
      '17:00',
      '17:15',
      '17:30',
      '17:45',
      '18:00',
    ]);
    expect(pickupSlots('2025-07-05', DEFAULT_HOURS)[0]).toBe('14:00');
    expect(pickupSlots('2025-07-06', DEFAULT_HOURS)).toEqual([]);
    expect(pickupSlots('2025-07-07', DEFAULT_HOURS)).toEqual([]);
    expect(pickupDayProblem('2025-07-06', DEFAULT_HOURS)).toBe('No dinner pickups on Sundays');
  });

  it('offers only times at least 30 minutes away, and the next pickup day once the day is over', () => {
    const evening = new Date('2025-07-01T23:40:00Z'); // 19:40 in Philadelphia
    expect(availableSlots('2025-07-01', evening, EVERY_EVENING)[0]).toBe('20:15');
    expect(firstPickupDate(evening, EVERY_EVENING)).toBe('2025-07-01');
    const late = new Date('2025-07-02T01:45:00Z'); // 21:45
    expect(availableSlots('2025-07-01', late, EVERY_EVENING)).toEqual([]);
    expect(firstPickupDate(late, EVERY_EVENING)).toBe('2025-07-02');
    // Saturday 15:40: past the last default slot (16:00 is 20 minutes away); Sunday and Monday closed.
    expect(firstPickupDate(new Date('2025-07-05T19:40:00Z'), DEFAULT_HOURS)).toBe('2025-07-08');
  });

  it('explains why a pickup cannot be taken', () => {
    expect(pickupProblem('2025-07-01', '18:00', summerAfternoon, EVERY_EVENING)).toBeNull();
    expect(pickupProblem('2025-06-30', '18:00', summerAfternoon, EVERY_EVENING)?.field).toBe('pickupDate');
    expect(pickupProblem('2025-07-30', '18:00', summerAfternoon, EVERY_EVENING)?.field).toBe('pickupDate');
    expect(pickupProblem('2025-07-01', '12:00', summerAfternoon, EVERY_EVENING)?.message).toBe(
      'On Tuesdays pickup is between 5:00 PM and 10:00 PM',
    );
    expect(pickupProblem('2025-07-01', '17:10', summerAfternoon, EVERY_EVENING)?.field).toBe('pickupTime');
    expect(pickupProblem('2025-07-01', '20:00', summerAfternoon, DEFAULT_HOURS)?.message).toBe(
      'On Tuesdays pickup is between 4:00 PM and 6:00 PM',
    );
    expect(pickupProblem('2025-07-06', '15:00', summerAfternoon, DEFAULT_HOURS)).toEqual({
      field: 'pickupDate',
      message: 'No dinner pickups on Sundays',
    });
    const evening = new Date('2025-07-01T22:10:00Z'); // 18:10
    expect(pickupProblem('2025-07-01', '18:30', evening, EVERY_EVENING)?.field).toBe('pickupTime');
  });
});

describe('catering event dates', () => {
  it("are any day from today in Philadelphia up to the 2-year horizon (the lead time is the admin's)", () => {
    expect(eventDateProblem('2025-06-30', summerAfternoon)).toBe(PAST_DATE_MESSAGE);
    expect(eventDateProblem('2025-07-01', summerAfternoon)).toBeNull();
    expect(eventDateProblem('2028-01-01', summerAfternoon)).toBe(
      'Please choose a date within the next 2 years.',
    );
  });

  it('start a recurring order tomorrow in Philadelphia', () => {
    expect(earliestStartDate(new Date('2025-07-02T02:00:00Z'))).toBe('2025-07-02'); // still July 1 at 22:00
    expect(startDateProblem('2025-07-01', summerAfternoon)).toBe('Choose a date from tomorrow on');
    expect(startDateProblem('2025-07-02', summerAfternoon)).toBeNull();
    expect(startDateProblem('2028-01-01', summerAfternoon)).toBe(
      'Please choose a date within the next 2 years.',
    );
  });
});
