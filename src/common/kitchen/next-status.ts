import type { OrderStatus, OrderType } from '../orders/schema.ts';
import { statusesFor } from '../orders/status-paths.ts';

/** The status an order moves to next on the kitchen's screen, or null once it is done (or cancelled). */
export function nextStatus(type: OrderType, status: string): OrderStatus | null {
  const path: OrderStatus[] = statusesFor({ type }).filter((s) => s !== 'cancelled');
  const at = path.indexOf(status as OrderStatus);
  return at === -1 ? null : (path[at + 1] ?? null);
}
