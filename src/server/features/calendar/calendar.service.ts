import { businessClock } from '../../../common/business-time.ts';
import { type Calendar, type CalendarEntry, datesFrom } from '../../../common/calendar/schema.ts';
import type { Database } from '../../db/connect.ts';
import type { BookingRules } from '../switches/booking-rules.ts';
import { type Booking, loadBookings } from './bookings.ts';

/** Bookings with a time first, by time; those known only by their day after them. */
const byTime = (a: { time: string | null }, b: { time: string | null }) =>
  (a.time ?? '99:99').localeCompare(b.time ?? '99:99');

function toEntry(booking: Booking): CalendarEntry {
  const items = booking.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    kind: booking.kind,
    id: booking.id,
    number: booking.number,
    time: booking.time,
    until: booking.until,
    name: booking.name,
    status: booking.status,
    tentative: booking.tentative,
    ...(booking.fulfilment ? { fulfilment: booking.fulfilment } : {}),
    ...(booking.guests !== undefined ? { guests: booking.guests } : {}),
    ...(booking.kind !== 'event' ? { items } : {}),
  };
}

export function createCalendarService(deps: { db: Database; bookingRules: BookingRules; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Each business date from `from` to `to` with its bookings, blackout and events against the limit. */
    async get(from: string, to: string): Promise<Calendar> {
      const capacity = await deps.bookingRules.capacity(from, to);
      const bookings = await loadBookings(deps.db, {
        from,
        to,
        today: businessClock(now()).date,
        blackouts: new Set(capacity.blackouts.keys()),
      });
      return {
        days: datesFrom(from, to).map((date) => ({
          date,
          blackout: capacity.blackouts.has(date),
          blackoutReason: capacity.blackouts.get(date) ?? null,
          capacity: {
            used: capacity.used.get(date) ?? 0,
            limit: capacity.limit,
            pending: capacity.pending.get(date) ?? 0,
          },
          entries: bookings
            .filter((b) => b.date === date)
            .sort(byTime)
            .map(toEntry),
        })),
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
