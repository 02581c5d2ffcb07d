import type { BusinessIdentity } from '../../../common/business.ts';
import { businessInstant } from '../../../common/business-time.ts';
import { addressText } from '../../../common/offer/text.ts';
import type { Order } from '../../../common/orders/schema.ts';
import { deliveryAddressText, fulfilmentText, isDelivered } from '../../../common/orders/time-windows.ts';
import type { InviteEvent } from '../invites/index.ts';

/** A dinner pickup is a moment at the counter: the invite holds a quarter of an hour for it. */
const PICKUP_MINUTES = 15;

/** '12:00-14:00' on the order's date: the delivery or pickup window on the business's clock. */
function windowOn(date: string, window: string | null): InviteEvent['when'] {
  const [from, to] = (window ?? '').split('-');
  if (!from || !to) return { date };
  return { start: businessInstant(date, from), end: businessInstant(date, to) };
}

/**
 * The calendar invite of an order's confirmation (issue 40 §4): a dinner pickup at its time at the
 * business's address, a catering order in its delivery (or pickup) window, at the delivery address
 * or the business's. As in its mails, what a visitor typed (the address) goes only to an address
 * that is proven theirs (`typed`). None without an email or a date.
 */
export function orderInvite(order: Order, business: BusinessIdentity, typed: boolean): InviteEvent | null {
  if (!order.email) return null;
  const questions = `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`;
  const items = order.items.map((line) => `${line.quantity} x ${line.name}`);
  const attendee = { name: order.customerName, email: order.email };
  if (order.type === 'dinner') {
    if (!order.pickupAt) return null;
    const start = new Date(order.pickupAt);
    return {
      kind: 'order',
      id: order.id,
      when: { start, end: new Date(start.getTime() + PICKUP_MINUTES * 60_000) },
      location: addressText(business) || null,
      summary: `Dinner pickup ${order.orderNumber} - ${business.name}`,
      description: [`Dinner pickup order ${order.orderNumber}`, '', ...items, '', questions].join('\n'),
      attendee,
    };
  }
  if (!order.eventDate) return null;
  const delivered = isDelivered(order);
  const location = delivered
    ? typed
      ? deliveryAddressText(order)
      : null
    : order.fulfilment
      ? addressText(business) || null
      : typed
        ? order.eventLocation
        : null;
  return {
    kind: 'order',
    id: order.id,
    when: windowOn(order.eventDate, order.timeWindow),
    location,
    summary: `Catering order ${order.orderNumber} - ${business.name}`,
    description: [
      `Catering order ${order.orderNumber}${order.fulfilment ? `: ${fulfilmentText(order)}` : ''}`,
      '',
      ...items,
      '',
      questions,
    ].join('\n'),
    attendee,
  };
}
