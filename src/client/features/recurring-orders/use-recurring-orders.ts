import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCalendarDate } from '../../../common/business-time.ts';
import type {
  CreateRecurringOrder,
  RecurringOrder,
  UpdateRecurringOrder,
} from '../../../common/recurring-orders.ts';
import { api } from '../../lib/api.ts';
import { orderKeys } from '../orders/query-keys.ts';
import { trackerKeys } from '../tracker/query-keys.ts';
import { recurringOrderKeys } from './query-keys.ts';

export function useRecurringOrders() {
  return useQuery({
    queryKey: recurringOrderKeys.all,
    queryFn: () => api.get<RecurringOrder[]>('/api/subscriptions'),
  });
}

export function useCreateRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRecurringOrder) => api.post<RecurringOrder>('/api/subscriptions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringOrderKeys.all }),
  });
}

export function useUpdateRecurringOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateRecurringOrder }) =>
      api.patch<RecurringOrder>(`/api/subscriptions/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recurringOrderKeys.all });
      // Skipping or cancelling may withdraw an order already placed.
      void queryClient.invalidateQueries({ queryKey: trackerKeys.mine });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export function formatDay(date: string, style: 'full' | 'medium' = 'full'): string {
  return formatCalendarDate(date, { dateStyle: style });
}
