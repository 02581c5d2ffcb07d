import { describe, expect, it } from 'vitest';
import { addDays, businessInstant } from '../../src/common/business-time.ts';
import { weekdayOf } from '../../src/common/offer/pickup-hours.ts';
import { pickupProblem } from '../../src/common/orders/schedule.ts';
import { closedPickupDay, DEFAULT_PICKUP_HOURS, nextPickup, pickupDays } from '../helpers/pickup.ts';

// Every weekday of a week that crosses a month end (Saturday 2026-11-28 to Friday 2026-12-04), at
// midday and late at night: the pickups the tests place are always ones the server takes.
const CLOCKS = Array.from({ length: 7 }, (_, i) => addDays('2026-11-28', i)).flatMap((date) => [
  businessInstant(date, '12:00'),
  businessInstant(date, '23:50'),
]);

describe('tests/helpers/pickup.ts', () => {
  it.each(CLOCKS.map((now) => [now.toISOString(), now] as const))(
    'at %s finds pickups the server accepts, and a day without pickups',
    (_label, now) => {
      const days = pickupDays({ now });
      expect(days.length).toBeGreaterThanOrEqual(8);
      for (const nth of [0, 1, 2, 3]) {
        for (const slot of [0, 1, 2, 3, -1]) {
          const { pickupDate, pickupTime } = nextPickup({ nth, slot, now });
          expect(pickupProblem(pickupDate, pickupTime, now, DEFAULT_PICKUP_HOURS)).toBeNull();
        }
      }
      const closed = closedPickupDay({ now });
      expect(['sunday', 'monday']).toContain(weekdayOf(closed));
      expect(pickupProblem(closed, '16:00', now, DEFAULT_PICKUP_HOURS)?.field).toBe('pickupDate');
    },
  );
});
