import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Fulfilment } from '../../../common/bill/types.ts';
import type { Estimate, EstimateBody } from '../../../common/orders/schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { orderKeys } from '../orders/query-keys.ts';

export type BillChoices = {
  fulfilment: Fulfilment;
  deliveryZip: string;
  gratuityPercent: number;
  /** Not part of the bill, but chosen in the same panel: when and where the food is handed over. */
  timeWindow: string | null;
  deliveryAddress: string;
};

/**
 * The server's bill for the cart and the customer's choices, asked again as they change (a ZIP once it
 * has five digits). The previous bill stays shown while the next one is on its way.
 */
export function useEstimate(items: EstimateBody['items'], choices: BillChoices, discountCode: string | null) {
  const zipReady = /^\d{5}$/.test(choices.deliveryZip.trim());
  const body: EstimateBody = {
    items,
    fulfilment: choices.fulfilment,
    ...(choices.fulfilment === 'delivery' ? { deliveryZip: choices.deliveryZip.trim() } : {}),
    ...(discountCode ? { discountCode } : {}),
    gratuityPercent: choices.gratuityPercent,
  };
  const query = useQuery({
    queryKey: orderKeys.estimate(body),
    queryFn: () => api.post<Estimate>('/api/orders/estimate', body),
    enabled: items.length > 0 && (choices.fulfilment === 'pickup' || zipReady),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  const fieldErrors = query.error instanceof ApiError ? query.error.fieldErrors : {};
  const waitingForZip = choices.fulfilment === 'delivery' && !zipReady;
  return {
    bill: query.isError || waitingForZip ? null : (query.data?.bill ?? null),
    zipError: query.isError ? fieldErrors.deliveryZip : undefined,
    error: query.isError ? (query.error as Error) : null,
    waitingForZip,
  };
}
