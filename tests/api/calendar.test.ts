import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import type { Calendar, CalendarDay } from '../../src/common/calendar/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { proposalNumber } from '../../src/common/quotes/pricing.ts';
import { orders } from '../../src/server/db/schema/index.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { acceptedQuote } from './payments.fixtures.ts';
import { call } from './quotes.fixtures.ts';

const t = signedInTestApp();

const calendar = (from: string, to: string, cookie = t.admin) =>
  call(t.app, 'GET', `/api/calendar?from=${from}&to=${to}`, cookie);
const day = (cal: Calendar, date: string) => cal.days.find((d) => d.date === date) as CalendarDay;

async function cateringOrder(eventDate: string, quantity: number): Promise<Order> {
  const res = await call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Dana',
    lastName: 'Delivery',
    email: 'dana.delivery@example.com',
    phone: '215-555-0199',
    timeWindow: '12:00-14:00',
    eventDate,
    items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}
const setStatus = async (id: number, status: string) =>
  expect((await call(t.app, 'PATCH', `/api/orders/${id}/status`, t.admin, { status })).statusCode).toBe(200);

describe('GET /api/calendar', () => {
  it('refuses a client and a visitor', async () => {
    expect((await calendar('2027-03-01', '2027-03-07', t.client)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/calendar?from=2027-03-01&to=2027-03-07')).statusCode).toBe(401);
  });

  it('answers 400 with a message for a range over 62 days, a reversed range or a bad date', async () => {
    for (const [from, to] of [
      ['2027-03-01', '2027-05-02'],
      ['2027-03-10', '2027-03-01'],
      ['2027-02-30', '2027-03-01'],
    ] as const) {
      const res = await calendar(from, to);
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const missing = await call(t.app, 'GET', '/api/calendar', t.admin);
    expect(missing.statusCode).toBe(400);
    expect((await calendar('2027-03-01', '2027-05-01')).statusCode).toBe(200); // exactly 62 days
  });

  it('lists every date across a month boundary, orders on their own day, received ones tentative', async () => {
    const lastOfMarch = await cateringOrder('2027-03-31', 2);
    const firstOfApril = await cateringOrder('2027-04-01', 1);
    const unconfirmed = await cateringOrder('2027-04-01', 1);
    await setStatus(lastOfMarch.id, 'confirmed');
    await setStatus(firstOfApril.id, 'preparing');
    const res = await calendar('2027-03-29', '2027-04-02');
    expect(res.statusCode).toBe(200);
    const cal = res.json<Calendar>();
    expect(cal.days.map((d) => d.date)).toEqual([
      '2027-03-29',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    expect(day(cal, '2027-03-31').entries).toEqual([
      expect.objectContaining({
        kind: 'order',
        id: lastOfMarch.id,
        number: lastOfMarch.orderNumber,
        // The window chosen at checkout, never "All day".
        time: '12:00',
        until: '14:00',
        items: 2,
        status: 'confirmed',
        tentative: false,
      }),
    ]);
    // Received but not confirmed: still on the day, marked tentative (issue 34 §4).
    expect(day(cal, '2027-04-01').entries.map((e) => [e.id, e.tentative])).toEqual([
      [firstOfApril.id, false],
      [unconfirmed.id, true],
    ]);
    // Every catering order not cancelled holds a place against the limit, confirmed or not.
    expect(day(cal, '2027-04-01').capacity).toEqual({
      used: 2,
      limit: expect.toBeOneOf([null, expect.any(Number)]),
      pending: 0,
    });
  });

  it('places events on the business date across the spring DST change (a 23-hour day)', async () => {
    // 2027-03-14 is the day clocks go forward in Philadelphia: 23:30 that night is 03:30 UTC on the
    // 15th; 00:30 on the 15th is 04:30 UTC. A fixed -05:00 offset would put both on the 14th.
    const lateOn14 = await acceptedQuote(t.app, t.client, t.admin, {
      eventDate: businessInstant('2027-03-14', '23:30').toISOString(),
    });
    const earlyOn15 = await acceptedQuote(t.app, t.client, t.admin, {
      eventDate: businessInstant('2027-03-15', '00:30').toISOString(),
    });
    const before = await acceptedQuote(t.app, t.client, t.admin, {
      eventDate: businessInstant('2027-03-13', '23:30').toISOString(),
    });
    expect(businessInstant('2027-03-14', '23:30').toISOString()).toBe('2027-03-15T03:30:00.000Z');

    const only14 = (await calendar('2027-03-14', '2027-03-14')).json<Calendar>();
    expect(only14.days).toHaveLength(1);
    expect(only14.days[0]!.entries).toEqual([
      expect.objectContaining({
        kind: 'event',
        id: lateOn14.id,
        time: '23:30',
        guests: 120,
        status: 'accepted',
      }),
    ]);

    const three = (await calendar('2027-03-13', '2027-03-15')).json<Calendar>();
    expect(day(three, '2027-03-13').entries.map((e) => e.id)).toEqual([before.id]);
    expect(day(three, '2027-03-14').entries.map((e) => e.id)).toEqual([lateOn14.id]);
    expect(day(three, '2027-03-15').entries).toEqual([
      expect.objectContaining({ id: earlyOn15.id, time: '00:30', number: proposalNumber(earlyOn15.id) }),
    ]);
  });

  it('places dinner pickups by their time on the business clock across the autumn DST change', async () => {
    // 2026-11-01 fell back already; the next: 2027-11-07 (a 25-hour day). Pickups are booked at most
    // 14 days ahead, so the order is placed for the next pickup day and moved there.
    const res = await call(t.app, 'POST', '/api/orders', undefined, {
      type: 'dinner',
      fullName: 'Morgan Pickup',
      phone: '215-555-0147',
      email: 'morgan.pickup@example.com',
      ...nextPickup(),
      items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const pickup = res.json<Order>();
    await t.db
      .update(orders)
      .set({ pickupAt: businessInstant('2027-11-07', '21:45') })
      .where(eq(orders.id, pickup.id));
    await setStatus(pickup.id, 'confirmed');
    const lateEvent = await acceptedQuote(t.app, t.client, t.admin, {
      eventDate: businessInstant('2027-11-07', '23:30').toISOString(),
    });
    expect(businessInstant('2027-11-07', '23:30').toISOString()).toBe('2027-11-08T04:30:00.000Z');
    const cal = (await calendar('2027-11-06', '2027-11-08')).json<Calendar>();
    expect(day(cal, '2027-11-07').entries).toEqual([
      expect.objectContaining({ kind: 'pickup', id: pickup.id, time: '21:45', items: 3 }),
      expect.objectContaining({ kind: 'event', id: lateEvent.id, time: '23:30' }),
    ]);
    expect(day(cal, '2027-11-06').entries).toEqual([]);
    expect(day(cal, '2027-11-08').entries).toEqual([]);
  });

  it('shows a recurring order on its dates until they become orders, never on a blackout date', async () => {
    const created = await call(t.app, 'POST', '/api/subscriptions', t.client, {
      items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 }],
      frequency: 'weekly',
      weekday: 'tuesday',
      time: '12:30',
      deliveryAddress: '1500 Market St, Philadelphia, PA',
      deliveryZip: '19102',
      phone: '215-555-0123',
      startDate: '2027-06-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const features = await call(t.app, 'PATCH', '/api/features', t.admin, {
      bookNow: { blackoutDates: [{ date: '2027-06-08', reason: 'Staff retreat' }], maxEventsPerDay: 3 },
    });
    expect(features.statusCode, features.body).toBe(200);

    const cal = (await calendar('2027-05-31', '2027-06-16')).json<Calendar>();
    const mine = (date: string) =>
      day(cal, date).entries.filter((e) => e.kind === 'occurrence' && e.id === id);
    expect(mine('2027-06-01')).toEqual([
      expect.objectContaining({ number: `REC-${String(id).padStart(3, '0')}`, time: '12:30', items: 2 }),
    ]);
    expect(mine('2027-06-08')).toEqual([]);
    expect(day(cal, '2027-06-08')).toMatchObject({ blackout: true, blackoutReason: 'Staff retreat' });
    expect(mine('2027-06-15')).toHaveLength(1);
    expect(day(cal, '2027-06-15').capacity).toEqual({ used: 0, limit: 3, pending: 0 });

    // Once the job placed the 1st, it shows as that order, not twice.
    await t.app.occurrenceJob.run(businessInstant('2027-05-30', '12:00'), id);
    const after = (await calendar('2027-06-01', '2027-06-01')).json<Calendar>();
    expect(after.days[0]!.entries.filter((e) => e.kind === 'occurrence')).toEqual([]);
    // The kitchen sees its order before it is confirmed, tentative like every received order.
    expect(after.days[0]!.entries).toEqual([
      expect.objectContaining({
        kind: 'order',
        time: '12:30',
        until: null,
        items: 2,
        status: 'received',
        tentative: true,
      }),
    ]);
    expect(after.days[0]!.capacity.used).toBe(1);
  });
});
