import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reorder } from '../../../common/orders/reorder.ts';
import type { Order, OrderList, OrderStatus } from '../../../common/orders/schema.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { orderKeys } from './query-keys.ts';

export const PAGE_SIZE = 10;

export function useOrders(page: number, status: OrderStatus | null) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (status) params.set('status', status);
  return useQuery({
    queryKey: orderKeys.list(page, status),
    queryFn: () => api.get<OrderList>(`/api/orders?${params.toString()}`),
    placeholderData: keepPreviousData,
    // Orders arrive while the page is open; an admin expects to see them without a reload.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** One order (the calendar and the kitchen link to it as /orders?order=ID). */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => api.get<Order>(`/api/orders/${id}`),
    enabled: id !== null,
  });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) =>
      api.patch<Order>(`/api/orders/${id}/status`, { status }),
    // A confirmed order leaves New Orders: the dashboard card and the sidebar badge drop with the list.
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** "Order again": the order's dishes at today's prices, and those no longer on the menu. */
export function useReorder() {
  return useMutation({
    mutationFn: (id: number) => api.post<Reorder>(`/api/orders/${id}/reorder`),
  });
}
