import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDiscountCodeBody,
  DiscountCode,
  UpdateDiscountCodeBody,
} from '../../../common/discounts/schema.ts';
import { api } from '../../lib/api.ts';
import { qrCodeKeys } from '../qr-codes/query-keys.ts';
import { discountKeys } from './query-keys.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: discountKeys.codes,
    queryFn: () => api.get<DiscountCode[]>('/api/discount-codes'),
  });
}

/** A code's active state also decides whether its QR shows publicly, so both lists refresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [discountKeys.codes, qrCodeKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateDiscountCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateDiscountCodeBody) => api.post<DiscountCode>('/api/discount-codes', body),
    onSuccess: refresh,
  });
}

export function useUpdateDiscountCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDiscountCodeBody & { id: number }) =>
      api.patch<DiscountCode>(`/api/discount-codes/${id}`, body),
    onSuccess: refresh,
  });
}
