import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { billWithoutCharges } from '../../../common/bill/compute.ts';
import type { Bill } from '../../../common/bill/types.ts';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessClock,
  businessInstant,
} from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { fromCents, fromCentsOrNull, toCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { deliveryAddressText, isDelivered, timeWindowLabel } from '../../../common/orders/time-windows.ts';
import { proposalNumber } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orders, quotes, users } from '../../db/schema/index.ts';
import { type CsvCell, toCsv } from './csv.ts';

/** At most this many rows per file; the range is also limited (ExportRangeQuerySchema). */
const MAX_ROWS = 50_000;

/** 'YYYY-MM-DD HH:MM' on the business clock (ISO 8601 date and time, as spreadsheets read it). */
const stamp = (at: Date | null) => {
  if (!at) return null;
  const clock = businessClock(at);
  return `${clock.date} ${clock.time}`;
};
/** A spreadsheet's number of dollars (its cell format shows the cents). */
const money = (value: string) => toCents(value) / 100;
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** One column per part of the bill (docs/decisions/0065), before the total. */
const BILL_HEADERS = [
  'Subtotal (USD)',
  'Discount (USD)',
  'Service Charge (USD)',
  'Delivery Fee (USD)',
  'Delivery Zone',
  'Sales Tax (USD)',
  'Tax Exempt Certificate',
  'Gratuity (USD)',
];
function billCells(bill: Bill | null): CsvCell[] {
  if (!bill) return BILL_HEADERS.map(() => null);
  return [
    money(bill.subtotal),
    money(bill.discount),
    money(bill.serviceCharge),
    money(bill.deliveryFee),
    bill.deliveryZone,
    money(bill.tax),
    bill.exemptionCertificate,
    money(bill.gratuity),
  ];
}

/** Rows placed (orders) or requested (quotes) from `from` to `to`, business dates inclusive. */
function range(from: string, to: string) {
  return { start: businessInstant(from, '00:00'), end: businessInstant(addDays(to, 1), '00:00') };
}

export async function ordersCsv(db: Database, from: string, to: string): Promise<string> {
  const { start, end } = range(from, to);
  const rows = await db
    .select()
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(MAX_ROWS);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  const header = [
    'Order Number',
    `Placed At (${BUSINESS_TIME_ZONE})`,
    'Type',
    'Status',
    'Customer',
    'Email',
    'Phone',
    'Event Date',
    `Pickup At (${BUSINESS_TIME_ZONE})`,
    'Event Location',
    'Fulfilment',
    'Delivery Address',
    'Time Window',
    'Items',
    ...BILL_HEADERS,
    'Total (USD)',
    'Has Market Price Items',
    'Notes',
  ];
  const body: CsvCell[][] = rows.map((o) => {
    // The same address and window the delivery sheet prints (common/orders/time-windows.ts).
    const handed = { ...o, bill: o.bill ?? { deliveryZone: null } };
    const delivered = o.type === 'catering' && isDelivered(handed);
    return [
      orderNumber(o.id),
      stamp(o.createdAt),
      o.type,
      o.status,
      o.customerName,
      o.email,
      o.phone,
      o.eventDate,
      stamp(o.pickupAt),
      o.eventLocation,
      delivered ? 'delivery' : 'pickup',
      delivered ? deliveryAddressText(handed) : null,
      o.timeWindow ? timeWindowLabel(o.timeWindow) : null,
      lines
        .filter((l) => l.orderId === o.id)
        .map((l) => `${l.quantity} x ${l.name}`) // the stored name already says the pan size
        .join('; '),
      ...billCells(
        o.bill ??
          billWithoutCharges(
            fromCents(o.subtotalCents ?? o.totalCents),
            fromCents(o.discountCents),
            fromCents(o.totalCents),
          ),
      ),
      dollars(o.totalCents),
      o.hasMarketPriceItems ? 'yes' : 'no',
      o.notes,
    ];
  });
  return toCsv(header, body);
}

export async function quotesCsv(db: Database, from: string, to: string): Promise<string> {
  const { start, end } = range(from, to);
  const rows = await db
    .select({ quote: quotes, fullName: users.fullName, username: users.username, email: users.email })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.clientId))
    .where(and(gte(quotes.createdAt, start), lt(quotes.createdAt, end)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id))
    .limit(MAX_ROWS);
  const header = [
    'Proposal Number',
    `Requested At (${BUSINESS_TIME_ZONE})`,
    'Status',
    'Client',
    'Email',
    'Phone',
    'Event Type',
    `Event Date (${BUSINESS_TIME_ZONE})`,
    'Guests',
    'Venue',
    'Package',
    ...BILL_HEADERS,
    'Total (USD)',
    'Budget (USD)',
    'Notes',
  ];
  const body: CsvCell[][] = rows.map(({ quote: q, fullName, username, email }) => [
    proposalNumber(q),
    stamp(q.createdAt),
    q.status,
    customerName(fullName, q.contactName, username),
    email ?? q.contactEmail,
    q.contactPhone,
    q.eventType,
    stamp(q.eventDate),
    q.guestCount,
    q.venue,
    q.menuPackage,
    ...billCells(
      q.bill ??
        (q.totalCents === null
          ? null
          : billWithoutCharges(
              fromCents(q.subtotalCents ?? q.totalCents),
              fromCentsOrNull(q.discountCents),
              fromCents(q.totalCents),
            )),
    ),
    dollars(q.totalCents),
    dollars(q.budgetCents),
    q.notes,
  ]);
  return toCsv(header, body);
}
