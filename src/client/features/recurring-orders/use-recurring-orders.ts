import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCalendarDate } from '../../../common/business-time.ts';
import type {
  CreateRecurringOrder,
  RecurringOrder,
  UpdateRecurringOrder,
} from '../../../common/recurring-orders.ts';
import { api } from '../../lib/api.ts';

const KEY = ['subscriptions'] as const;

export function useRecurringOrders() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<RecurringOrder[]>('/api/subscriptions') });
}

export function useCreateRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecurringOrder) => api.post<RecurringOrder>('/api/subscriptions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useUpdateRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRecurringOrder }) =>
      api.patch<RecurringOrder>(`/api/subscriptions/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      // Skipping or cancelling may withdraw an order already placed.
      void queryClient.invalidateQueries({ queryKey: ['tracker'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

export function formatDay(date: string, style: 'full' | 'medium' = 'full'): string {
  return formatCalendarDate(date, { dateStyle: style });
}
