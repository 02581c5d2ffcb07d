import { businessClock, formatCalendarDate } from '../business-time.ts';
import { ORDER_STATUSES, type OrderStatus, type OrderType, STATUS_LABELS } from './schema.ts';

/** How an order reaches its customer. */
export type Fulfilment = 'pickup' | 'delivery';

/** What the paths need to know of an order. */
type PathOrder = { type: OrderType; fulfilment?: Fulfilment | null };

/**
 * A dinner order is picked up at the kitchen; a catering order goes the way checkout said (delivery
 * when it said nothing: orders placed before checkout asked).
 */
export function fulfilmentOf(order: PathOrder): Fulfilment {
  if (order.type === 'dinner') return 'pickup';
  return order.fulfilment ?? 'delivery';
}

/** The step where the food changes hands, by fulfilment. */
const HANDOFF_STATUS: Record<Fulfilment, OrderStatus> = {
  pickup: 'ready',
  delivery: 'out_for_delivery',
};

/** The statuses an order of this kind can have, in their order: a pickup is never out for delivery. */
export function statusesFor(order: PathOrder): OrderStatus[] {
  const own = HANDOFF_STATUS[fulfilmentOf(order)];
  const handoffs: OrderStatus[] = Object.values(HANDOFF_STATUS);
  return ORDER_STATUSES.filter((status) => status === own || !handoffs.includes(status));
}

/** Who moves the order: the owner (any status of its path) or the crew (forward, confirmed orders). */
export type StatusActor = 'admin' | 'staff';

/** The statuses the crew works through: the kitchen's and the driver's steps. */
const CREW_PATH: readonly OrderStatus[] = [
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
];

/**
 * Where an order may go next. An admin may set any status of the order's path (taking a step back
 * included); staff move only a confirmed order forward along it, never to confirmed or cancelled
 * (issue 34 §7: staff took an unconfirmed order straight to completed).
 */
export function nextStatuses(order: PathOrder & { status: OrderStatus }, actor: StatusActor): OrderStatus[] {
  const path = statusesFor(order);
  if (actor === 'admin') return path.filter((status) => status !== order.status);
  if (!CREW_PATH.includes(order.status) || order.status === 'completed') return [];
  const own = path.filter((status) => CREW_PATH.includes(status));
  return own.slice(own.indexOf(order.status) + 1);
}

/** The business day an order is for: its event date, or its pickup's day. */
export function orderDate(order: {
  eventDate: string | null;
  pickupAt: string | Date | null;
}): string | null {
  if (order.eventDate) return order.eventDate;
  return order.pickupAt ? businessClock(new Date(order.pickupAt)).date : null;
}

const listed = (statuses: OrderStatus[]) => statuses.map((s) => `"${STATUS_LABELS[s]}"`).join(', ');

/**
 * Why this move is refused, in the owner's words (naming where the order may go instead), or null.
 * Setting the status an order already has is no move and never refused.
 */
export function statusRefusal(
  order: PathOrder & { status: OrderStatus; eventDate: string | null; pickupAt: string | Date | null },
  status: OrderStatus,
  actor: StatusActor,
  now: Date,
): string | null {
  if (status === order.status) return null;
  const allowed = nextStatuses(order, actor);
  if (!allowed.includes(status)) {
    const from = `From "${STATUS_LABELS[order.status]}"`;
    const next =
      allowed.length > 0 ? `${from} it can go to ${listed(allowed)}.` : `${from} staff cannot move it.`;
    if (!statusesFor(order).includes(status)) {
      return `A ${fulfilmentOf(order)} order is never "${STATUS_LABELS[status]}". ${next}`;
    }
    if (actor === 'staff' && allowed.length === 0 && order.status === 'received') {
      return 'Staff move only confirmed orders: an admin confirms this order first.';
    }
    return `${actor === 'staff' ? 'Staff cannot set' : 'This order cannot go to'} "${STATUS_LABELS[status]}". ${next}`;
  }
  const day = orderDate(order);
  if (status === 'completed' && day !== null && day > businessClock(now).date) {
    const when = formatCalendarDate(day, { dateStyle: 'medium' });
    return `This order is for ${when}: it can be marked "Completed" on that day or after.`;
  }
  return null;
}
