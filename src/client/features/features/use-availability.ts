import { useQuery } from '@tanstack/react-query';
import { addDays, businessClock } from '../../../common/business-time.ts';
import type { Availability } from '../../../common/features.ts';
import { longDate } from '../../../common/features-text.ts';
import { api } from '../../lib/api.ts';

/** How far ahead date fields look for blackout and fully booked dates. */
const DAYS_AHEAD = 400;

/**
 * The dates a booking form must refuse (GET /api/availability), as a check for a 'YYYY-MM-DD'
 * business date: the message the server would answer, or null while the date is open.
 */
export function useDateProblem(): (date: string | null | undefined) => string | null {
  const today = businessClock(new Date()).date;
  const query = useQuery({
    queryKey: ['availability', today],
    queryFn: () => api.get<Availability>(`/api/availability?from=${today}&to=${addDays(today, DAYS_AHEAD)}`),
    staleTime: 60_000,
  });
  return (date) => {
    if (!date || !query.data) return null;
    const blocked = query.data.blocked.find((b) => b.date === date);
    if (blocked) {
      const why = blocked.reason ? ` (${blocked.reason})` : '';
      return `We are closed on ${longDate(date)}${why}. Please choose another date.`;
    }
    if (query.data.full.includes(date)) {
      return `We are fully booked on ${longDate(date)}. Please choose another date.`;
    }
    return null;
  };
}
