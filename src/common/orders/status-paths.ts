import { ORDER_STATUSES, type OrderStatus, type OrderType, STATUS_LABELS } from './schema.ts';

/** How an order reaches its customer. */
type Fulfilment = 'pickup' | 'delivery';

/**
 * A dinner order is picked up at the kitchen; a catering order is delivered to its event. (If checkout
 * comes to offer catering pickup, this is the one place that learns it.)
 */
function fulfilmentOf(order: { type: OrderType }): Fulfilment {
  return order.type === 'dinner' ? 'pickup' : 'delivery';
}

/** The step where the food changes hands, by fulfilment. */
const HANDOFF_STATUS: Record<Fulfilment, OrderStatus> = {
  pickup: 'ready',
  delivery: 'out_for_delivery',
};

/** The statuses an order of this kind can have, in their order: a pickup is never out for delivery. */
export function statusesFor(order: { type: OrderType }): OrderStatus[] {
  const own = HANDOFF_STATUS[fulfilmentOf(order)];
  const handoffs: OrderStatus[] = Object.values(HANDOFF_STATUS);
  return ORDER_STATUSES.filter((status) => status === own || !handoffs.includes(status));
}

/** Why this status does not fit the order's kind, in the owner's words, or null. */
export function statusProblem(order: { type: OrderType }, status: OrderStatus): string | null {
  if (statusesFor(order).includes(status)) return null;
  const own = STATUS_LABELS[HANDOFF_STATUS[fulfilmentOf(order)]];
  return `A ${fulfilmentOf(order)} order is never "${STATUS_LABELS[status]}"; choose "${own}".`;
}
