/**
 * The truck's week in Philadelphia time: where it is now, today and next. No zod here, so the public
 * food truck page loads none (src/common/truck.ts holds the schemas and re-exports this).
 */
import { addDays, BUSINESS_TIME_ZONE, businessClock, WEEKDAYS, type Weekday } from './business-time.ts';
import type { TruckLocation, TruckSchedule, TruckStop } from './truck.ts';

export { WEEKDAYS, type Weekday };

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The truck's schedule is kept in business time: Philadelphia. */
const TRUCK_TIME_ZONE = BUSINESS_TIME_ZONE;
export const TRUCK_MAX_STOPS = 40;

/**
 * Demo schedule: lunch stops on the days the kitchen is open, a Saturday market. The stops are real
 * public places; the home base names no street, as the demo business has no address of its own
 * (a made-up one would send visitors to someone else's door).
 */
export const DEFAULT_TRUCK_SCHEDULE: TruckSchedule = {
  homeBase: 'Our kitchen in Philadelphia, PA',
  stops: [
    {
      day: 'tuesday',
      place: 'JFK Plaza (LOVE Park)',
      address: '1599 John F Kennedy Blvd, Philadelphia, PA 19102',
      start: '11:00',
      end: '14:00',
    },
    {
      day: 'wednesday',
      place: 'University City',
      address: '3401 Walnut St, Philadelphia, PA 19104',
      start: '11:00',
      end: '14:30',
    },
    {
      day: 'thursday',
      place: 'Navy Yard',
      address: '4747 S Broad St, Philadelphia, PA 19112',
      start: '11:30',
      end: '14:00',
    },
    {
      day: 'friday',
      place: 'Fishtown',
      address: '1300 Frankford Ave, Philadelphia, PA 19125',
      start: '11:00',
      end: '14:00',
    },
    {
      day: 'friday',
      place: 'Fishtown after work',
      address: '1300 Frankford Ave, Philadelphia, PA 19125',
      start: '17:00',
      end: '20:00',
    },
    {
      day: 'saturday',
      place: 'Manayunk Main Street',
      address: '4312 Main St, Philadelphia, PA 19127',
      start: '10:00',
      end: '15:00',
    },
  ],
};

/** Stops in week order (Monday first), then by start time. */
export function sortStops(stops: TruckStop[]): TruckStop[] {
  return [...stops].sort(
    (a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.start.localeCompare(b.start),
  );
}

/** Where the truck is now, what is on today and the next stop, from the weekly schedule. */
export function truckLocation(schedule: TruckSchedule, now: Date): TruckLocation {
  const clock = businessClock(now);
  const stops = sortStops(schedule.stops);
  const today = stops.filter((s) => s.day === clock.day);
  const current = today.find((s) => s.start <= clock.time && clock.time < s.end) ?? null;
  let next: TruckLocation['next'] = null;
  const todayIndex = WEEKDAYS.indexOf(clock.day);
  for (let offset = 0; offset < 8 && !next; offset++) {
    const day = WEEKDAYS[(todayIndex + offset) % 7]!;
    const candidate = stops.find((s) => s.day === day && (offset > 0 || s.start > clock.time));
    if (candidate) next = { stop: candidate, date: addDays(clock.date, offset) };
  }
  const laterToday = today.some((s) => s.start > clock.time);
  return {
    address: current?.address ?? schedule.homeBase,
    status: current ? 'serving' : laterToday ? 'later-today' : 'closed-today',
    current,
    next,
    today,
    todayName: clock.day,
    schedule: stops,
    homeBase: schedule.homeBase,
    timeZone: TRUCK_TIME_ZONE,
  };
}
