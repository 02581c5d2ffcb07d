import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * The day's prep sheet, with the marks still on their way to the server drawn over it.
 *
 * Issue 34 §8 (the staff journey's "Clicking the checkbox did not change its state"): two races made a
 * tick not show. (1) After a change of day the previous day's dishes stayed on screen while the new
 * day loaded, their checkboxes live: a tick there marked the dish for the new day, found no sheet of
 * that day to update, and the box sprang back. The sheet of another day is no longer shown: the
 * skeleton is, until the chosen day's sheet arrives. (2) The 5-second refresh could answer while a
 * mark was still being saved, with the sheet from before it, and untick the box until the next
 * refresh. A pending mark now wins over whatever the sheet says until the server has answered it.
 */
export function usePrepSheet(date: string) {
  const sheet = useQuery({
    queryKey: kitchenKeys.prep(date),
    queryFn: () => api.get<PrepSheet>(`/api/kitchen/prep?date=${date}`),
    refetchInterval: KITCHEN_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const pending = useMutationState({
    filters: { mutationKey: kitchenKeys.prepared(), status: 'pending' },
    select: (mutation) => mutation.state.variables as PreparedBody | undefined,
  });
  const marks = new Map(
    pending.flatMap((body) =>
      body && body.date === date ? [[body.menuItemId, body.prepared] as const] : [],
    ),
  );
  const data =
    sheet.data && marks.size > 0
      ? {
          ...sheet.data,
          dishes: sheet.data.dishes.map((d) =>
            d.menuItemId !== null && marks.has(d.menuItemId)
              ? { ...d, prepared: marks.get(d.menuItemId)! }
              : d,
          ),
        }
      : sheet.data;
  return { ...sheet, data };
}

/** Marks a dish prepared (or not) at once on this screen, then on the server for the others. */
export function useMarkPrepared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: kitchenKeys.prepared(),
    mutationFn: (body: PreparedBody) => api.put<PreparedBody>('/api/kitchen/prepared', body),
    onMutate: async (body) => {
      const key = kitchenKeys.prep(body.date);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PrepSheet>(key);
      if (before) queryClient.setQueryData<PrepSheet>(key, withMark(before, body));
      return { before, key };
    },
    // What the server stored stays on screen until the refetch below replaces the whole sheet (a
    // refresh started before the save may answer after it; invalidating cancels it).
    onSuccess: (saved, body) => {
      const current = queryClient.getQueryData<PrepSheet>(kitchenKeys.prep(body.date));
      if (current) queryClient.setQueryData<PrepSheet>(kitchenKeys.prep(body.date), withMark(current, saved));
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: kitchenKeys.prep(body.date) }),
  });
}

function withMark(sheet: PrepSheet, mark: PreparedBody): PrepSheet {
  return {
    ...sheet,
    dishes: sheet.dishes.map((d) =>
      d.menuItemId === mark.menuItemId ? { ...d, prepared: mark.prepared } : d,
    ),
  };
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
