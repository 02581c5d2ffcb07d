import { TZDate } from '@date-fns/tz';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/admin.ts';
import { signedInTestApp, signInAsClient } from '../helpers/test-app.ts';
import {
  buildFixtures,
  DAY,
  insertFixtures,
  nyDate,
  type OrderFixture,
  type UserKey,
  ZONE,
} from './admin-stats.fixtures.ts';

/**
 * Every figure of GET /api/admin/stats equals a count made here by plain loops over the fixture
 * list, on New York's calendar. The fixtures are dated from "now", so the edges hold on any day.
 */
const t = signedInTestApp();
let stats: AdminStats;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
const now = new Date();
const f = buildFixtures(now);
const c = f.calendar;
const since90 = now.getTime() - 90 * DAY;
const money = (total: number) => (total / 100).toFixed(2);
const byKey = <T extends { key: string }>(list: T[], key: string) => list.find((x) => x.key === key)!;

/** The Monday (New York) of the week an instant falls in. */
function weekOf(at: Date): string {
  const d = new TZDate(at.getTime(), ZONE);
  return nyDate(new TZDate(d.getFullYear(), d.getMonth(), d.getDate() - ((d.getDay() + 6) % 7), ZONE));
}
const weeks = Array.from({ length: 12 }, (_, i) => nyDate(c.mondayAt(i - 11)));
const months = Array.from({ length: 12 }, (_, i) => nyDate(c.monthAt(i - 11, 1)).slice(0, 7));
/** The day a completed order's revenue belongs to: its event date, else its pickup, else when placed. */
const revenueDay = (o: OrderFixture) => o.eventDate ?? nyDate(o.pickupAt ?? o.createdAt);

beforeAll(async () => {
  ids = await insertFixtures(t.db, f);
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: t.admin } });
  expect(res.statusCode, res.body).toBe(200);
  stats = res.json<AdminStats>();
});

describe('the fixtures sit on each edge, whatever day the test runs', () => {
  it('Monday 02:00 UTC is still Sunday in New York', () => {
    const at = byKey(f.orderList, 'Monday 02:00 UTC').createdAt;
    expect(at.toISOString().slice(0, 10)).toBe(weeks[11]);
    expect(weekOf(at)).toBe(weeks[10]);
    expect(weekOf(byKey(f.orderList, 'Monday 00:00').createdAt)).toBe(weeks[11]);
    expect(weekOf(byKey(f.orderList, 'week -11 Monday 00:00').createdAt)).toBe(weeks[0]);
    expect(weeks).not.toContain(weekOf(byKey(f.orderList, 'week -12 Sunday 23:59').createdAt));
    expect(weeks).not.toContain(weekOf(byKey(f.orderList, 'week -11 Monday 02:00 UTC').createdAt));
  });

  it('the month edges fall apart in UTC and New York', () => {
    const outside = byKey(f.quoteList, 'accepted last of month -12 20:30').eventDate!;
    expect(months).not.toContain(nyDate(outside).slice(0, 7));
    expect(months[0]).toBe(outside.toISOString().slice(0, 7)); // in UTC it is already month -11
    const inside = byKey(f.quoteList, 'accepted last of this month 23:30').eventDate!;
    expect(nyDate(inside).slice(0, 7)).toBe(months[11]);
    expect(months).not.toContain(inside.toISOString().slice(0, 7));
    const pickup = byKey(f.orderList, 'dinner picked up last of this month 23:30').pickupAt!;
    expect(nyDate(pickup).slice(0, 7)).toBe(months[11]);
  });

  it('day 30 at 23:59 in New York is already day 31 in UTC', () => {
    const late = byKey(f.quoteList, 'accepted day 30 23:59').eventDate!;
    expect(nyDate(late)).toBe(c.date(30));
    expect(late.toISOString().slice(0, 10)).toBe(c.date(31));
  });
});

describe('GET /api/admin/stats counts every figure from the rows', () => {
  it('counts quotes by status, and the cards made of them', () => {
    const byStatus = new Map<string, number>();
    for (const q of f.quoteList) byStatus.set(q.status, (byStatus.get(q.status) ?? 0) + 1);
    const statuses = [
      'requested',
      'sent',
      'viewed',
      'changes_requested',
      'accepted',
      'rejected',
      'completed',
    ];
    expect(stats.quotesByStatus).toEqual(
      statuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    );
    expect(stats.totalQuotes).toBe(f.quoteList.length);
    expect(stats.activeProposals).toBe(byStatus.get('sent'));
    expect(stats.confirmedEvents).toBe(byStatus.get('accepted'));
    expect(stats.waitingForPrice).toBe(byStatus.get('requested'));
  });

  it('counts clients with a quote, an order or a message in the last 90 days (admins are not clients)', () => {
    const clients: UserKey[] = [
      'demo',
      'recentQuote',
      'staleQuote',
      'recentOrder',
      'staleOrder',
      'recentMessage',
      'staleMessage',
      'idle',
    ];
    let active = 0;
    for (const user of clients) {
      const recent = (at: Date) => at.getTime() >= since90;
      if (
        f.quoteList.some((q) => q.user === user && recent(q.createdAt)) ||
        f.orderList.some((o) => o.user === user && recent(o.createdAt)) ||
        f.messageList.some((m) => m.user === user && recent(m.createdAt))
      )
        active += 1;
    }
    expect(stats.activeClients).toBe(active);
    expect(active).toBe(4); // demo, recentQuote, recentOrder, recentMessage
  });

  it('counts active recurring orders and confirmed newsletter readers who stayed', () => {
    let recurring = 0;
    let readers = 0;
    for (const status of f.recurringList) if (status === 'active') recurring += 1;
    for (const r of f.readerList) if (r.confirmedAt && !r.unsubscribedAt) readers += 1;
    expect({ recurringOrders: stats.recurringOrders, newsletterReaders: stats.newsletterReaders }).toEqual({
      recurringOrders: recurring,
      newsletterReaders: readers,
    });
    // One name per concept: the old sum under a second name is gone from the API.
    expect(stats).not.toHaveProperty('subscriptions');
  });

  it("counts this week's orders and their value from Monday 00:00 in New York, cancelled ones left out", () => {
    let count = 0;
    let total = 0;
    for (const o of f.orderList) {
      if (o.status === 'cancelled' || weekOf(o.createdAt) !== weeks[11]) continue;
      count += 1;
      total += o.cents;
    }
    expect(stats.ordersThisWeek).toEqual({ count, value: money(total) });
  });

  it('counts orders per week for 12 weeks, each in the week of its Monday in New York', () => {
    const perWeek = new Map<string, number>();
    for (const o of f.orderList) {
      if (o.status === 'cancelled') continue;
      perWeek.set(weekOf(o.createdAt), (perWeek.get(weekOf(o.createdAt)) ?? 0) + 1);
    }
    expect(stats.ordersPerWeek).toEqual(
      weeks.map((weekStart) => ({ weekStart, count: perWeek.get(weekStart) ?? 0 })),
    );
  });

  it('adds up revenue for the last 12 months and the months booked ahead: accepted and completed proposals by event month, completed orders by their day', () => {
    const revenue = new Map<string, number>();
    const add = (month: string, amount: number) => revenue.set(month, (revenue.get(month) ?? 0) + amount);
    for (const q of f.quoteList) {
      if ((q.status === 'accepted' || q.status === 'completed') && q.eventDate && q.cents !== null) {
        add(nyDate(q.eventDate).slice(0, 7), q.cents);
      }
    }
    for (const o of f.orderList) if (o.status === 'completed') add(revenueDay(o).slice(0, 7), o.cents);
    // The 12 months ending this one, then the months ahead (a year at most) up to the last one booked.
    const ahead = Array.from({ length: 12 }, (_, i) => nyDate(c.monthAt(i + 1, 1)).slice(0, 7));
    const lastBooked = ahead.filter((month) => (revenue.get(month) ?? 0) > 0).at(-1);
    const shown = [...months, ...ahead.filter((month) => lastBooked !== undefined && month <= lastBooked)];
    expect(stats.revenueByMonth).toEqual(
      // These rows are stored without a bill (as before bills existed): no tax was collected on them.
      shown.map((month) => ({ month, revenue: money(revenue.get(month) ?? 0), tax: '0.00' })),
    );
  });

  it('lists accepted proposals, open catering orders and dinner pickups dated today to day 30 (New York), soonest first', () => {
    const [first, last] = [c.date(0), c.date(30)];
    const expected: { kind: string; id: number; date: string }[] = [];
    for (const q of f.quoteList) {
      const date = q.eventDate && nyDate(q.eventDate);
      if (q.status === 'accepted' && date && date >= first && date <= last) {
        expected.push({ kind: 'proposal', id: ids.quoteIds.get(q.key)!, date });
      }
    }
    for (const o of f.orderList) {
      const open = o.status !== 'completed' && o.status !== 'cancelled';
      if (o.type === 'catering' && open && o.eventDate! >= first && o.eventDate! <= last) {
        expected.push({ kind: 'order', id: ids.orderIds.get(o.key)!, date: o.eventDate! });
      }
      // Dinner pickups are part of the owner's next 30 days too.
      const pickupDay = o.type === 'dinner' && o.pickupAt ? nyDate(o.pickupAt) : null;
      if (pickupDay && open && pickupDay >= first && pickupDay <= last) {
        expected.push({ kind: 'order', id: ids.orderIds.get(o.key)!, date: pickupDay });
      }
    }
    expected.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
    expect(stats.upcomingEvents.map(({ kind, id, date }) => ({ kind, id, date }))).toEqual(expected);
    expect(stats.upcomingEvents.find((e) => e.id === ids.quoteIds.get('accepted today 00:00'))).toMatchObject(
      {
        kind: 'proposal',
        guests: 90,
      },
    );
  });

  it('ranks the 10 menu items ordered most in the last 90 days, cancelled orders left out', () => {
    const quantities = new Map<string, number>();
    for (const o of f.orderList) {
      if (o.status === 'cancelled' || o.createdAt.getTime() < since90) continue;
      for (const item of o.items) quantities.set(item.name, (quantities.get(item.name) ?? 0) + item.quantity);
    }
    const ranked = [...quantities]
      .map(([name, quantity]) => ({ name, quantity }))
      .sort((a, b) => b.quantity - a.quantity || (a.name < b.name ? -1 : 1));
    expect(ranked.length).toBeGreaterThan(10);
    expect(stats.topMenuItems).toEqual(ranked.slice(0, 10));
  });

  it('says its zone and when it counted', () => {
    expect(stats.timeZone).toBe('America/New_York');
    expect(Date.parse(stats.generatedAt)).toBeGreaterThanOrEqual(now.getTime());
  });
});

describe('GET /api/admin/stats access', () => {
  it('is refused to visitors and clients', async () => {
    const get = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: cookie ? { cookie } : {} });
    expect((await get()).statusCode).toBe(401);
    expect((await get(await signInAsClient(t.app))).statusCode).toBe(403);
  });
});
