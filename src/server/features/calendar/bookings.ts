import { and, eq, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import { addDays, businessClock, businessInstant } from '../../../common/business-time.ts';
import { type CalendarEntryKind, recurringOrderNumber } from '../../../common/calendar/schema.ts';
import { customerName } from '../../../common/customer-name.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { type Fulfilment, fulfilmentOf } from '../../../common/orders/status-paths.ts';
import { proposalNumber } from '../../../common/quotes/pricing.ts';
import { occurrenceDates, type Weekday } from '../../../common/recurring-orders.ts';
import type { Database } from '../../db/connect.ts';
import {
  menuItems,
  orderItems,
  orders,
  quotes,
  recurringOrderOccurrences,
  recurringOrders,
  users,
} from '../../db/schema/index.ts';

/** What the kitchen makes for a booking: a menu item, in pans (half, full) or portions (panSize null). */
type BookingLine = {
  menuItemId: number | null;
  name: string;
  panSize: 'half' | 'full' | null;
  quantity: number;
};

/** One booking on one business date, read from its own table; the calendar and the prep sheet share it. */
export type Booking = {
  kind: CalendarEntryKind;
  id: number;
  number: string;
  date: string;
  time: string | null;
  /** 'HH:MM' the window ends (a checkout order's time window); null when only a start is known. */
  until: string | null;
  name: string;
  status: string;
  /** Received but not confirmed by the business yet: shown, marked "Tentative", never left out. */
  tentative: boolean;
  /** Orders: pickup or delivery, as the status paths read it (common/orders/status-paths.ts). */
  fulfilment?: Fulfilment;
  guests?: number;
  /** Orders and recurring orders: what was ordered. */
  lines: BookingLine[];
  /** Events: the package's chosen dishes, each for every guest. */
  dishes: { id: number; name: string }[];
};

/**
 * Every order not cancelled counts for the kitchen, from the moment it is received: one not yet
 * confirmed is tentative, never invisible (an order due in five days waiting for the owner's look is
 * still food to plan). The one rule the calendar, the prep sheet, the staff's day and the dashboard's
 * next 7 days read.
 */
const counts = ne(orders.status, 'cancelled');
const isTentative = (status: string) => status === 'received';

/** A checkout order's window '12:00-14:00' as its start and end on the business clock. */
function windowOf(window: string | null): { time: string; until: string } | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(window ?? '');
  return match ? { time: match[1]!, until: match[2]! } : null;
}
/** Proposals the client accepted: events that will happen (completed ones did). */
const EVENT_STATUSES = ['accepted', 'completed'] as const;

/**
 * Every booking from `from` to `to` (business dates, inclusive). Instants (an event's start, a pickup)
 * are placed on the day the business's clock shows, so a day is 23 or 25 hours across a DST change.
 * A recurring order's date shows as its order once the job placed it (tentative until the business
 * confirms it, like every received order), and as an occurrence before
 * (today on; dates skipped or on a blackout date are left out, as the job would leave them).
 */
export async function loadBookings(
  db: Database,
  range: { from: string; to: string; today: string; blackouts: ReadonlySet<string> },
): Promise<Booking[]> {
  const { from, to } = range;
  const start = businessInstant(from, '00:00');
  const end = businessInstant(addDays(to, 1), '00:00');

  // Only the columns a booking shows: an order's or a proposal's bill and notes are the heavy part of
  // its row, and a month of a busy business is two thousand rows.
  const eventRows = await db
    .select({
      quote: {
        id: quotes.id,
        eventDate: quotes.eventDate,
        contactName: quotes.contactName,
        status: quotes.status,
        guestCount: quotes.guestCount,
        dishes: quotes.dishes,
      },
      fullName: users.fullName,
      username: users.username,
    })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.clientId))
    .where(
      and(
        inArray(quotes.status, [...EVENT_STATUSES]),
        gte(quotes.eventDate, start),
        lt(quotes.eventDate, end),
      ),
    );
  const events: Booking[] = eventRows.map(({ quote, fullName, username }) => {
    const clock = businessClock(quote.eventDate!);
    return {
      kind: 'event',
      id: quote.id,
      number: proposalNumber(quote.id),
      date: clock.date,
      time: clock.time,
      until: null,
      name: customerName(fullName ?? null, quote.contactName, username ?? 'Visitor'),
      status: quote.status,
      tentative: false,
      guests: quote.guestCount,
      lines: [],
      dishes: quote.dishes,
    };
  });

  const orderColumns = {
    id: orders.id,
    type: orders.type,
    eventDate: orders.eventDate,
    pickupAt: orders.pickupAt,
    timeWindow: orders.timeWindow,
    customerName: orders.customerName,
    status: orders.status,
    fulfilment: orders.fulfilment,
  };
  const catering = await db
    .select({ order: orderColumns, sub: { time: recurringOrders.time } })
    .from(orders)
    .leftJoin(recurringOrderOccurrences, eq(recurringOrderOccurrences.orderId, orders.id))
    .leftJoin(recurringOrders, eq(recurringOrders.id, recurringOrderOccurrences.recurringOrderId))
    .where(and(eq(orders.type, 'catering'), counts, gte(orders.eventDate, from), lte(orders.eventDate, to)));
  const pickups = await db
    .select({ order: orderColumns })
    .from(orders)
    .where(and(eq(orders.type, 'dinner'), counts, gte(orders.pickupAt, start), lt(orders.pickupAt, end)));
  const orderIds = [...catering, ...pickups].map((row) => row.order.id);
  const lines = orderIds.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          menuItemId: orderItems.menuItemId,
          name: orderItems.name,
          panSize: orderItems.panSize,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.id)
    : [];
  const linesByOrder = new Map<number, BookingLine[]>();
  for (const line of lines) {
    const list = linesByOrder.get(line.orderId) ?? [];
    list.push({
      menuItemId: line.menuItemId,
      name: line.name,
      panSize: line.panSize ?? null,
      quantity: line.quantity,
    });
    linesByOrder.set(line.orderId, list);
  }
  const linesOf = (orderId: number): BookingLine[] => linesByOrder.get(orderId) ?? [];
  const orderBookings: Booking[] = [
    ...catering.map(({ order, sub }) => {
      const window = windowOf(order.timeWindow);
      return {
        kind: 'order' as const,
        id: order.id,
        number: orderNumber(order.id),
        date: order.eventDate!,
        // The window the customer chose at checkout, else the recurring order's hour.
        time: window?.time ?? sub?.time ?? null,
        until: window?.until ?? null,
        name: order.customerName,
        status: order.status,
        tentative: isTentative(order.status),
        fulfilment: fulfilmentOf(order),
        lines: linesOf(order.id),
        dishes: [],
      };
    }),
    ...pickups.map(({ order }) => {
      const clock = businessClock(order.pickupAt!);
      return {
        kind: 'pickup' as const,
        id: order.id,
        number: orderNumber(order.id),
        date: clock.date,
        time: clock.time,
        until: null,
        name: order.customerName,
        status: order.status,
        tentative: isTentative(order.status),
        fulfilment: fulfilmentOf(order),
        lines: linesOf(order.id),
        dishes: [],
      };
    }),
  ];

  return [...events, ...orderBookings, ...(await occurrences(db, range))];
}

/** Recurring orders' dates from today on that have no order yet (and were not skipped). */
async function occurrences(
  db: Database,
  range: { from: string; to: string; today: string; blackouts: ReadonlySet<string> },
): Promise<Booking[]> {
  const from = [range.from, range.today].sort()[1]!;
  if (from > range.to) return [];
  const subs = await db
    .select({ sub: recurringOrders, fullName: users.fullName, username: users.username })
    .from(recurringOrders)
    .innerJoin(users, eq(users.id, recurringOrders.userId))
    .where(eq(recurringOrders.status, 'active'));
  if (subs.length === 0) return [];
  const claimed = await db
    .select({ id: recurringOrderOccurrences.recurringOrderId, date: recurringOrderOccurrences.date })
    .from(recurringOrderOccurrences)
    .where(
      and(
        inArray(
          recurringOrderOccurrences.recurringOrderId,
          subs.map((s) => s.sub.id),
        ),
        gte(recurringOrderOccurrences.date, from),
        lte(recurringOrderOccurrences.date, range.to),
      ),
    );
  const taken = new Set(claimed.map((c) => `${c.id}:${c.date}`));
  const itemIds = [...new Set(subs.flatMap((s) => s.sub.items.map((i) => i.menuItemId)))];
  const names = new Map(
    (itemIds.length
      ? await db
          .select({ id: menuItems.id, name: menuItems.name })
          .from(menuItems)
          .where(inArray(menuItems.id, itemIds))
      : []
    ).map((m) => [m.id, m.name]),
  );
  const bookings: Booking[] = [];
  for (const { sub, fullName, username } of subs) {
    const schedule = { frequency: sub.frequency, weekday: sub.weekday as Weekday, startDate: sub.startDate };
    for (const date of occurrenceDates(schedule, from, range.to)) {
      if (taken.has(`${sub.id}:${date}`) || range.blackouts.has(date)) continue;
      bookings.push({
        kind: 'occurrence',
        id: sub.id,
        number: recurringOrderNumber(sub.id),
        date,
        time: sub.time,
        until: null,
        name: fullName || username,
        status: 'scheduled',
        tentative: false,
        lines: sub.items.map((item) => ({
          menuItemId: item.menuItemId,
          name: names.get(item.menuItemId) ?? 'A dish no longer on the menu',
          panSize: item.panSize ?? null,
          quantity: item.quantity,
        })),
        dishes: [],
      });
    }
  }
  return bookings;
}
