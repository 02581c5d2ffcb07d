import { useQuery } from '@tanstack/react-query';
import type { ShoppingList } from '../../../common/costing/schema.ts';
import { api } from '../../lib/api.ts';
import { kitchenKeys } from './query-keys.ts';

/** The list's address, as JSON or as the printable PDF and the CSV download. */
export function shoppingListUrl(from: string, to: string, format?: 'pdf' | 'csv'): string {
  return `/api/kitchen/shopping-list?from=${from}&to=${to}${format ? `&format=${format}` : ''}`;
}

/** What to buy for the bookings of from..to; asked only for a range the server takes. */
export function useShoppingList(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: kitchenKeys.shoppingList(from, to),
    queryFn: () => api.get<ShoppingList>(shoppingListUrl(from, to)),
    enabled,
  });
}
