import { billRows } from '../../../common/bill/text.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessClock, formatBusiness, formatCalendarDate } from '../../../common/business-time.ts';
import { firstName } from '../../../common/customer-name.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { addressText, replyWithin } from '../../../common/offer/text.ts';
import { type Order, orderDiscountLabel, STATUS_LABELS } from '../../../common/orders/schema.ts';
import { deliveryAddressText, fulfilmentText, isDelivered } from '../../../common/orders/time-windows.ts';
import type { MailMessage } from '../../platform/mail.ts';

function formatDate(date: string): string {
  return formatCalendarDate(date, { dateStyle: 'full' });
}

function formatPickup(iso: string): string {
  return formatBusiness(iso, { dateStyle: 'full', timeStyle: 'short' });
}

function lines(order: Order): string[] {
  return order.items.map((line) =>
    line.isMarketPrice
      ? `${line.quantity} x ${line.name}: market price, confirmed when we call`
      : `${line.quantity} x ${line.name}: ${formatCents(toCents(line.lineTotal))}`,
  );
}

/** The bill, row by row, as every page shows it. */
function totalLines(order: Order): string[] {
  const rows = billRows(order.bill, { discountLabel: orderDiscountLabel(order) }).map(
    (row) => `${row.label}: ${row.text}`,
  );
  return order.hasMarketPriceItems ? [...rows, '(plus market-price items, priced when we confirm)'] : rows;
}

/** `typed`: with what the customer typed (the event location); see customerConfirmation. */
function when(order: Order, business: BusinessIdentity, typed = true): string[] {
  if (order.type === 'dinner' && order.pickupAt) {
    // Only the parts the owner has set: no "Where: , Philadelphia, PA", and no line when none is.
    const where = addressText(business);
    return [`Pickup: ${formatPickup(order.pickupAt)}`, ...(where ? [`Where: ${where}`] : [])];
  }
  return [
    `Event date: ${order.eventDate ? formatDate(order.eventDate) : 'TBD'}`,
    ...handover(order, business, typed),
    ...(order.eventLocation && typed ? [`Event location: ${order.eventLocation}`] : []),
  ];
}

/**
 * How and when a checkout order is handed over: "Delivery, 12:00 PM – 2:00 PM" and the address
 * typed at checkout, or "Pickup, …" and the business's address. Nothing on orders that never said.
 */
function handover(order: Order, business: BusinessIdentity, typed: boolean): string[] {
  if (!order.fulfilment) return [];
  if (isDelivered(order)) {
    return [
      fulfilmentText(order),
      ...(order.deliveryAddress && typed ? [`Delivery address: ${deliveryAddressText(order)}`] : []),
    ];
  }
  const where = addressText(business);
  return [fulfilmentText(order), ...(where ? [`Where: ${where}`] : [])];
}

/** The customer's confirmation; none when a dinner customer left the email out. */
export function customerConfirmation(
  order: Order,
  business: BusinessIdentity,
  trackingUrl: string,
  { recipientProven }: { recipientProven: boolean },
): MailMessage | null {
  if (!order.email) return null;
  // To an address nobody has proven, the business writes only its own words: what a visitor typed
  // (event location, notes) could be a stranger's message dressed as ours. The tracking page shows it.
  const greeting = firstName(order.firstName, order.customerName);
  const promise =
    order.type === 'dinner'
      ? `We have received your dinner pickup order and will have it ready at the time below. Payment is taken at pickup.${
          business.address ? '' : ` We will call you at ${order.phone} with the pickup address.`
        }`
      : business.offer.orderPayment === 'checkout' && !order.hasMarketPriceItems
        ? `We have received your order and will contact you ${replyWithin(business.offer)} to confirm the details. You pay its total online at checkout; a receipt follows once the payment goes through.`
        : `We have received your order and will contact you ${replyWithin(business.offer)} to confirm the details and arrange payment. No payment has been taken online.`;
  return {
    to: order.email,
    subject: `Order ${order.orderNumber} received - ${business.name}`,
    text: [
      `Hello ${greeting},`,
      '',
      `Thank you for ordering from ${business.name}. ${promise}`,
      '',
      `Order: ${order.orderNumber}`,
      ...when(order, business, recipientProven),
      '',
      ...lines(order),
      '',
      ...totalLines(order),
      ...(order.notes && recipientProven ? ['', `Your notes: ${order.notes}`] : []),
      '',
      `Follow your order at any time: ${trackingUrl}`,
      '',
      `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`,
      business.name,
    ].join('\n'),
    unproven: !recipientProven,
  };
}

/**
 * What the owner must do first. A pickup is due at its time, which may be tonight: "follow up within
 * 24 hours" would be too late for it.
 */
function dueLine(order: Order, business: BusinessIdentity, now = new Date()): string {
  if (order.type !== 'dinner' || !order.pickupAt) return `Please follow up ${replyWithin(business.offer)}.`;
  const time = formatBusiness(order.pickupAt, { timeStyle: 'short' });
  const isToday = businessClock(new Date(order.pickupAt)).date === businessClock(now).date;
  return isToday ? `It is due TODAY: pickup at ${time}.` : `It is due ${formatPickup(order.pickupAt)}.`;
}

/** `now`: when the owner reads it (a test's clock); a pickup due that day reads "due TODAY". */
export function businessNotification(
  order: Order,
  business: BusinessIdentity,
  to: string,
  now = new Date(),
): MailMessage {
  const kind = order.type === 'dinner' ? 'dinner pickup order' : 'catering order';
  return {
    to,
    subject: `New ${kind} ${order.orderNumber} from ${order.customerName}`,
    text: [
      `A new ${kind} was placed on the website. ${dueLine(order, business, now)}`,
      ...(order.type === 'dinner' && !business.address
        ? [
            'No pickup address is set in the business settings: tell the customer where to pick up when you call.',
          ]
        : []),
      '',
      `Order: ${order.orderNumber}`,
      `Customer: ${order.customerName}`,
      `Phone: ${order.phone}`,
      `Email: ${order.email ?? 'not given'}`,
      `Account: ${order.userId ? `user #${order.userId}` : 'guest'}`,
      ...when(order, business),
      '',
      ...lines(order),
      '',
      ...totalLines(order),
      ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    ].join('\n'),
  };
}

export function statusUpdate(order: Order, business: BusinessIdentity): MailMessage | null {
  if (!order.email) return null;
  // A guest's order: the address was typed, not proven (see customerConfirmation).
  const guest = order.userId === null;
  return {
    to: order.email,
    subject: `Order ${order.orderNumber} is ${STATUS_LABELS[order.status].toLowerCase()} - ${business.name}`,
    text: [
      `Hello ${firstName(order.firstName, order.customerName)},`,
      '',
      `Your order ${order.orderNumber} is now: ${STATUS_LABELS[order.status]}.`,
      ...when(order, business, !guest),
      '',
      'The tracking link in your confirmation mail shows every step of your order.',
      '',
      `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`,
      business.name,
    ].join('\n'),
    unproven: guest,
  };
}
