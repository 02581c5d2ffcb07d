/**
 * The truck's week in Philadelphia time: where it is now, today and next. No zod here, so the public
 * food truck page loads none (src/common/truck.ts holds the schemas and re-exports this).
 */
import type { TruckLocation, TruckSchedule, TruckStop } from './truck.ts';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
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
export const TRUCK_TIME_ZONE = 'America/New_York';
export const TRUCK_MAX_STOPS = 40;

/** Demo schedule: lunch stops on the days the kitchen is open, a Saturday market. */
export const DEFAULT_TRUCK_SCHEDULE: TruckSchedule = {
  homeBase: '1450 Example Avenue, Philadelphia, PA 19123',
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

const DAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Weekday, date and HH:MM of an instant in the truck's time zone. */
export function businessClock(now: Date): { day: Weekday; date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TRUCK_TIME_ZONE,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: WEEKDAYS[DAY_INDEX[parts.weekday!] ?? 0]!,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

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

/** "11:00" → "11:00 AM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
