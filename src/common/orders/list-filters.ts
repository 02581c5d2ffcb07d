import { addDays, businessClock } from '../business-time.ts';
import type { OrderStatus } from './schema.ts';

/** The owner's filters of the orders list, as the screen holds them and GET /api/orders reads them. */
export type OrderFilters = {
  q: string;
  from: string | null;
  to: string | null;
  status: OrderStatus | null;
  fulfilment: 'delivery' | 'pickup' | null;
  paid: 'true' | 'false' | null;
};

export const NO_ORDER_FILTERS: OrderFilters = {
  q: '',
  from: null,
  to: null,
  status: null,
  fulfilment: null,
  paid: null,
};

/** The date ranges the owner picks most, on the business's clock; "custom" types its own dates. */
export const DATE_RANGES = ['today', 'this-week', 'this-month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  today: 'Today',
  'this-week': 'This week',
  'this-month': 'This month',
};

/**
 * A named range as from/to dates. The owner's week is today and the six days after: what is still to
 * cook and hand over (a calendar week would hold only past days on a Sunday).
 */
export function dateRange(range: DateRange, now: Date): { from: string; to: string } {
  const today = businessClock(now).date;
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'this-week':
      return { from: today, to: addDays(today, 6) };
    case 'this-month': {
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const month = today.slice(0, 8);
      return { from: `${month}01`, to: `${month}${String(last).padStart(2, '0')}` };
    }
  }
}

/** The named range these dates are, if any. */
export function rangeOf(filters: Pick<OrderFilters, 'from' | 'to'>, now: Date): DateRange | null {
  return (
    DATE_RANGES.find((range) => {
      const r = dateRange(range, now);
      return r.from === filters.from && r.to === filters.to;
    }) ?? null
  );
}

/** The query string of GET /api/orders for a page of these filters (empty filters left out). */
export function orderListQuery(page: number, pageSize: number, filters: OrderFilters): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const key of ['from', 'to', 'status', 'fulfilment', 'paid'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}
