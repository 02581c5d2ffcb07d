import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderBody } from '../../../common/orders.ts';
import { api } from '../../lib/api.ts';

/** The spec's checkout shows a 2-second processing state; the real order is placed meanwhile. */
export const PROCESSING_MS = 2000;

export function usePlaceOrder(minimumMs = PROCESSING_MS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlaceOrderBody) => {
      const [order] = await Promise.all([
        api.post<Order>('/api/orders', body),
        new Promise((resolve) => setTimeout(resolve, minimumMs)),
      ]);
      return order;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
