import { eq, inArray } from 'drizzle-orm';
import { businessInstant } from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { findPackage } from '../../../common/offer/text.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { deliveryAddressText, isDelivered } from '../../../common/orders/time-windows.ts';
import { proposalNumber } from '../../../common/quotes/pricing.ts';
import { EVENT_TYPE_LABELS, type EventType } from '../../../common/quotes/schema.ts';
import type { CrewRole, EventKind, ShiftOnDay } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { orders, quotes, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * What the crew's features need to know of an event, a quote (a proposal's event) or an order:
 * what people call it, when it starts, where, for how many, and what the staffing rules read.
 */
export type EventFacts = {
  kind: EventKind;
  id: number;
  /** "Smith wedding (CC-2027-014)", "Jordan Lee's order (#1042)". */
  name: string;
  /** When service starts (a quote's event time; an order's delivery window's start); null: not set. */
  startsAt: Date | null;
  /** An order's delivery window's end. */
  windowEndsAt: Date | null;
  guests: number;
  location: string | null;
  /** Staffed at the venue: servers and a captain (a proposal's event unless its package is a drop-off). */
  fullService: boolean;
  /** The package or the proposal's lines include a bar. */
  bar: boolean;
  /** How many deliveries the event takes (a driver each). */
  deliveries: number;
};

export type EventRef = { kind: EventKind; id: number };

const DROP_OFF = /drop[\s-]?off/i;
const BAR = /\b(bar|bartenders?|bartending)\b/i;

/** The last word of a person's name: "Smith" of Jane Smith, as an event is spoken of ("the Smith wedding"). */
const familyName = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;

const quoteName = (q: { id: number; proposalNumber: string | null; eventType: string }, client: string) =>
  `${familyName(client)} ${(EVENT_TYPE_LABELS[q.eventType as EventType] ?? 'event').toLowerCase()} (${proposalNumber(q)})`;

const orderName = (o: { id: number; customerName: string }) =>
  `${o.customerName}'s order (${orderNumber(o.id)})`;

/** '10:00-12:00' on a business date: the window's two instants. */
function windowOf(date: string | null, window: string | null): { from: Date; to: Date } | null {
  if (!date) return null;
  const [from, to] = (window ?? '').split('-');
  if (!from || !to) return null;
  return { from: businessInstant(date, from), to: businessInstant(date, to) };
}

export async function eventFacts(db: Database, offer: Offer, ref: EventRef): Promise<EventFacts> {
  if (ref.kind === 'quote') {
    const [row] = await db
      .select({ quote: quotes, user: users })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(eq(quotes.id, ref.id));
    if (!row) throw notFound('Event not found: no quote has that id.');
    const { quote, user } = row;
    const pkg = findPackage(offer, quote.menuPackage);
    const includes = pkg?.includes ?? [];
    const lines = quote.lineItems.map((l) => l.description);
    return {
      kind: 'quote',
      id: quote.id,
      name: quoteName(quote, customerName(user?.fullName, quote.contactName, user?.username)),
      startsAt: quote.eventDate,
      windowEndsAt: null,
      guests: quote.guestCount,
      location: quote.venue,
      fullService: !includes.some((text) => DROP_OFF.test(text)),
      bar: [...includes, ...lines].some((text) => BAR.test(text)),
      deliveries: 1,
    };
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, ref.id));
  if (!order) throw notFound('Event not found: no order has that id.');
  const delivered =
    order.type === 'catering' && isDelivered({ ...order, bill: order.bill ?? { deliveryZone: null } });
  const window = windowOf(order.eventDate, order.timeWindow);
  return {
    kind: 'order',
    id: order.id,
    name: orderName(order),
    startsAt: order.type === 'dinner' ? order.pickupAt : (window?.from ?? null),
    windowEndsAt: window?.to ?? null,
    guests: 0,
    location: delivered
      ? (deliveryAddressText({ ...order, bill: order.bill ?? { deliveryZone: null } }) ?? null)
      : null,
    fullService: false,
    bar: false,
    deliveries: delivered ? 1 : 0,
  };
}

/** The names and places of many events at once (lists, payroll, the feed). */
export async function eventLabels(
  db: Pick<Database, 'select'>,
  refs: EventRef[],
): Promise<Map<string, { name: string; location: string | null }>> {
  const out = new Map<string, { name: string; location: string | null }>();
  const quoteIds = [...new Set(refs.filter((r) => r.kind === 'quote').map((r) => r.id))];
  const orderIds = [...new Set(refs.filter((r) => r.kind === 'order').map((r) => r.id))];
  if (quoteIds.length) {
    const rows = await db
      .select({ quote: quotes, fullName: users.fullName, username: users.username })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(inArray(quotes.id, quoteIds));
    for (const { quote, fullName, username } of rows) {
      out.set(eventKey({ kind: 'quote', id: quote.id }), {
        name: quoteName(quote, customerName(fullName, quote.contactName, username)),
        location: quote.venue,
      });
    }
  }
  if (orderIds.length) {
    const rows = await db.select().from(orders).where(inArray(orders.id, orderIds));
    for (const order of rows) {
      out.set(eventKey({ kind: 'order', id: order.id }), {
        name: orderName(order),
        location: deliveryAddressText({ ...order, bill: order.bill ?? { deliveryZone: null } }) ?? null,
      });
    }
  }
  return out;
}

export const eventKey = (ref: EventRef) => `${ref.kind}:${ref.id}`;

/** A shift's event's name when the event is gone (its number went with it). */
export const goneEventName = (ref: EventRef) =>
  ref.kind === 'quote' ? `a removed proposal (id ${ref.id})` : `a removed order (${orderNumber(ref.id)})`;

/** Shifts named as the owner knows their events, no pay (a day off's clashes, a removal's reopened). */
export async function namedShifts(
  db: Pick<Database, 'select'>,
  rows: {
    id: number;
    eventKind: EventKind;
    eventId: number;
    role: CrewRole;
    startsAt: Date;
    endsAt: Date;
  }[],
): Promise<ShiftOnDay[]> {
  const labels = await eventLabels(
    db,
    rows.map((r) => ({ kind: r.eventKind, id: r.eventId })),
  );
  return rows.map((r) => {
    const ref = { kind: r.eventKind, id: r.eventId };
    return {
      id: r.id,
      eventKind: r.eventKind,
      eventId: r.eventId,
      eventName: labels.get(eventKey(ref))?.name ?? goneEventName(ref),
      role: r.role,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
    };
  });
}
