import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrder, PlaceOrderBody } from '../../../common/orders/schema.ts';
import { api } from '../../lib/api.ts';
import { orderKeys } from '../orders/query-keys.ts';

/** The spec's checkout shows a 2-second processing state; the real order is placed meanwhile. */
const PROCESSING_MS = 2000;

/**
 * The processing wait: the spec's 2 seconds, unless the page was given another before it ran
 * (`window.__CATERING_PROCESSING_MS__`; the browser journeys set 0 so they never sit waiting).
 */
function processingMs(): number {
  const configured = (globalThis as { __CATERING_PROCESSING_MS__?: unknown }).__CATERING_PROCESSING_MS__;
  return typeof configured === 'number' && configured >= 0 ? configured : PROCESSING_MS;
}

export function usePlaceOrder(minimumMs?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PlaceOrderBody) => {
      const [order] = await Promise.all([
        api.post<PlacedOrder>('/api/orders', body),
        new Promise((resolve) => setTimeout(resolve, minimumMs ?? processingMs())),
      ]);
      return order;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
