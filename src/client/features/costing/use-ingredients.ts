import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Ingredient,
  IngredientBody,
  IngredientListSchema,
  IngredientPatch,
  PriceHistorySchema,
} from '../../../common/costing/schema.ts';
import { api } from '../../lib/api.ts';
import { costingKeys } from './query-keys.ts';

type IngredientList = z.infer<typeof IngredientListSchema>;
type PriceHistory = z.infer<typeof PriceHistorySchema>;

export function useIngredients() {
  return useQuery({
    queryKey: costingKeys.ingredients,
    queryFn: () => api.get<IngredientList>('/api/admin/ingredients'),
  });
}

export function usePriceHistory(id: number | null) {
  return useQuery({
    queryKey: costingKeys.priceHistory(id ?? 0),
    queryFn: () => api.get<PriceHistory>(`/api/admin/ingredients/${id}/price-history`),
    enabled: id !== null,
  });
}

/** Any ingredient change refreshes every costing answer: a price reaches each dish that uses it. */
function useRefreshCosting() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: costingKeys.all });
}

export function useCreateIngredient() {
  const refresh = useRefreshCosting();
  return useMutation({
    mutationFn: (body: IngredientBody) => api.post<Ingredient>('/api/admin/ingredients', body),
    onSuccess: refresh,
  });
}

export function useUpdateIngredient() {
  const refresh = useRefreshCosting();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: IngredientPatch }) =>
      api.patch<Ingredient>(`/api/admin/ingredients/${id}`, patch),
    onSuccess: refresh,
  });
}

export function useDeleteIngredient() {
  const refresh = useRefreshCosting();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/admin/ingredients/${id}`),
    onSuccess: refresh,
  });
}
