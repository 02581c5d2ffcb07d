import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  dinnerSlots,
  earliestStartDate,
  eventDateProblem,
  firstPickupDate,
  isWithinDinnerHours,
  PAST_DATE_MESSAGE,
  pickupProblem,
  startDateProblem,
} from './schedule.ts';

// 2025-07-01 15:00 in Philadelphia (EDT, UTC-4).
const summerAfternoon = new Date('2025-07-01T19:00:00Z');

describe('dinner pickup', () => {
  it('offers pickups every 15 minutes from 5pm to 10pm', () => {
    const slots = dinnerSlots();
    expect(slots[0]).toBe('17:00');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(21);
    expect(isWithinDinnerHours('16:59')).toBe(false);
    expect(isWithinDinnerHours('22:01')).toBe(false);
    expect(isWithinDinnerHours('10:00')).toBe(false);
  });

  it('offers only times at least 30 minutes away, and tomorrow once the evening is over', () => {
    const evening = new Date('2025-07-01T23:40:00Z'); // 19:40 in Philadelphia
    expect(availableSlots('2025-07-01', evening)[0]).toBe('20:15');
    expect(firstPickupDate(evening)).toBe('2025-07-01');
    const late = new Date('2025-07-02T01:45:00Z'); // 21:45
    expect(availableSlots('2025-07-01', late)).toEqual([]);
    expect(firstPickupDate(late)).toBe('2025-07-02');
  });

  it('explains why a pickup cannot be taken', () => {
    expect(pickupProblem('2025-07-01', '18:00', summerAfternoon)).toBeNull();
    expect(pickupProblem('2025-06-30', '18:00', summerAfternoon)?.field).toBe('pickupDate');
    expect(pickupProblem('2025-07-30', '18:00', summerAfternoon)?.field).toBe('pickupDate');
    expect(pickupProblem('2025-07-01', '12:00', summerAfternoon)?.message).toBe(
      'Pickup is between 5:00 PM and 10:00 PM',
    );
    const evening = new Date('2025-07-01T22:10:00Z'); // 18:10
    expect(pickupProblem('2025-07-01', '18:30', evening)?.field).toBe('pickupTime');
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
