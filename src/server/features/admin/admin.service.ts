import { and, count, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../common/admin.ts';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  businessClock,
  businessInstant,
  formatTime12,
} from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { centsOfText, fromCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import {
  EVENT_TYPE_LABELS,
  type EventType,
  proposalNumber,
  QUOTE_STATUSES,
} from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { messages, orderItems, orders, quotes, users } from '../../db/schema/index.ts';
import { inBusinessZone as local, orderDay } from '../../platform/business-sql.ts';
import type { GrossMargin } from '../costing/index.ts';

const DAY_MS = 86_400_000;
/** How far ahead "Revenue by month" shows months with booked events. */
const REVENUE_MONTHS_AHEAD = 12;
/** The sales tax of a stored bill (none on bills made before taxes existed): revenue is counted before it. */
/** The bill keeps the API's decimal strings (docs/decisions/0065): its tax in whole cents. */
const taxCentsOf = (bill: unknown) => sql`coalesce(round((${bill}->>'tax')::numeric * 100), 0)`;

/** Monday of the business week containing `date`. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day of the month `offset` months after the month of `date` ('YYYY-MM-01'). */
function monthStart(date: string, offset = 0): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 10);
}

/** What other features count for the dashboard: each feature counts its own records. */
export type DashboardCounts = {
  activeRecurringOrders: () => Promise<number>;
  newsletterReaders: () => Promise<number>;
  /** Costing's margin of the bookings dated in a range of business dates (the owner's month). */
  grossMargin: (range: { from: string; to: string }) => Promise<GrossMargin>;
  /** Issue 39: open invoices past due and the accounts owing them. */
  overdueReceivables: () => Promise<{ totalCents: number; accounts: number }>;
};

export function createAdminService(
  db: Database,
  counts: DashboardCounts,
  clock: () => Date = () => new Date(),
) {
  async function statusCounts() {
    const rows = await db.select({ status: quotes.status, n: count() }).from(quotes).groupBy(quotes.status);
    const byStatus = new Map(rows.map((r) => [r.status as string, r.n]));
    return QUOTE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  }

  async function activeClients(sinceDate: Date): Promise<number> {
    const since = sql`${sinceDate.toISOString()}::timestamptz`;
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${users.id})::int` })
      .from(users)
      .where(
        and(
          eq(users.role, 'client'),
          sql`(
            exists (select 1 from ${quotes} where ${quotes.clientId} = ${users.id} and ${quotes.createdAt} >= ${since})
            or exists (select 1 from ${orders} where ${orders.userId} = ${users.id} and ${orders.createdAt} >= ${since})
            or exists (select 1 from ${messages} where ${messages.senderId} = ${users.id} and ${messages.createdAt} >= ${since})
          )`,
        ),
      );
    return row?.n ?? 0;
  }

  /**
   * The 12 months ending this month, then every month ahead (up to a year) that already holds booked
   * revenue: a proposal paid today for an event in March counts in March, and the owner sees March.
   */
  async function revenueByMonth(today: string) {
    const first = monthStart(today, -11);
    const end = monthStart(today, REVENUE_MONTHS_AHEAD + 1);
    const quoteMonth = sql<string>`to_char(${local(quotes.eventDate)}, 'YYYY-MM')`;
    const accepted = await db
      .select({
        month: quoteMonth,
        cents: sql<string>`coalesce(sum(${quotes.totalCents} - ${taxCentsOf(quotes.bill)}), 0)::bigint::text`,
        tax: sql<string>`coalesce(sum(${taxCentsOf(quotes.bill)}), 0)::bigint::text`,
      })
      .from(quotes)
      .where(
        and(
          // A completed proposal was accepted first: its revenue stays in its month.
          inArray(quotes.status, ['accepted', 'completed']),
          gte(quotes.eventDate, businessInstant(first, '00:00')),
          lt(quotes.eventDate, businessInstant(end, '00:00')),
        ),
      )
      .groupBy(quoteMonth);
    // A completed order counts in the month it was for: the event date, the pickup, or when it was placed.
    const orderMonth = sql<string>`substr(${orderDay}, 1, 7)`;
    const completed = await db
      .select({
        month: orderMonth,
        cents: sql<string>`coalesce(sum(${orders.totalCents} - ${taxCentsOf(orders.bill)}), 0)::bigint::text`,
        tax: sql<string>`coalesce(sum(${taxCentsOf(orders.bill)}), 0)::bigint::text`,
      })
      .from(orders)
      .where(and(eq(orders.status, 'completed'), sql`${orderDay} >= ${first} and ${orderDay} < ${end}`))
      .groupBy(orderMonth);
    const cents = new Map<string, number>();
    const tax = new Map<string, number>();
    for (const row of [...accepted, ...completed]) {
      cents.set(row.month, (cents.get(row.month) ?? 0) + centsOfText(row.cents));
      tax.set(row.month, (tax.get(row.month) ?? 0) + centsOfText(row.tax));
    }
    const thisMonth = today.slice(0, 7);
    const lastBooked =
      [...cents.keys()]
        .filter((month) => cents.get(month)! > 0)
        .sort()
        .at(-1) ?? thisMonth;
    const ahead = Array.from({ length: REVENUE_MONTHS_AHEAD }, (_, i) =>
      monthStart(today, i + 1).slice(0, 7),
    );
    const months = [
      ...Array.from({ length: 12 }, (_, i) => monthStart(today, i - 11).slice(0, 7)),
      ...ahead.filter((month) => month <= lastBooked),
    ];
    return months.map((month) => ({
      month,
      revenue: fromCents(cents.get(month) ?? 0),
      tax: fromCents(tax.get(month) ?? 0),
    }));
  }

  async function ordersPerWeek(thisMonday: string) {
    const weeks = Array.from({ length: 12 }, (_, i) => addDays(thisMonday, (i - 11) * 7));
    const week = sql<string>`to_char(date_trunc('week', ${local(orders.createdAt)}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ week, n: count() })
      .from(orders)
      .where(and(ne(orders.status, 'cancelled'), gte(orders.createdAt, businessInstant(weeks[0]!, '00:00'))))
      .groupBy(week);
    const byWeek = new Map(rows.map((r) => [r.week, r.n]));
    return weeks.map((weekStart) => ({ weekStart, count: byWeek.get(weekStart) ?? 0 }));
  }

  /**
   * Business days from today to day 30, both inclusive, for proposals and orders alike: an event
   * this morning is still today's, and one at 18:00 on day 30 is as near as an order for day 30.
   */
  async function upcomingEvents(today: string): Promise<AdminStats['upcomingEvents']> {
    const until = addDays(today, 30);
    const proposals = await db
      .select({ quote: quotes, fullName: users.fullName, username: users.username })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(
        and(
          eq(quotes.status, 'accepted'),
          gte(quotes.eventDate, businessInstant(today, '00:00')),
          lt(quotes.eventDate, businessInstant(addDays(until, 1), '00:00')),
        ),
      );
    const catering = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.type, 'catering'),
          // Every order not yet done, out for delivery (today's) included.
          notInArray(orders.status, ['completed', 'cancelled']),
          sql`${orders.eventDate} >= ${today} and ${orders.eventDate} <= ${until}`,
        ),
      );
    // Dinner pickups too: an evening with twelve pickups is part of the owner's next 30 days.
    const pickups = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.type, 'dinner'),
          notInArray(orders.status, ['completed', 'cancelled']),
          gte(orders.pickupAt, businessInstant(today, '00:00')),
          lt(orders.pickupAt, businessInstant(addDays(until, 1), '00:00')),
        ),
      );
    const events: AdminStats['upcomingEvents'] = [
      ...proposals.map(({ quote, fullName, username }) => ({
        kind: 'proposal' as const,
        id: quote.id,
        number: proposalNumber(quote),
        date: businessClock(quote.eventDate!).date,
        title: EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType,
        customer: customerName(fullName, quote.contactName, username),
        guests: quote.guestCount,
      })),
      ...catering.map((order) => ({
        kind: 'order' as const,
        id: order.id,
        number: orderNumber(order.id),
        date: order.eventDate!,
        title: 'Catering order',
        customer: order.customerName,
        guests: null,
      })),
      ...pickups.map((order) => ({
        kind: 'order' as const,
        id: order.id,
        number: orderNumber(order.id),
        date: businessClock(order.pickupAt!).date,
        title: `Dinner pickup ${formatTime12(businessClock(order.pickupAt!).time)}`,
        customer: order.customerName,
        guests: null,
      })),
    ];
    return events.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  }

  async function topMenuItems(since: Date) {
    const quantity = sql<number>`sum(${orderItems.quantity})::int`;
    return db
      .select({ name: orderItems.name, quantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(ne(orders.status, 'cancelled'), gte(orders.createdAt, since)))
      .groupBy(orderItems.name)
      .orderBy(desc(quantity), orderItems.name)
      .limit(10);
  }

  return {
    async stats(): Promise<AdminStats> {
      const now = clock();
      const today = businessClock(now).date;
      const thisMonday = mondayOf(today);
      const ninetyDaysAgo = new Date(now.getTime() - 90 * DAY_MS);
      const [
        byStatus,
        [week],
        clients,
        [recurringOrders, newsletterReaders],
        revenue,
        perWeek,
        upcoming,
        top,
        margin,
        overdue,
      ] = await Promise.all([
        statusCounts(),
        db
          .select({ n: count(), total: sql<string>`coalesce(sum(${orders.totalCents}), 0)::text` })
          .from(orders)
          .where(
            and(ne(orders.status, 'cancelled'), gte(orders.createdAt, businessInstant(thisMonday, '00:00'))),
          ),
        activeClients(ninetyDaysAgo),
        Promise.all([counts.activeRecurringOrders(), counts.newsletterReaders()]),
        revenueByMonth(today),
        ordersPerWeek(thisMonday),
        upcomingEvents(today),
        topMenuItems(ninetyDaysAgo),
        counts.grossMargin({ from: monthStart(today), to: addDays(monthStart(today, 1), -1) }),
        counts.overdueReceivables(),
      ]);
      const of = (status: string) => byStatus.find((s) => s.status === status)?.count ?? 0;
      return {
        totalQuotes: byStatus.reduce((sum, s) => sum + s.count, 0),
        activeProposals: of('sent'),
        confirmedEvents: of('accepted'),
        recurringOrders,
        newsletterReaders,
        activeClients: clients,
        waitingForPrice: of('requested'),
        ordersThisWeek: { count: week?.n ?? 0, value: fromCents(centsOfText(week?.total)) },
        revenueByMonth: revenue,
        quotesByStatus: byStatus,
        ordersPerWeek: perWeek,
        upcomingEvents: upcoming,
        topMenuItems: top,
        grossMarginCents: margin.marginCents,
        grossMarginPercent: margin.marginPercent,
        overdueReceivables: overdue,
        timeZone: BUSINESS_TIME_ZONE,
        generatedAt: now.toISOString(),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
