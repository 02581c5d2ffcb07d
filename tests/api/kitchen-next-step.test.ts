/**
 * Issue 34 §4: the kitchen's day offers each order the next step of its own path, read from the
 * calendar entry the screen shows (which carries the order's fulfilment) through the one status-path
 * rule — so a catering pickup is offered "Ready", never "Out for Delivery", "Completed" is not offered
 * before the order's day, and every step offered is one the server takes (never a 409).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Calendar, CalendarEntry } from '../../src/common/calendar/schema.ts';
import { nextStatus } from '../../src/common/kitchen/next-status.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call } from './quotes.fixtures.ts';

const t = signedInTestApp();
const today = businessClock(new Date()).date;
const DAY = addDays(today, 4);

let staff: string;
let order: Order;
beforeAll(async () => {
  staff = await signInAsStaff(t.app, t.db);
  const res = await call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Kit',
    lastName: 'Pickup',
    email: 'kit.pickup@example.com',
    phone: '215-555-0171',
    timeWindow: '12:00-14:00',
    eventDate: DAY,
    fulfilment: 'pickup',
    items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 2 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.json<Order>();
  expect(order.fulfilment).toBe('pickup');
});

/** The order's entry on the kitchen's day, as the staff's screen reads it. */
async function entryOn(date: string, cookie = staff): Promise<CalendarEntry> {
  const res = await call(t.app, 'GET', `/api/calendar?from=${date}&to=${date}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json<Calendar>().days[0]!.entries.find((e) => e.id === order.id);
  expect(entry).toBeDefined();
  return entry!;
}
/** The button the kitchen's day shows for the entry (day-orders.tsx reads the same function). */
const offered = (entry: CalendarEntry, date: string, actor: 'admin' | 'staff') =>
  nextStatus(
    { type: 'catering', fulfilment: entry.fulfilment, status: entry.status, date },
    actor,
    new Date(),
  );
const move = (cookie: string, status: string) =>
  call(t.app, 'PATCH', `/api/orders/${order.id}/status`, cookie, { status });

describe("the kitchen's next step for a catering pickup", () => {
  it('carries the fulfilment on the entry; staff get no step until an admin confirms', async () => {
    const entry = await entryOn(DAY);
    expect(entry).toMatchObject({ kind: 'order', fulfilment: 'pickup', status: 'received', tentative: true });
    expect(offered(entry, DAY, 'staff')).toBeNull();
    // The step after it is refused to staff too: they move confirmed orders only.
    expect((await move(staff, 'preparing')).statusCode).toBe(409);
    expect(offered(entry, DAY, 'admin')).toBe('confirmed');
    expect((await move(t.admin, 'confirmed')).statusCode).toBe(200);
  });

  it('offers Ready, never Out for Delivery, and each step offered is taken by the server', async () => {
    let entry = await entryOn(DAY);
    expect(offered(entry, DAY, 'staff')).toBe('preparing');
    expect((await move(staff, 'preparing')).statusCode).toBe(200);

    entry = await entryOn(DAY);
    expect(offered(entry, DAY, 'staff')).toBe('ready');
    const refused = await move(staff, 'out_for_delivery');
    expect(refused.statusCode).toBe(409);
    expect((await move(staff, 'ready')).statusCode).toBe(200);
  });

  it("does not offer Completed before the order's day (the server refuses it too), and does on the day", async () => {
    const ahead = await entryOn(DAY);
    expect(ahead.status).toBe('ready');
    expect(offered(ahead, DAY, 'staff')).toBeNull();
    expect(offered(ahead, DAY, 'admin')).toBeNull();
    expect((await move(staff, 'completed')).statusCode).toBe(409);

    await orderDayArrives(t.db, order.id);
    const onTheDay = await entryOn(today);
    expect(offered(onTheDay, today, 'staff')).toBe('completed');
    expect((await move(staff, 'completed')).statusCode).toBe(200);
    expect(offered(await entryOn(today), today, 'staff')).toBeNull();
  });

  it('leaves events and recurring dates without a fulfilment', async () => {
    const res = await call(t.app, 'GET', `/api/calendar?from=${today}&to=${addDays(today, 30)}`, t.admin);
    const others = res
      .json<Calendar>()
      .days.flatMap((d) => d.entries)
      .filter((e) => e.kind === 'event' || e.kind === 'occurrence');
    for (const entry of others) expect(entry.fulfilment).toBeUndefined();
  });
});
