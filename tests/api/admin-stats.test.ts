import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/admin.ts';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu.ts';
import { messages, orderItems, orders, quotes, users } from '../../src/server/db/schema/index.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { newClient } from './quotes.fixtures.ts';

let t: TestApp;
let admin: string;
let client: string;
let menu: MenuItem[];
let ip = 0;
const DAY = 86_400_000;
const now = new Date();
const today = businessClock(now).date;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  ip += 1;
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.1.0.${ip}`,
    ...(payload ? { payload } : {}),
  });
}
async function quote(cookie: string | undefined, overrides: object = {}) {
  const res = await call('POST', '/api/quotes', cookie, {
    eventType: 'corporate',
    eventDate: businessInstant(addDays(today, 10), '12:00').toISOString(),
    guestCount: 60,
    menuPackage: 'full-service',
    contactName: 'Visitor =Name',
    contactEmail: 'visitor@example.com',
    contactPhone: '215-555-0100',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}
async function order(items: { name: string; quantity: number }[], cookie?: string, overrides: object = {}) {
  const byName = (name: string) => menu.find((i) => i.name === name)!;
  const res = await call('POST', '/api/orders', cookie, {
    firstName: 'Dana',
    lastName: 'Guest',
    email: 'dana@example.com',
    phone: '215-555-0199',
    eventDate: addDays(today, 5),
    items: items.map((i) => ({ menuItemId: byName(i.name).id, panSize: 'half', quantity: i.quantity })),
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signInAsAdmin(t.app);
  client = await signInAsClient(t.app);
  menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();

  // Quotes in every status, one accepted with an event two months ago (revenue), one in 10 days (upcoming).
  await quote(undefined, { menuPackage: 'custom' }); // requested
  await quote(client, { menuPackage: 'custom' }); // requested
  await quote(client); // sent
  const viewed = await quote(client);
  await call('PATCH', `/api/quotes/${viewed}/status`, admin, { status: 'viewed' });
  const upcoming = await quote(client, { guestCount: 90 });
  await call('PATCH', `/api/quotes/${upcoming}/status`, client, { status: 'accepted' });
  const past = await quote(client);
  await call('PATCH', `/api/quotes/${past}/status`, client, { status: 'accepted' });
  await t.db
    .update(quotes)
    .set({ eventDate: new Date(now.getTime() - 60 * DAY) })
    .where(eq(quotes.id, past));
  const declined = await quote(client);
  await call('PATCH', `/api/quotes/${declined}/status`, client, { status: 'rejected' });

  // Orders: this week, three weeks ago, 100 days ago (outside the 90-day window), completed, cancelled.
  await order([{ name: 'Classic Caesar Salad', quantity: 3 }]);
  await order([{ name: 'Baked Macaroni & Cheese', quantity: 2 }], client);
  const old = await order([{ name: 'Baked Macaroni & Cheese', quantity: 50 }]);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(now.getTime() - 100 * DAY) })
    .where(eq(orders.id, old));
  const earlier = await order([{ name: 'Classic Caesar Salad', quantity: 1 }]);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(now.getTime() - 21 * DAY) })
    .where(eq(orders.id, earlier));
  const done = await order([{ name: 'Classic Caesar Salad', quantity: 2 }]);
  await call('PATCH', `/api/orders/${done}/status`, admin, { status: 'completed' });
  const cancelled = await order([{ name: 'Classic Caesar Salad', quantity: 7 }]);
  await call('PATCH', `/api/orders/${cancelled}/status`, admin, { status: 'cancelled' });

  // A second client active only through a message; a third whose only quote is 120 days old.
  const talker = await newClient(t.app, 'talker');
  const talkerQuote = await quote(talker.cookie, { menuPackage: 'custom' });
  await t.db
    .update(quotes)
    .set({ createdAt: new Date(now.getTime() - 120 * DAY) })
    .where(eq(quotes.id, talkerQuote));
  const sent = await call('POST', '/api/messages', talker.cookie, { quoteId: talkerQuote, content: 'Hi!' });
  if (sent.statusCode !== 201) throw new Error(sent.body);
  const idle = await newClient(t.app, 'idle');
  const idleQuote = await quote(idle.cookie, { menuPackage: 'custom' });
  await t.db
    .update(quotes)
    .set({ createdAt: new Date(now.getTime() - 120 * DAY) })
    .where(eq(quotes.id, idleQuote));
});
afterAll(() => t.close());

/** The same figures, counted here in plain code from the rows themselves. */
async function countedIndependently() {
  const allQuotes = await t.db.select().from(quotes);
  const allOrders = await t.db.select().from(orders);
  const lines = await t.db.select().from(orderItems);
  const allMessages = await t.db.select().from(messages);
  const clients = await t.db.select().from(users).where(eq(users.role, 'client'));
  const since = now.getTime() - 90 * DAY;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const thisWeek = allOrders.filter(
    (o) => o.status !== 'cancelled' && businessClock(o.createdAt).date >= monday,
  );
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const o = allOrders.find((x) => x.id === line.orderId)!;
    if (o.status === 'cancelled' || o.createdAt.getTime() < since) continue;
    quantities.set(line.name, (quantities.get(line.name) ?? 0) + line.quantity);
  }
  const month = (date: string) => date.slice(0, 7);
  const revenue = new Map<string, number>();
  for (const q of allQuotes.filter((x) => x.status === 'accepted')) {
    const m = month(businessClock(q.eventDate!).date);
    revenue.set(m, (revenue.get(m) ?? 0) + Math.round(Number(q.totalAmount) * 100));
  }
  for (const o of allOrders.filter((x) => x.status === 'completed')) {
    const m = month(o.eventDate!);
    revenue.set(m, (revenue.get(m) ?? 0) + Math.round(Number(o.total) * 100));
  }
  return {
    totalQuotes: allQuotes.length,
    activeProposals: allQuotes.filter((q) => q.status === 'sent').length,
    confirmedEvents: allQuotes.filter((q) => q.status === 'accepted').length,
    waitingForPrice: allQuotes.filter((q) => q.status === 'requested').length,
    activeClients: clients.filter(
      (c) =>
        allQuotes.some((q) => q.clientId === c.id && q.createdAt.getTime() >= since) ||
        allOrders.some((o) => o.userId === c.id && o.createdAt.getTime() >= since) ||
        allMessages.some((m) => m.senderId === c.id && m.createdAt.getTime() >= since),
    ).length,
    ordersThisWeek: {
      count: thisWeek.length,
      value: (thisWeek.reduce((sum, o) => sum + Math.round(Number(o.total) * 100), 0) / 100).toFixed(2),
    },
    top: [...quantities].sort((a, b) => b[1] - a[1]).map(([name, quantity]) => ({ name, quantity })),
    revenue,
    upcoming: allQuotes.filter((q) => q.status === 'accepted' && q.eventDate!.getTime() > now.getTime())
      .length,
  };
}

describe('GET /api/admin/stats', () => {
  it('answers figures equal to counts made from the rows themselves', async () => {
    const res = await call('GET', '/api/admin/stats', admin);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<AdminStats>();
    const expected = await countedIndependently();
    expect(stats.totalQuotes).toBe(expected.totalQuotes);
    expect(stats.totalQuotes).toBe(9);
    expect(stats.activeProposals).toBe(expected.activeProposals);
    expect(stats.activeProposals).toBe(1);
    expect(stats.confirmedEvents).toBe(expected.confirmedEvents);
    expect(stats.confirmedEvents).toBe(2);
    expect(stats.waitingForPrice).toBe(expected.waitingForPrice);
    expect(stats.activeClients).toBe(expected.activeClients);
    expect(stats.activeClients).toBe(2); // the demo client and the one who wrote a message
    expect(stats.subscriptions).toBe(0);
    expect(stats.ordersThisWeek).toEqual(expected.ordersThisWeek);
    expect(stats.topMenuItems).toEqual(expected.top);
    expect(stats.topMenuItems[0]).toEqual({ name: 'Classic Caesar Salad (Half Pan)', quantity: 6 });
    for (const { month, revenue } of stats.revenueByMonth) {
      expect(Math.round(Number(revenue) * 100), month).toBe(expected.revenue.get(month) ?? 0);
    }
    expect(stats.upcomingEvents.filter((e) => e.kind === 'proposal')).toHaveLength(expected.upcoming);
  });

  it('lists 12 months, 12 weeks and every quote status, oldest first, in New York time', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin)).json<AdminStats>();
    expect(stats.timeZone).toBe('America/New_York');
    expect(stats.revenueByMonth).toHaveLength(12);
    expect(stats.revenueByMonth.at(-1)!.month).toBe(today.slice(0, 7));
    expect(stats.ordersPerWeek).toHaveLength(12);
    expect(new Date(`${stats.ordersPerWeek.at(-1)!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(stats.ordersPerWeek.reduce((s, w) => s + w.count, 0)).toBe(4); // not the cancelled or the 100-day-old one
    expect(stats.quotesByStatus.map((s) => s.status)).toEqual([
      'requested',
      'sent',
      'viewed',
      'accepted',
      'rejected',
      'completed',
    ]);
    expect(stats.quotesByStatus.map((s) => s.count)).toEqual([4, 1, 1, 2, 1, 0]);
    expect(stats.upcomingEvents.map((e) => e.kind).sort()).toEqual([
      'order',
      'order',
      'order',
      'order',
      'proposal',
    ]);
    expect(stats.upcomingEvents.find((e) => e.kind === 'proposal')).toMatchObject({ guests: 90 });
  });

  it('is refused to visitors and clients', async () => {
    expect((await call('GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/stats', client)).statusCode).toBe(403);
  });
});
