/**
 * The admin dashboard's fixtures: every row the figures count, dated relative to "now" on New York's
 * calendar, with rows just inside and just outside each window (Monday of this week, 12 weeks,
 * 12 months, 30 days, 90 days). The zone arithmetic is @date-fns/tz's, written here apart from the
 * app's helpers, so the test counts with code of its own.
 */
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect.ts';
import {
  messages,
  newsletterSubscribers,
  orderItems,
  orders,
  quotes,
  recurringOrders,
  users,
} from '../../src/server/db/schema/index.ts';

export const ZONE = 'America/New_York';
export const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant on New York's calendar. */
export function nyDate(at: Date): string {
  const d = new TZDate(at.getTime(), ZONE);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** New York's calendar around `now`: days, Mondays and months counted from it (overflow allowed). */
function calendarOf(now: Date) {
  const n = new TZDate(now.getTime(), ZONE);
  const [y, m, d] = [n.getFullYear(), n.getMonth(), n.getDate()];
  const weekday = (n.getDay() + 6) % 7; // Monday = 0
  const local = (year: number, month: number, day: number, h = 0, min = 0) =>
    new Date(new TZDate(year, month, day, h, min, ZONE).getTime());
  /** The instant `days` after today at h:min on New York's clock. */
  const at = (days: number, h = 12, min = 0) => local(y, m, d + days, h, min);
  return {
    at,
    /** Day `day` of the month `months` from this one (day 0 = the last day of the month before). */
    monthAt: (months: number, day: number, h = 12, min = 0) => local(y, m + months, day, h, min),
    date: (days: number) => nyDate(at(days)),
    /** Monday `weeks` from this week's at h:min. */
    mondayAt: (weeks: number, h = 0, min = 0) => at(-weekday + 7 * weeks, h, min),
    /** 02:00 UTC on the Monday `weeks` from this week's: the evening before on New York's clock. */
    mondayUtc2am: (weeks: number) => new Date(`${nyDate(at(-weekday + 7 * weeks))}T02:00:00Z`),
    ago: (ms: number) => new Date(now.getTime() - ms),
  };
}

export type UserKey =
  | 'demo'
  | 'admin'
  | 'recentQuote'
  | 'staleQuote'
  | 'recentOrder'
  | 'staleOrder'
  | 'recentMessage'
  | 'staleMessage'
  | 'idle';
export type QuoteFixture = {
  key: string;
  status: 'requested' | 'sent' | 'viewed' | 'accepted' | 'rejected' | 'completed';
  user: UserKey | null;
  createdAt: Date;
  eventDate: Date | null;
  cents: number | null;
  guests?: number;
};
export type OrderFixture = {
  key: string;
  type: 'catering' | 'dinner';
  status: 'received' | 'confirmed' | 'preparing' | 'ready' | 'out_for_delivery' | 'completed' | 'cancelled';
  user?: UserKey;
  createdAt: Date;
  eventDate?: string;
  pickupAt?: Date;
  cents: number;
  items: { name: string; quantity: number }[];
};
type MessageFixture = { quote: string; user: UserKey; createdAt: Date };

export function buildFixtures(now: Date) {
  const c = calendarOf(now);
  const long = c.at(-200); // long before every window
  const old = c.at(-100); // placed before the 90-day and 12-week windows, for rows about other dates
  const ninety = 90 * DAY;
  const hour = 3_600_000;
  /** A catering order for the day of `at` in New York. */
  const on = (at: Date) => ({ eventDate: nyDate(at) });

  const q = (
    key: string,
    status: QuoteFixture['status'],
    eventDate: Date | null,
    cents: number | null,
    more: Partial<QuoteFixture> = {},
  ): QuoteFixture => ({ key, status, user: 'demo', createdAt: old, eventDate, cents, ...more });
  const quoteList: QuoteFixture[] = [
    q('visitor request', 'requested', c.at(40), null, { user: null, createdAt: c.ago(hour) }),
    q('demo request', 'requested', c.at(45), null, { createdAt: c.ago(2 * DAY) }),
    q('sent in 10 days', 'sent', c.at(10), 150_000, { createdAt: c.ago(3 * DAY) }),
    q('viewed', 'viewed', c.at(12), 90_000, { createdAt: c.ago(4 * DAY) }),
    q('rejected in 5 days', 'rejected', c.at(5), 80_000, { createdAt: c.ago(5 * DAY) }),
    // Next 30 days: today from midnight to day 30 at 23:59 (already the next day in UTC) are in.
    q('accepted today 00:00', 'accepted', c.at(0, 0, 0), 120_050, { guests: 90 }),
    q('accepted day 30 23:59', 'accepted', c.at(30, 23, 59), 230_001),
    q('accepted day 31 00:30', 'accepted', c.at(31, 0, 30), 310_000),
    q('accepted yesterday 23:30', 'accepted', c.at(-1, 23, 30), 99_999),
    q('accepted, no date', 'accepted', null, 50_000),
    // Revenue by month: the 12 months end with this one; the edges are taken on New York's clock.
    q('accepted first of month -11 00:00', 'accepted', c.monthAt(-11, 1, 0, 0), 500_000),
    q('accepted last of month -12 20:30', 'accepted', c.monthAt(-11, 0, 20, 30), 700_000),
    q('completed month -2', 'completed', c.monthAt(-2, 14, 18), 321_098),
    q('accepted last of this month 23:30', 'accepted', c.monthAt(1, 0, 23, 30), 111_111),
    q('accepted first of next month 00:30', 'accepted', c.monthAt(1, 1, 0, 30), 222_222),
    // Booked ahead: shown up to a year out, not beyond.
    q('accepted month +3', 'accepted', c.monthAt(3, 10), 333_333),
    q('accepted month +14', 'accepted', c.monthAt(14, 10), 1_400),
    // Active clients: a quote, an order or a message in the last 90 days.
    q('recent quote', 'requested', c.at(60), null, { user: 'recentQuote', createdAt: c.ago(ninety - hour) }),
    q('stale quote', 'rejected', c.at(-60), 40_000, { user: 'staleQuote', createdAt: c.ago(ninety + hour) }),
    q('recent talker', 'viewed', c.at(-150), 60_000, { user: 'recentMessage', createdAt: long }),
    q('stale talker', 'sent', c.at(-150), 70_000, { user: 'staleMessage', createdAt: long }),
  ];

  const dish = (n: number, quantity: number) => ({ name: `Dish ${pad(n)}`, quantity });
  const o = (
    key: string,
    status: OrderFixture['status'],
    createdAt: Date,
    cents: number,
    items: OrderFixture['items'],
    more: Partial<OrderFixture> = {},
  ): OrderFixture => ({ key, type: 'catering', status, createdAt, cents, items, ...more });
  const dinner = (pickupAt: Date) => ({ type: 'dinner' as const, pickupAt });
  const dishes = [dish(9, 8), dish(10, 7), dish(11, 6), dish(12, 3), dish(13, 2), dish(14, 2)];
  const orderList: OrderFixture[] = [
    // This week starts on Monday at 00:00 in New York; 02:00 UTC that Monday is still Sunday there.
    o('Monday 00:00', 'received', c.mondayAt(0), 12_345, [dish(1, 5)], { user: 'demo' }),
    o('Monday 02:00 UTC', 'confirmed', c.mondayUtc2am(0), 6_789, [dish(2, 4)]),
    o('cancelled today', 'cancelled', c.ago(60_000), 99_999, [dish(3, 40)]),
    o('a minute ago', 'received', c.ago(60_000), 4_210, dishes, dinner(c.at(2, 18))),
    // The 12 weeks start on the Monday 11 weeks before this one.
    o('week -11 Monday 00:00', 'ready', c.mondayAt(-11), 1_000, [dish(4, 3)]),
    o('week -12 Sunday 23:59', 'ready', c.mondayAt(-11, -1, 59), 1_001, [dish(5, 2)]),
    o('week -11 Monday 02:00 UTC', 'ready', c.mondayUtc2am(-11), 1_002, [dish(5, 1)]),
    o('three weeks ago', 'ready', c.at(-21, 18), 2_500, [dish(6, 7)], dinner(c.at(-20, 18))),
    // 90 days, counted back from now (top menu items and active clients).
    o('90 days, inside', 'received', c.ago(ninety - hour), 3_000, [dish(7, 9)], { user: 'recentOrder' }),
    o('90 days, outside', 'received', c.ago(ninety + hour), 3_001, [dish(8, 100)], { user: 'staleOrder' }),
    // Revenue of completed orders: the event date, else the pickup's day in New York, else when placed.
    o('completed first of month -11', 'completed', long, 100_050, [dish(15, 1)], on(c.monthAt(-11, 1))),
    o('completed last of month -12', 'completed', long, 200_025, [dish(15, 1)], on(c.monthAt(-11, 0))),
    o('completed last of this month', 'completed', old, 30_010, [dish(15, 1)], on(c.monthAt(1, 0))),
    o('completed first of next month', 'completed', old, 40_040, [dish(15, 1)], on(c.monthAt(1, 1))),
    o('completed month -3', 'completed', long, 25_000, [dish(15, 1)], on(c.monthAt(-3, 10))),
    o(
      'dinner picked up last of month -12 20:30',
      'completed',
      long,
      5_555,
      [dish(16, 1)],
      dinner(c.monthAt(-11, 0, 20, 30)),
    ),
    o(
      'dinner picked up last of this month 23:30',
      'completed',
      old,
      4_444,
      [dish(16, 1)],
      dinner(c.monthAt(1, 0, 23, 30)),
    ),
    o('completed, placed in month -5', 'completed', c.monthAt(-5, 15), 1_234, [dish(16, 1)], {
      type: 'dinner',
    }),
    // Next 30 days of catering orders: every one not done yet, dated today to day 30.
    o('catering today', 'received', old, 10_000, [dish(17, 1)], { eventDate: c.date(0) }),
    o('catering on its way today', 'out_for_delivery', old, 10_000, [dish(17, 1)], { eventDate: c.date(0) }),
    o('catering day 30', 'confirmed', old, 10_000, [dish(17, 1)], { eventDate: c.date(30) }),
    o('catering day 31', 'preparing', old, 10_000, [dish(17, 1)], { eventDate: c.date(31) }),
    o('catering yesterday', 'ready', old, 10_000, [dish(17, 1)], { eventDate: c.date(-1) }),
    o('catering cancelled day 5', 'cancelled', old, 10_000, [dish(17, 1)], { eventDate: c.date(5) }),
  ];
  const messageList: MessageFixture[] = [
    { quote: 'recent talker', user: 'recentMessage', createdAt: c.ago(ninety - hour) },
    { quote: 'stale talker', user: 'staleMessage', createdAt: c.ago(ninety + hour) },
    { quote: 'stale talker', user: 'admin', createdAt: c.ago(hour) }, // an admin is not a client
  ];
  // Subscriptions: active recurring orders and confirmed newsletter readers who stayed.
  const recurringList = ['active', 'paused', 'cancelled', 'active'] as const;
  const readerList = [
    { email: 'confirmed@example.com', confirmedAt: c.ago(DAY), unsubscribedAt: null },
    { email: 'unconfirmed@example.com', confirmedAt: null, unsubscribedAt: null },
    { email: 'left@example.com', confirmedAt: c.ago(9 * DAY), unsubscribedAt: c.ago(DAY) },
  ];
  return { calendar: c, quoteList, orderList, messageList, recurringList, readerList };
}
export type Fixtures = ReturnType<typeof buildFixtures>;

/** Writes the fixtures; answers the ids given to each user, quote and order key. */
export async function insertFixtures(db: Database, f: Fixtures) {
  const userIds = new Map<UserKey, number>();
  for (const key of ['demo', 'admin'] as const) {
    const username = key === 'demo' ? 'client' : 'admin';
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    userIds.set(key, row!.id);
  }
  const others = [
    'recentQuote',
    'staleQuote',
    'recentOrder',
    'staleOrder',
    'recentMessage',
    'staleMessage',
    'idle',
  ] as const;
  for (const key of others) {
    const [row] = await db
      .insert(users)
      .values({ username: `stats-${key}`, email: `${key}@example.com`, passwordHash: 'not-a-hash' })
      .returning({ id: users.id });
    userIds.set(key, row!.id);
  }

  const quoteIds = new Map<string, number>();
  for (const q of f.quoteList) {
    const [row] = await db
      .insert(quotes)
      .values({
        clientId: q.user ? userIds.get(q.user)! : null,
        status: q.status,
        eventType: 'corporate',
        eventDate: q.eventDate,
        guestCount: q.guests ?? 50,
        menuPackage: q.cents === null ? 'custom' : 'full-service',
        totalCents: q.cents,
        contactName: 'Visitor',
        createdAt: q.createdAt,
      })
      .returning({ id: quotes.id });
    quoteIds.set(q.key, row!.id);
  }
  const orderIds = new Map<string, number>();
  for (const o of f.orderList) {
    const [row] = await db
      .insert(orders)
      .values({
        type: o.type,
        status: o.status,
        userId: o.user ? userIds.get(o.user)! : null,
        customerName: 'Dana Guest',
        phone: '215-555-0199',
        eventDate: o.eventDate ?? null,
        pickupAt: o.pickupAt ?? null,
        totalCents: o.cents,
        createdAt: o.createdAt,
      })
      .returning({ id: orders.id });
    orderIds.set(o.key, row!.id);
    await db.insert(orderItems).values(
      o.items.map((i) => ({
        orderId: row!.id,
        name: i.name,
        quantity: i.quantity,
        unitPriceCents: 100,
        lineTotalCents: i.quantity * 100,
      })),
    );
  }
  for (const m of f.messageList) {
    await db.insert(messages).values({
      quoteId: quoteIds.get(m.quote)!,
      senderId: userIds.get(m.user)!,
      senderSide: m.user === 'admin' ? 'business' : 'client',
      content: 'About the event',
      createdAt: m.createdAt,
    });
  }

  for (const status of f.recurringList) {
    await db.insert(recurringOrders).values({
      userId: userIds.get('demo')!,
      status,
      items: [{ menuItemId: 1, quantity: 1 }],
      frequency: 'weekly',
      weekday: 'monday',
      time: '12:00',
      deliveryAddress: '1 Market St, Philadelphia',
      deliveryZip: '19103',
      startDate: f.calendar.date(14),
    });
  }
  for (const [i, reader] of f.readerList.entries()) {
    await db.insert(newsletterSubscribers).values({ ...reader, unsubscribeToken: `stats-token-${i}` });
  }
  return { userIds, quoteIds, orderIds };
}
