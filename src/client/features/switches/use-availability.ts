import { useQuery } from '@tanstack/react-query';
import { addDays, businessClock } from '../../../common/business-time.ts';
import type { Availability } from '../../../common/switches/schema.ts';
import { closedMessage, fullyBookedMessage } from '../../../common/switches/text.ts';
import { api } from '../../lib/api.ts';
import { switchKeys } from './query-keys.ts';

/** How far ahead date fields look for blackout and fully booked dates. */
const DAYS_AHEAD = 400;

/** What a booking's date is for: events fill up per day; dinner pickups per slot (not shown per day). */
export type BookingKind = 'event' | 'dinner';

/**
 * The dates a booking form must refuse (GET /api/availability, in business dates): `problem` gives
 * the message the server would answer for a chosen date, `closedReason` the short reason a calendar
 * shows on a disabled day.
 */
export function useAvailability(kind: BookingKind = 'event') {
  const today = businessClock(new Date()).date;
  const query = useQuery({
    queryKey: switchKeys.availabilityFrom(today),
    queryFn: () => api.get<Availability>(`/api/availability?from=${today}&to=${addDays(today, DAYS_AHEAD)}`),
    staleTime: 60_000,
  });
  const data = query.data;
  const blockedOn = (date: string) => data?.blocked.find((b) => b.date === date);
  const isFull = (date: string) => kind === 'event' && (data?.full.includes(date) ?? false);
  return {
    problem(date: string | null | undefined): string | null {
      if (!date) return null;
      const blocked = blockedOn(date);
      if (blocked) return closedMessage(date, blocked.reason);
      return isFull(date) ? fullyBookedMessage(date) : null;
    },
    closedReason(date: string): string | null {
      const blocked = blockedOn(date);
      if (blocked) return blocked.reason ? `Closed: ${blocked.reason}` : 'Closed';
      return isFull(date) ? 'Fully booked' : null;
    },
  };
}

/** The check of `useAvailability` alone, for forms that only need the message. */
export function useDateProblem(
  kind: BookingKind = 'event',
): (date: string | null | undefined) => string | null {
  return useAvailability(kind).problem;
}
