import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AutomationKey } from '../../../common/automations/schema.ts';
import { addDays, businessClock, formatDateTime } from '../../../common/business-time.ts';
import { customerName, firstName } from '../../../common/customer-name.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { EVENT_TYPE_LABELS, type EventType, type Quote } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { automationSends, orders, quotes } from '../../db/schema/index.ts';
import { inBusinessZone } from '../../platform/business-sql.ts';

const DAY = 24 * 60 * 60 * 1000;
/**
 * After downtime, or once switched on, an automation catches up on the last week only: a proposal
 * sent two years ago and never opened is not nudged today, an event of last spring not thanked.
 */
const CATCH_UP_DAYS = 7;

export type RecordRef = { kind: 'quote' | 'order'; id: number };

/**
 * A record an automation is due for, and the occasion its send is about (automation_sends.occasion):
 * for 'proposal-expiring' the deadline it reminds of, so a proposal renewed with a new validUntil is
 * reminded once more before the new one; '' for the automations sent once per record.
 */
export type DueRecord = RecordRef & { occasion: string };

/** The occasion of an expiry reminder: the deadline's epoch seconds (as `expiryOccasionSql` reads it). */
function expiryOccasion(validUntil: string | Date): string {
  return String(Math.floor(new Date(validUntil).getTime() / 1000));
}

/** `expiryOccasion` in SQL, on the quotes table's validUntil: the same text for the same instant. */
const expiryOccasionSql = sql<string>`floor(extract(epoch from ${quotes.validUntil}))::bigint::text`;

/** The occasion the automation would be sent about on the proposal as it is now. */
export function quoteOccasion(key: AutomationKey, quote: Quote): string {
  return key === 'proposal-expiring' && quote.validUntil ? expiryOccasion(quote.validUntil) : '';
}

/**
 * The records an automation is due for at `now`, read from where their facts live: a proposal's
 * status, sentAt, viewedAt and validUntil (the quotes table, as the quotes feature and its view
 * tracking write them), an event's or a catering order's day. A proposal the client has acted on
 * (signed, declined, asked to change) is no longer 'sent' or 'viewed', so it is never among them.
 */
export async function dueRecords(
  db: Database,
  key: AutomationKey,
  days: number,
  now: Date,
): Promise<DueRecord[]> {
  // Each pass reads only what this automation has not been sent about yet (a claimed row says it was),
  // on that occasion: '' but for the expiry reminder, whose occasion is the deadline.
  const unsent = (
    kind: 'quote' | 'order',
    id: typeof quotes.id | typeof orders.id,
    occasion: SQL<string> | string = '',
  ) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(automationSends)
        .where(
          and(
            eq(automationSends.key, key),
            eq(automationSends.recordKind, kind),
            eq(automationSends.recordId, id),
            eq(automationSends.occasion, occasion),
          ),
        ),
    );
  const open = and(or(isNull(quotes.validUntil), gt(quotes.validUntil, now)), unsent('quote', quotes.id));
  const since = (moment: typeof quotes.sentAt | typeof quotes.viewedAt) =>
    and(
      lte(moment, new Date(now.getTime() - days * DAY)),
      gte(moment, new Date(now.getTime() - (days + CATCH_UP_DAYS) * DAY)),
    );
  const quoteRefs = (rows: { id: number; occasion?: string }[]) =>
    rows.map(({ id, occasion = '' }) => ({ kind: 'quote' as const, id, occasion }));
  switch (key) {
    case 'proposal-not-opened':
      return quoteRefs(
        await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.status, 'sent'), since(quotes.sentAt), open)),
      );
    case 'proposal-not-signed':
      return quoteRefs(
        await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(and(eq(quotes.status, 'viewed'), since(quotes.viewedAt), open)),
      );
    case 'proposal-expiring':
      return quoteRefs(
        await db
          .select({ id: quotes.id, occasion: expiryOccasionSql })
          .from(quotes)
          .where(
            and(
              inArray(quotes.status, ['sent', 'viewed']),
              gt(quotes.validUntil, now),
              lte(quotes.validUntil, new Date(now.getTime() + days * DAY)),
              unsent('quote', quotes.id, expiryOccasionSql),
            ),
          ),
      );
    case 'thank-you': {
      // The day `days` after the event's, on the business's clock, and up to a week after it.
      const last = addDays(businessClock(now).date, -days);
      const first = addDays(last, -CATCH_UP_DAYS);
      const eventDay = sql<string>`to_char(${inBusinessZone(quotes.eventDate)}, 'YYYY-MM-DD')`;
      const events = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(
          and(
            inArray(quotes.status, ['accepted', 'completed']),
            isNotNull(quotes.eventDate),
            gte(quotes.eventDate, new Date(now.getTime() - (days + CATCH_UP_DAYS + 2) * DAY)),
            sql`${eventDay} between ${first} and ${last}`,
            unsent('quote', quotes.id),
          ),
        );
      const catering = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.type, 'catering'),
            ne(orders.status, 'cancelled'),
            gte(orders.eventDate, first),
            lte(orders.eventDate, last),
            unsent('order', orders.id),
          ),
        );
      return [
        ...quoteRefs(events),
        ...catering.map(({ id }) => ({ kind: 'order' as const, id, occasion: '' })),
      ];
    }
  }
}

/** Whether the proposal is still waiting for the client as the automation expects (read again before sending). */
export function quoteStillDue(key: AutomationKey, quote: Quote): boolean {
  if (key === 'proposal-not-opened') return quote.status === 'sent';
  if (key === 'proposal-not-signed') return quote.status === 'viewed';
  if (key === 'proposal-expiring') return quote.status === 'sent' || quote.status === 'viewed';
  return quote.status === 'accepted' || quote.status === 'completed';
}

/** What an automation's texts and its review link need to know about its record. */
export type Recipient = {
  ref: RecordRef;
  email: string | null;
  userId: number | null;
  fullName: string;
  firstName: string;
  phone: string | null;
  /** The proposal's number, or the order's ('ORD-012'). */
  number: string;
  /** 'Wedding, proposal CC-2027-014' / 'Catering order ORD-012' and, for the public, 'Wedding' / 'Catering order'. */
  title: string;
  label: string;
  eventDate: string | null;
  status: string;
  /** When a proposal stops being open to signature, on the business's clock ('Dec 13, 2026, 5:00 PM ET'). */
  expiresOn: string | null;
};

export function quoteRecipient(quote: Quote): Recipient {
  const label = EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType;
  return {
    ref: { kind: 'quote', id: quote.id },
    email: quote.clientEmail || null,
    userId: quote.clientId,
    fullName: customerName(quote.contactName, quote.clientName),
    firstName: firstName(quote.contactName, quote.clientName),
    phone: quote.clientPhone ?? quote.contactPhone,
    number: quote.proposalNumber,
    title: `${label}, proposal ${quote.proposalNumber}`,
    label,
    eventDate: quote.eventDate ? businessClock(new Date(quote.eventDate)).date : null,
    status: quote.status,
    expiresOn: quote.validUntil ? `${formatDateTime(quote.validUntil)} ET` : null,
  };
}

/** A catering order as an automation's recipient; null when there is none. */
export async function orderRecipient(db: Database, id: number): Promise<Recipient | null> {
  const [order] = await db
    .select({
      id: orders.id,
      type: orders.type,
      status: orders.status,
      userId: orders.userId,
      customerName: orders.customerName,
      firstName: orders.firstName,
      email: orders.email,
      phone: orders.phone,
      eventDate: orders.eventDate,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (order?.type !== 'catering') return null;
  return {
    ref: { kind: 'order', id: order.id },
    email: order.email,
    userId: order.userId,
    fullName: customerName(order.customerName),
    firstName: firstName(order.firstName, order.customerName),
    phone: order.phone,
    number: orderNumber(order.id),
    title: `Catering order ${orderNumber(order.id)}`,
    label: 'Catering order',
    eventDate: order.eventDate,
    status: order.status,
    expiresOn: null,
  };
}
