import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { billWithoutCharges } from '../../../common/bill/compute.ts';
import { fromCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import type { PublicTracking, TimelineEntry, Tracker } from '../../../common/tracker.ts';
import type { Database } from '../../db/connect.ts';
import { orderItems, orderStatusEvents, orders, quotes } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { hashToken } from '../../platform/tokens.ts';

type OrderRow = typeof orders.$inferSelect;
/** The tracker lists this many of the newest orders; older ones stay in /orders. */
const TRACKED_ORDERS = 50;

export function createTrackerService(db: Database) {
  /** Every order starts received at its creation; the events table holds each change after that. */
  async function timelines(rows: OrderRow[]): Promise<Map<number, TimelineEntry[]>> {
    const byOrder = new Map<number, TimelineEntry[]>(
      rows.map((r) => [r.id, [{ status: 'received', at: r.createdAt.toISOString() }]]),
    );
    if (rows.length === 0) return byOrder;
    const events = await db
      .select()
      .from(orderStatusEvents)
      .where(
        inArray(
          orderStatusEvents.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderStatusEvents.id));
    for (const e of events) {
      byOrder
        .get(e.orderId)
        ?.push({ status: e.status as TimelineEntry['status'], at: e.createdAt.toISOString() });
    }
    return byOrder;
  }

  async function items(rows: OrderRow[]) {
    if (rows.length === 0) return [];
    return db
      .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.id));
  }

  async function tracked(rows: OrderRow[]) {
    const [steps, lines] = await Promise.all([timelines(rows), items(rows)]);
    return rows.map((row) => ({
      id: row.id,
      orderNumber: orderNumber(row.id),
      type: row.type,
      status: row.status,
      eventDate: row.eventDate,
      pickupAt: row.pickupAt?.toISOString() ?? null,
      total: fromCents(row.totalCents),
      bill:
        row.bill ??
        billWithoutCharges(
          fromCents(row.subtotalCents ?? row.totalCents),
          fromCents(row.discountCents),
          fromCents(row.totalCents),
        ),
      deliveryZip: row.deliveryZip,
      fulfilment: row.fulfilment,
      timeWindow: row.timeWindow,
      createdAt: row.createdAt.toISOString(),
      timeline: steps.get(row.id) ?? [],
      items: lines.filter((l) => l.orderId === row.id).map((l) => ({ name: l.name, quantity: l.quantity })),
    }));
  }

  return {
    /** The tracking link's view: a wrong or missing token answers 404, as if the order did not exist. */
    async publicTracking(id: number, token: string | undefined): Promise<PublicTracking> {
      if (!token) throw notFound('Order not found.');
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.trackingTokenHash, hashToken(token))));
      const [order] = await tracked(rows);
      if (!order) throw notFound('Order not found.');
      return {
        orderNumber: order.orderNumber,
        status: order.status,
        timeline: order.timeline,
        items: order.items,
      };
    },

    /** The signed-in user's own orders, newest first, and their accepted events still to come. */
    async forUser(user: PublicUser, now = new Date()): Promise<Tracker> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.id))
        .limit(TRACKED_ORDERS);
      const events = await db
        .select({
          id: quotes.id,
          eventType: quotes.eventType,
          eventDate: quotes.eventDate,
          guestCount: quotes.guestCount,
          venue: quotes.venue,
        })
        .from(quotes)
        .where(and(eq(quotes.clientId, user.id), eq(quotes.status, 'accepted'), gte(quotes.eventDate, now)))
        .orderBy(asc(quotes.eventDate));
      return {
        orders: await tracked(rows),
        events: events.map((e) => ({ ...e, eventDate: e.eventDate?.toISOString() ?? null })),
      };
    },
  };
}

export type TrackerService = ReturnType<typeof createTrackerService>;
