import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DishCost, DishCostListSchema, Recipe, RecipeBody } from '../../../common/costing/schema.ts';
import { ApiError, api } from '../../lib/api.ts';
import { costingKeys } from './query-keys.ts';

type DishCostList = z.infer<typeof DishCostListSchema>;

/**
 * A dish's recipe; null when it has none yet. A dish without one may be answered with no lines or a
 * 404: the editor starts empty either way (the dish itself is on the manager's list).
 */
export function useRecipe(menuItemId: number | null) {
  return useQuery({
    queryKey: costingKeys.recipe(menuItemId ?? 0),
    queryFn: async () => {
      try {
        return await api.get<Recipe>(`/api/menu-items/${menuItemId}/recipe`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: menuItemId !== null,
  });
}

/** The dish's food cost per size, as the server works it out from the saved recipe. */
export function useDishCost(menuItemId: number | null) {
  return useQuery({
    queryKey: costingKeys.dishCost(menuItemId ?? 0),
    queryFn: () => api.get<DishCost>(`/api/menu-items/${menuItemId}/cost`),
    enabled: menuItemId !== null,
  });
}

/** Every dish's cost in one request: the menu manager's food cost lines and "Dishes over target". */
export function useDishCosts() {
  return useQuery({
    queryKey: costingKeys.dishCosts,
    queryFn: () => api.get<DishCostList>('/api/admin/dish-costs'),
  });
}

export function useSaveRecipe(menuItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipeBody) => api.put<Recipe>(`/api/menu-items/${menuItemId}/recipe`, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(costingKeys.recipe(menuItemId), saved);
      await queryClient.invalidateQueries({ queryKey: costingKeys.all });
    },
  });
}
