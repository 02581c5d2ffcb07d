import type { OrderStatus, OrderType } from '../orders/schema.ts';
import { type Fulfilment, type StatusActor, statusesFor, statusRefusal } from '../orders/status-paths.ts';

/** A day's order as the kitchen's screen knows it: its calendar entry and the day it is on. */
type KitchenOrder = { type: OrderType; fulfilment?: Fulfilment; status: string; date: string };

/**
 * The one step the kitchen's screen offers an order: the next status on its own path (a pickup's
 * "Ready", never "Out for Delivery"), and only when the server would take it from this person today
 * (staff move confirmed orders only; "Completed" waits for the order's day). The path and the refusal
 * are the orders' own rule (common/orders/status-paths.ts), so the button never earns a 409.
 */
export function nextStatus(order: KitchenOrder, actor: StatusActor, now: Date): OrderStatus | null {
  const status = order.status as OrderStatus;
  const path: OrderStatus[] = statusesFor(order).filter((s) => s !== 'cancelled');
  const at = path.indexOf(status);
  const next = at === -1 ? undefined : path[at + 1];
  if (!next) return null;
  const refused = statusRefusal(
    { ...order, status, eventDate: order.date, pickupAt: null },
    next,
    actor,
    now,
  );
  return refused ? null : next;
}
