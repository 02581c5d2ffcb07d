import type { BusinessIdentity } from '../../../common/business.ts';
import { formatCents, moneyToCents } from '../../../common/menu/price-text.ts';
import { BUSINESS_TIME_ZONE } from '../../../common/orders/business-time.ts';
import { type Order, STATUS_LABELS } from '../../../common/orders.ts';
import type { MailMessage } from '../../platform/mail.ts';

function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export function formatPickup(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

function lines(order: Order): string[] {
  return order.items.map((line) =>
    line.isMarketPrice
      ? `${line.quantity} x ${line.name}: market price, confirmed when we call`
      : `${line.quantity} x ${line.name}: ${formatCents(moneyToCents(line.lineTotal))}`,
  );
}

function totalLine(order: Order): string {
  const total = formatCents(moneyToCents(order.total));
  return `Total: ${total}${order.hasMarketPriceItems ? ' (plus market-price items)' : ''}`;
}

function when(order: Order, business: BusinessIdentity): string[] {
  if (order.type === 'dinner' && order.pickupAt) {
    return [`Pickup: ${formatPickup(order.pickupAt)}`, `Where: ${business.address}, ${business.city}`];
  }
  return [
    `Event date: ${order.eventDate ? formatDate(order.eventDate) : 'TBD'}`,
    ...(order.eventLocation ? [`Event location: ${order.eventLocation}`] : []),
  ];
}

/** The customer's confirmation; none when a dinner customer left the email out. */
export function customerConfirmation(order: Order, business: BusinessIdentity): MailMessage | null {
  if (!order.email) return null;
  const greeting = order.firstName ?? order.customerName;
  const promise =
    order.type === 'dinner'
      ? 'We have received your dinner pickup order and will have it ready at the time below. Payment is taken at pickup.'
      : 'We have received your order and will contact you within 24 hours to confirm the details and arrange payment. No payment has been taken online.';
  return {
    to: order.email,
    subject: `Order ${order.orderNumber} received - ${business.name}`,
    text: [
      `Hello ${greeting},`,
      '',
      `Thank you for ordering from ${business.name}. ${promise}`,
      '',
      `Order: ${order.orderNumber}`,
      ...when(order, business),
      '',
      ...lines(order),
      '',
      totalLine(order),
      ...(order.notes ? ['', `Your notes: ${order.notes}`] : []),
      '',
      `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`,
      business.name,
    ].join('\n'),
  };
}

export function businessNotification(order: Order, business: BusinessIdentity, to: string): MailMessage {
  const kind = order.type === 'dinner' ? 'dinner pickup order' : 'catering order';
  return {
    to,
    subject: `New ${kind} ${order.orderNumber} from ${order.customerName}`,
    text: [
      `A new ${kind} was placed on the website. Please follow up within 24 hours.`,
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
      totalLine(order),
      ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
    ].join('\n'),
  };
}

export function statusUpdate(order: Order, business: BusinessIdentity): MailMessage | null {
  if (!order.email) return null;
  return {
    to: order.email,
    subject: `Order ${order.orderNumber} is ${STATUS_LABELS[order.status].toLowerCase()} - ${business.name}`,
    text: [
      `Hello ${order.firstName ?? order.customerName},`,
      '',
      `Your order ${order.orderNumber} is now: ${STATUS_LABELS[order.status]}.`,
      ...when(order, business),
      '',
      `Questions? Call ${business.phone}${business.email ? ` or write to ${business.email}` : ''}.`,
      business.name,
    ].join('\n'),
  };
}
