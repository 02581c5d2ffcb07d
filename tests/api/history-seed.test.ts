import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HistoryTotals, seedHistory, startHistoryClock } from '../../scripts/history/seed.ts';
import type { AdminStats } from '../../src/common/admin.ts';
import type { Bill } from '../../src/common/bill/types.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { toCents } from '../../src/common/money.ts';
import type { OrderList } from '../../src/common/orders/schema.ts';
import { orders, quotes } from '../../src/server/db/schema/index.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 36 §1: `npm run seed:history` at its smallest size (a month), so it keeps working as the
 * schema and the services change. What it made is read back through the owner's screens' API.
 */

let t: TestApp;
let admin: string;
let totals: HistoryTotals;
const MONTHS = 1;

beforeAll(async () => {
  // The clock first: the embedded database keeps time by it (see startHistoryClock).
  startHistoryClock(MONTHS);
  t = await buildTestApp();
  totals = await seedHistory(t.app, t.db, { months: MONTHS });
  admin = await signInAsAdmin(t.app);
}, 600_000);
afterAll(() => t?.close());

const get = <T>(url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: admin } }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  });
const today = () => businessClock(new Date()).date;

describe('a month of history', () => {
  it('has a month of the business: clients, orders of both kinds, proposals, payments, mails, messages', () => {
    expect(totals.clients).toBeGreaterThan(40);
    expect(totals.orders).toBeGreaterThan(300);
    expect(totals.proposals).toBeGreaterThan(50);
    expect(totals.proposalVersions).toBeGreaterThan(totals.proposals / 2);
    expect(totals.payments).toBeGreaterThan(10);
    expect(totals.mails).toBeGreaterThan(totals.orders);
    expect(totals.messages).toBeGreaterThan(10);
    // Only what a real business meets is refused (a closed day), never a request the seed got wrong.
    for (const refusal of Object.keys(totals.refusals)) expect(refusal).toMatch(/DATE_CLOSED|FULLY_BOOKED/);
  });

  it('the orders list counts every order, catering and dinner pickups, and pages through them', async () => {
    const all = await get<OrderList>('/api/orders?pageSize=100');
    expect(all.total).toBe(totals.orders);
    expect(all.orders).toHaveLength(100);
    const catering = await get<OrderList>('/api/orders?type=catering&pageSize=1');
    const dinner = await get<OrderList>('/api/orders?type=dinner&pageSize=1');
    expect(catering.total).toBeGreaterThan(0);
    expect(dinner.total).toBeGreaterThan(0);
    expect(catering.total + dinner.total).toBe(all.total);
  });

  it('orders were placed over the whole month, and the past ones were seen through', async () => {
    const first = addDays(today(), -30);
    const early = await get<OrderList>(`/api/orders?from=${first}&to=${addDays(first, 7)}&pageSize=100`);
    expect(early.total).toBeGreaterThan(20);
    // Placed before their day, under the simulated clock: the stamp is the day they came in.
    for (const order of early.orders)
      expect(businessClock(new Date(order.createdAt)).date < today()).toBe(true);
    const yesterday = addDays(today(), -1);
    const stillOpen = await get<OrderList>(`/api/orders?status=received&to=${addDays(yesterday, -1)}`);
    expect(stillOpen.total).toBe(0);
    const completed = await get<OrderList>(`/api/orders?status=completed&to=${yesterday}`);
    expect(completed.total).toBeGreaterThan(100);
  });

  it('the dashboard figures add the month up: revenue, proposals by status, orders per week', async () => {
    const stats = await get<AdminStats>('/api/admin/stats');
    expect(stats.totalQuotes).toBe(totals.proposals);
    expect(stats.quotesByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(totals.proposals);
    expect(stats.confirmedEvents).toBeGreaterThan(0);
    const revenue = stats.revenueByMonth.reduce((sum, m) => sum + Number(m.revenue), 0);
    expect(revenue).toBeGreaterThan(1000);
    expect(stats.ordersPerWeek.filter((w) => w.count > 0).length).toBeGreaterThanOrEqual(4);
    expect(stats.activeClients).toBeGreaterThan(40);
  });

  it('every stored bill adds up in cents: its parts make its total, which is what the row stores (issue 36 §2)', async () => {
    const partsCents = (bill: Bill) =>
      toCents(bill.subtotal) -
      toCents(bill.discount) +
      toCents(bill.serviceCharge) +
      toCents(bill.deliveryFee) +
      toCents(bill.tax) +
      toCents(bill.gratuity);
    const orderRows = await t.db
      .select({ id: orders.id, totalCents: orders.totalCents, bill: orders.bill })
      .from(orders);
    expect(orderRows.length).toBe(totals.orders);
    for (const row of orderRows) {
      expect(row.bill, `order ${row.id}`).not.toBeNull();
      expect(partsCents(row.bill!), `order ${row.id}`).toBe(row.totalCents);
      expect(toCents(row.bill!.total), `order ${row.id}`).toBe(row.totalCents);
    }
    const quoteRows = await t.db
      .select({ id: quotes.id, totalCents: quotes.totalCents, bill: quotes.bill })
      .from(quotes);
    const priced = quoteRows.filter((q) => q.totalCents !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const row of priced) {
      expect(partsCents(row.bill!), `proposal ${row.id}`).toBe(row.totalCents);
    }
  });
});
