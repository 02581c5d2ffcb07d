import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDiscountCodeBody,
  DiscountCode,
  UpdateDiscountCodeBody,
} from '../../../common/discounts/schema.ts';
import { api } from '../../lib/api.ts';
import { discountKeys } from './query-keys.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: discountKeys.codes,
    queryFn: () => api.get<DiscountCode[]>('/api/discount-codes'),
  });
}

/**
 * What the screen showing the codes refreshes once one changed: a code's active state also decides
 * whether its QR shows publicly, so the QR codes page passes its list's refresh, and discounts never
 * names the QR codes' data.
 */
export type OnCodesChanged = () => unknown;

/** The codes, and whatever the caller shows of them, refresh after a change. */
function useRefresh(onCodesChanged?: OnCodesChanged) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: discountKeys.codes }), onCodesChanged?.()]);
}

export function useCreateDiscountCode(onCodesChanged?: OnCodesChanged) {
  const refresh = useRefresh(onCodesChanged);
  return useMutation({
    mutationFn: (body: CreateDiscountCodeBody) => api.post<DiscountCode>('/api/discount-codes', body),
    onSuccess: refresh,
  });
}

export function useUpdateDiscountCode(onCodesChanged?: OnCodesChanged) {
  const refresh = useRefresh(onCodesChanged);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDiscountCodeBody & { id: number }) =>
      api.patch<DiscountCode>(`/api/discount-codes/${id}`, body),
    onSuccess: refresh,
  });
}
