import type { BusinessIdentity } from '../../../common/business.ts';
import { formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';
import type { Order } from '../../../common/orders/schema.ts';
import { isDelivered } from '../../../common/orders/time-windows.ts';
import type { TextRequest } from '../texts/index.ts';

/** Every text ends so: carriers expect the way out in the text itself. */
const OPT_OUT = 'Reply STOP to opt out.';

function day(order: Order): string {
  if (order.type === 'dinner' && order.pickupAt)
    return formatBusiness(order.pickupAt, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  return order.eventDate
    ? formatCalendarDate(order.eventDate, { weekday: 'short', month: 'short', day: 'numeric' })
    : '';
}

/**
 * The customer's text for an order's new status (issue 40 §1), beside its status mail: confirmed,
 * out for delivery, ready for pickup; no text for the other steps. Sent to the order's phone, once per
 * order and step.
 */
export function orderStatusText(order: Order, business: BusinessIdentity): TextRequest | null {
  const base = { userId: order.userId, phone: order.phone, recordKey: `order:${order.id}` };
  const name = business.name;
  const when = day(order);
  switch (order.status) {
    case 'confirmed':
      return {
        ...base,
        reason: 'order-confirmed',
        body: `${name}: your order ${order.orderNumber} is confirmed${when ? ` for ${when}` : ''}. ${OPT_OUT}`,
      };
    case 'out_for_delivery':
      return {
        ...base,
        reason: 'order-out-for-delivery',
        body: `${name}: your order ${order.orderNumber} is out for delivery and on its way. ${OPT_OUT}`,
      };
    case 'ready':
      // A delivered order's "ready" is the kitchen's step; the customer hears when it leaves.
      if (order.type === 'catering' && isDelivered(order)) return null;
      return {
        ...base,
        reason: 'order-ready-for-pickup',
        body: `${name}: your order ${order.orderNumber} is ready for pickup${business.address ? ` at ${business.address}` : ''}. ${OPT_OUT}`,
      };
    default:
      return null;
  }
}
