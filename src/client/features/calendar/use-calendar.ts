import { useQuery } from '@tanstack/react-query';
import type { Calendar } from '../../../common/calendar/schema.ts';
import { api } from '../../lib/api.ts';
import { calendarKeys } from './query-keys.ts';

/** The calendar's days from `from` to `to`; refreshed every minute so a wall screen stays current. */
export function useCalendar(from: string, to: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: calendarKeys.range(from, to),
    queryFn: () => api.get<Calendar>(`/api/calendar?from=${from}&to=${to}`),
    refetchInterval: 60_000,
    placeholderData: (previous) => previous,
  });
}
