/**
 * Checkout's time windows (issue 26): the offer lists the windows in which food is picked up or
 * delivered, 'HH:MM-HH:MM' on the business clock; a catering order names one of them. No zod here: the
 * mails and the pages import it.
 */

/** '10:00-12:00': two times on the 24-hour clock, the first before the second. */
const TIME_WINDOW_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export const TIME_WINDOW_MESSAGE = 'Choose one of our time windows.';
export const DELIVERY_ADDRESS_MESSAGE = 'Enter the delivery address.';

export function isTimeWindow(value: string): boolean {
  const match = TIME_WINDOW_PATTERN.exec(value);
  if (!match) return false;
  const [, h1, m1, h2, m2] = match;
  return Number(h1) * 60 + Number(m1) < Number(h2) * 60 + Number(m2);
}

/** '14:00' → '2:00 PM'. */
function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '12:00-14:00' → '12:00 PM – 2:00 PM'; anything else is shown as it is. */
export function timeWindowLabel(window: string): string {
  if (!TIME_WINDOW_PATTERN.test(window)) return window;
  const [from = '', to = ''] = window.split('-');
  return `${clockText(from)} – ${clockText(to)}`;
}

type FulfilledOrder = {
  fulfilment: 'pickup' | 'delivery' | null;
  bill: { deliveryZone: string | null };
  deliveryZip: string | null;
  timeWindow: string | null;
};

/**
 * Whether an order is delivered: as checkout chose, or, for orders placed before it said (null), when
 * its bill has a zone or it has a delivery ZIP.
 */
export function isDelivered(order: Omit<FulfilledOrder, 'timeWindow'>): boolean {
  if (order.fulfilment) return order.fulfilment === 'delivery';
  return order.bill.deliveryZone !== null || order.deliveryZip !== null;
}

/**
 * How a catering order's food gets there, in one line: "Delivery, 12:00 PM – 2:00 PM" or "Pickup,
 * 10:00 AM – 12:00 PM" (no window: "Delivery" or "Pickup", as orders placed before windows existed).
 */
export function fulfilmentText(order: FulfilledOrder): string {
  const how = isDelivered(order) ? 'Delivery' : 'Pickup';
  return order.timeWindow ? `${how}, ${timeWindowLabel(order.timeWindow)}` : how;
}

type AddressedOrder = Omit<FulfilledOrder, 'timeWindow'> & {
  deliveryAddress: string | null;
  eventLocation: string | null;
};

/**
 * Where a delivered order goes, in full, as the one text every paper, screen and export shows:
 * the address typed at checkout with its ZIP ("3401 Walnut St, Philadelphia, PA 19104"), the ZIP
 * added only when the address does not already end with it. Orders from before checkout asked for an
 * address (and recurring deliveries) keep it as the event location. Null for a pickup or when nothing
 * was given.
 */
export function deliveryAddressText(order: AddressedOrder): string | null {
  if (!isDelivered(order)) return null;
  const street = (order.deliveryAddress ?? order.eventLocation ?? '').trim();
  const zip = order.deliveryZip?.trim() ?? '';
  if (!street) return zip || null;
  if (!zip || street.includes(zip)) return street;
  // "…, PA" takes the ZIP after a space, as an envelope writes it; anything else after a comma.
  return /\b[A-Z]{2}$/.test(street) ? `${street} ${zip}` : `${street}, ${zip}`;
}
