/**
 * Issue 34 §4: an order received but not confirmed is on every screen that plans the week — the
 * calendar, the prep sheet, the staff's day (the kitchen page's orders, GET /api/calendar for one day)
 * and the owner's next 7 days (the dashboard's GET /api/calendar from today to day 6) — marked
 * tentative, with its time window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Calendar, CalendarEntry } from '../../src/common/calendar/schema.ts';
import type { PrepSheet } from '../../src/common/kitchen/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call } from './quotes.fixtures.ts';

const t = signedInTestApp();
const today = businessClock(new Date()).date;
/** Due in five days: inside the owner's next 7 days. */
const DUE = addDays(today, 5);

let staff: string;
let order: Order;
beforeAll(async () => {
  staff = await signInAsStaff(t.app, t.db);
  const res = await call(t.app, 'POST', '/api/orders', undefined, {
    firstName: 'Tess',
    lastName: 'Tentative',
    email: 'tess.tentative@example.com',
    phone: '215-555-0134',
    timeWindow: '12:00-14:00',
    eventDate: DUE,
    items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 3 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.json<Order>();
  expect(order.status).toBe('received');
});

async function entriesOf(cookie: string, from: string, to: string): Promise<CalendarEntry[]> {
  const res = await call(t.app, 'GET', `/api/calendar?from=${from}&to=${to}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Calendar>().days.flatMap((d) => d.entries.filter((e) => e.id === order.id));
}
const nextSevenDays = (cookie = t.admin) => entriesOf(cookie, today, addDays(today, 6));
const staffDay = () => entriesOf(staff, DUE, DUE);
async function prepFor(cookie = staff) {
  const res = await call(t.app, 'GET', `/api/kitchen/prep?date=${DUE}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const salad = res.json<PrepSheet>().dishes.find((d) => d.name === 'Garden Salad');
  return { salad, mine: salad?.for.find((f) => f.kind === 'order' && f.id === order.id) };
}

describe('an order received but not confirmed', () => {
  it("is tentative, with its time window, on the next 7 days, the calendar, the staff's day and the prep sheet", async () => {
    const expected = expect.objectContaining({
      kind: 'order',
      number: order.orderNumber,
      status: 'received',
      tentative: true,
      time: '12:00',
      until: '14:00',
      items: 3,
    });
    expect(await nextSevenDays()).toEqual([expected]);
    expect(await entriesOf(t.admin, DUE, addDays(DUE, 30))).toEqual([expected]);
    expect(await staffDay()).toEqual([expected]);

    const { salad, mine } = await prepFor();
    expect(salad?.pans.full).toBeGreaterThanOrEqual(3);
    expect(mine).toEqual({
      kind: 'order',
      id: order.id,
      number: order.orderNumber,
      tentative: true,
      when: '12:00 PM – 2:00 PM',
    });

    const pdf = await call(t.app, 'GET', `/api/kitchen/prep?date=${DUE}&format=pdf`, staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(`${order.orderNumber} (Tentative)`);
  });

  it('stops being tentative once confirmed, and leaves every screen when cancelled', async () => {
    const confirmed = await call(t.app, 'PATCH', `/api/orders/${order.id}/status`, t.admin, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await nextSevenDays()).map((e) => [e.status, e.tentative])).toEqual([['confirmed', false]]);
    expect((await staffDay()).map((e) => e.tentative)).toEqual([false]);
    expect((await prepFor()).mine?.tentative).toBe(false);

    const cancelled = await call(t.app, 'PATCH', `/api/orders/${order.id}/status`, t.admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await nextSevenDays()).toEqual([]);
    expect(await staffDay()).toEqual([]);
    expect((await prepFor()).mine).toBeUndefined();
  });

  it('is a dinner pickup too: tentative at its pickup time until confirmed', async () => {
    const when = nextPickup();
    const res = await call(t.app, 'POST', '/api/orders', undefined, {
      type: 'dinner',
      fullName: 'Pat Pickup',
      phone: '215-555-0148',
      email: 'pat.pickup@example.com',
      ...when,
      items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const pickup = res.json<Order>();
    const cal = await call(
      t.app,
      'GET',
      `/api/calendar?from=${when.pickupDate}&to=${when.pickupDate}`,
      staff,
    );
    expect(cal.json<Calendar>().days[0]!.entries.filter((e) => e.id === pickup.id)).toEqual([
      expect.objectContaining({
        kind: 'pickup',
        status: 'received',
        tentative: true,
        time: when.pickupTime,
        until: null,
      }),
    ]);
  });
});
