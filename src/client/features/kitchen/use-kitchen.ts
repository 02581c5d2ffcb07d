import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreparedBody, PrepSheet } from '../../../common/kitchen/schema.ts';
import type { Order, OrderStatus } from '../../../common/orders/schema.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { calendarKeys } from '../calendar/query-keys.ts';
import { orderKeys } from '../orders/query-keys.ts';
import { kitchenKeys } from './query-keys.ts';

/** How often a kitchen screen asks again: a dish marked on one screen shows on the others within this. */
const KITCHEN_REFRESH_MS = 5_000;

/**
 * One day's prep sheet. No placeholder while another day loads: the previous day's dishes used to stay
 * on screen under the new day's title, and a tap on one marked the new day (the mutation's date) a dish
 * that day may not have, while its box, drawn from the other day's sheet with nothing in the cache to
 * update, did not move. The skeleton shows until the day's own sheet is in.
 */
export function usePrepSheet(date: string) {
  return useQuery({
    queryKey: kitchenKeys.prep(date),
    queryFn: () => api.get<PrepSheet>(`/api/kitchen/prep?date=${date}`),
    refetchInterval: KITCHEN_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Marks a dish prepared (or not) at once on this screen, then on the server for the others. */
export function useMarkPrepared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreparedBody) => api.put<PreparedBody>('/api/kitchen/prepared', body),
    onMutate: async (body) => {
      const key = kitchenKeys.prep(body.date);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PrepSheet>(key);
      if (before) {
        queryClient.setQueryData<PrepSheet>(key, {
          ...before,
          dishes: before.dishes.map((d) =>
            d.menuItemId === body.menuItemId ? { ...d, prepared: body.prepared } : d,
          ),
        });
      }
      return { before, key };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: kitchenKeys.prep(body.date) }),
  });
}

/** Moves an order to its next status through the orders' own status route. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      api.patch<Order>(`/api/orders/${id}/status`, { status }),
    onSuccess: () => {
      void refreshAttention(queryClient);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
