import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderFilters, orderListQuery } from '../../../common/orders/list-filters.ts';
import type { Reorder } from '../../../common/orders/reorder.ts';
import type { Order, OrderList, OrderStatus } from '../../../common/orders/schema.ts';
import type { OrderOfflinePaymentBody, Payment } from '../../../common/payments.ts';
import { api } from '../../lib/api.ts';
import { refreshAttention } from '../../lib/attention-key.ts';
import { orderKeys } from './query-keys.ts';

export const PAGE_SIZE = 10;

/** One page of orders under the filters (the server filters: no screen loads every order). */
export function useOrders(page: number, filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.list(page, filters),
    queryFn: () => api.get<OrderList>(`/api/orders?${orderListQuery(page, PAGE_SIZE, filters)}`),
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
    mutationFn: ({
      id,
      status,
      notifyCustomer,
    }: {
      id: number;
      status: OrderStatus;
      notifyCustomer: boolean;
    }) => api.patch<Order>(`/api/orders/${id}/status`, { status, notifyCustomer }),
    // A confirmed order leaves New Orders: the dashboard card and the sidebar badge drop with the list.
    onSuccess: () => {
      void refreshAttention(queryClient);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** The owner records an order paid by check, cash or transfer (what it still owes). */
export function useRecordOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number } & OrderOfflinePaymentBody) =>
      api.post<Payment>(`/api/orders/${id}/payments/offline`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** "Order again": the order's dishes at today's prices, and those no longer on the menu. */
export function useReorder() {
  return useMutation({
    mutationFn: (id: number) => api.post<Reorder>(`/api/orders/${id}/reorder`),
  });
}
