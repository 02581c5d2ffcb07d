import type { OrderFilters } from '../../../common/orders/list-filters.ts';
import type { OrderStatus } from '../../../common/orders/schema.ts';

const ALL = ['orders'] as const;

/** The orders feature's query keys; invalidating `all` refreshes every list, order and estimate. */
export const orderKeys = {
  all: ALL,
  list: (page: number, filters: OrderFilters) => [...ALL, page, filters] as const,
  one: (id: number | null) => [...ALL, 'one', id] as const,
  /** The crew's view of the orders, without money (GET /api/kitchen/orders). */
  crewList: (page: number, status: OrderStatus | null) => [...ALL, 'crew', page, status] as const,
  crewOne: (id: number | null) => [...ALL, 'crew', 'one', id] as const,
  /** The checkout's price of a cart (POST /api/orders/estimate). */
  estimate: (body: unknown) => [...ALL, 'estimate', body] as const,
  /** The phone-order screen's client lookup (GET /api/admin/clients/search). */
  clientSearch: (search: string) => [...ALL, 'client-search', search] as const,
};
