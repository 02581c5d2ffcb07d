import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import { type RecurringOrder, WEEKDAYS } from '../../src/common/recurring-orders.ts';
import type { App } from '../../src/server/app.ts';
import { orders, recurringOrderOccurrences } from '../../src/server/db/schema/index.ts';
import { mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { buildSecondInstance, signedInTestApp, signIn } from '../helpers/test-app.ts';

const t = signedInTestApp();
let other: string;
const today = businessClock(new Date()).date;
const DAY = 86_400_000;

beforeAll(async () => {
  await chargeNoTax(t.app);
  const account = await registerAccount(t.app, newAccount('subscriber'));
  other = await signIn(t.app, account.username, account.password);
});

function weekdayOf(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

const body = (startDate: string, overrides: Record<string, unknown> = {}) => ({
  items: [
    { menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 },
    { menuItemId: t.dish('Baked Macaroni & Cheese').id, panSize: 'full', quantity: 1 },
  ],
  frequency: 'weekly',
  weekday: weekdayOf(startDate),
  time: '12:30',
  deliveryAddress: '1500 Market St, Philadelphia, PA',
  deliveryZip: '19102',
  phone: '215-555-0123',
  startDate,
  notes: 'Lunch for the team',
  ...overrides,
});

function create(payload: unknown, cookie: string | null = t.client) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}
const patch = (id: number, payload: object, cookie = t.client) =>
  t.app.inject({ method: 'PATCH', url: `/api/subscriptions/${id}`, payload, headers: { cookie } });

async function ordersOf(id: number) {
  return t.db
    .select({
      id: orders.id,
      eventDate: orders.eventDate,
      status: orders.status,
      totalCents: orders.totalCents,
      phone: orders.phone,
    })
    .from(orders)
    .where(like(orders.notes, `Recurring order #${id},%`))
    .orderBy(orders.eventDate);
}

describe('POST /api/subscriptions', () => {
  it('creates a weekly order, answers its next dates, and orders a delivery due within 7 days at once', async () => {
    const start = addDays(today, 2);
    const res = await create(body(start));
    expect(res.statusCode).toBe(201);
    const sub = res.json<RecurringOrder>();
    expect(sub).toMatchObject({
      status: 'active',
      frequency: 'weekly',
      weekday: weekdayOf(start),
      time: '12:30',
    });
    expect(sub.nextDates).toEqual([start, addDays(start, 7), addDays(start, 14)]);
    // 2 half pans of Caesar ($60) + 1 full pan of mac ($100), priced by the server.
    expect(sub.estimatedTotal).toBe('220.00');
    const created = await ordersOf(sub.id);
    // Its order: the food and the $15.00 delivery fee of ZIP 19102 (no tax in this file).
    expect(created.map((o) => [o.eventDate, o.status, o.totalCents])).toEqual([[start, 'received', 23_500]]);
    const [occurrence] = await t.db
      .select()
      .from(recurringOrderOccurrences)
      .where(eq(recurringOrderOccurrences.recurringOrderId, sub.id));
    expect(occurrence).toMatchObject({ date: start, status: 'ordered', orderId: created[0]!.id });
    // It reaches the customer (with a tracking link) and the business like any order.
    const mail = (await mailsTo(t.app, t.db, 'client@catering.local'))[0];
    expect(mail?.text).toContain('/tracker?order=');
  });

  it('computes every-two-weeks and monthly dates', async () => {
    const start = addDays(today, 20);
    const biweekly = (await create(body(start, { frequency: 'biweekly' }))).json<RecurringOrder>();
    // The business's closed days (its blackout dates) are skipped, not next.
    const closed = new Set(biweekly.skippedDates);
    const schedule = Array.from({ length: 6 }, (_, i) => addDays(start, 14 * i));
    expect(biweekly.nextDates).toEqual(schedule.filter((d) => !closed.has(d)).slice(0, 3));
    const monthly = (await create(body(start, { frequency: 'monthly' }))).json<RecurringOrder>();
    expect(monthly.nextDates[0]).toBe(start);
    for (const date of monthly.nextDates) expect(weekdayOf(date)).toBe(weekdayOf(start));
    const month = (date: string) => Number(date.slice(5, 7));
    expect(month(monthly.nextDates[1]!)).toBe((month(start) % 12) + 1);
  });

  it('refuses bad input with 400 and visitors with 401', async () => {
    const start = addDays(today, 3);
    for (const bad of [
      body(start, { frequency: 'daily' }),
      body(start, { weekday: 'funday' }),
      body(start, { time: '25:00' }),
      body(start, { startDate: addDays(today, -1) }),
      body(start, { startDate: '2025-02-30' }),
      body(start, { deliveryAddress: '' }),
      body(start, { phone: '' }),
      body(start, { phone: 'call me' }),
      body(start, { items: [] }),
      body(start, { items: [{ menuItemId: 987_654, quantity: 1 }] }),
      body(start, { items: [{ menuItemId: t.dish('Classic Caesar Salad').id, quantity: 0 }] }),
    ]) {
      const res = await create(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await create(body(start), null)).statusCode).toBe(401);
  });

  it('asks for the ZIP it delivers to, as checkout does, so every delivery is billed its fee', async () => {
    const start = addDays(today, 40);
    const { deliveryZip: _zip, ...noZip } = body(start);
    const missing = await create(noZip);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ deliveryZip: 'Enter a ZIP code' });
    const outside = await create(body(start, { deliveryZip: '10001' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({
      deliveryZip: "We don't deliver to 10001 yet. Choose pickup or ask us for a quote.",
    });
    const made = await create(body(start, { deliveryZip: '19103' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<RecurringOrder>()).toMatchObject({
      deliveryZip: '19103',
      bill: { deliveryFee: '15.00', deliveryZone: 'Center City & nearby' },
    });
  });
});

describe('GET and PATCH /api/subscriptions', () => {
  it("lists a client's own recurring orders only; admins see all", async () => {
    const mine = (await create(body(addDays(today, 30)))).json<RecurringOrder>();
    const theirs = (await create(body(addDays(today, 30)), other)).json<RecurringOrder>();
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: t.client } })
    ).json<RecurringOrder[]>();
    expect(own.map((s) => s.id)).toContain(mine.id);
    expect(own.map((s) => s.id)).not.toContain(theirs.id);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: t.admin } })
    ).json<RecurringOrder[]>();
    expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });

  it("answers 404 to another client's recurring order, and lets an admin manage it", async () => {
    const theirs = (await create(body(addDays(today, 30)), other)).json<RecurringOrder>();
    for (const payload of [{ action: 'cancel' }, { action: 'pause' }, { items: body(today).items }]) {
      const res = await patch(theirs.id, payload, t.client);
      expect(res.statusCode).toBe(404);
    }
    expect((await patch(999_999, { action: 'pause' })).statusCode).toBe(404);
    const paused = await patch(theirs.id, { action: 'pause' }, t.admin);
    expect(paused.json()).toMatchObject({ status: 'paused' });
  });

  it('refuses an unknown action and a body with neither action nor items', async () => {
    const sub = (await create(body(addDays(today, 30)))).json<RecurringOrder>();
    for (const payload of [{ action: 'delete' }, {}, { action: 'pause', items: [] }]) {
      expect((await patch(sub.id, payload)).statusCode).toBe(400);
    }
  });

  it('skips the next delivery, withdrawing its order if it was already placed', async () => {
    const start = addDays(today, 2);
    const sub = (await create(body(start))).json<RecurringOrder>();
    const [placed] = await ordersOf(sub.id);
    expect(placed?.status).toBe('received');
    const res = await patch(sub.id, { action: 'skip' });
    expect(res.statusCode).toBe(200);
    const skipped = res.json<RecurringOrder>();
    expect(skipped.skippedDates).toEqual([start]);
    expect(skipped.nextDates[0]).toBe(addDays(start, 7));
    expect((await ordersOf(sub.id)).map((o) => o.status)).toEqual(['cancelled']);
    // A second skip skips the date after.
    const again = (await patch(sub.id, { action: 'skip' })).json<RecurringOrder>();
    expect(again.skippedDates).toEqual([start, addDays(start, 7)]);
    // The job never orders a skipped date.
    await t.app.occurrenceJob.run();
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });

  it('pauses (no new orders), resumes, changes items and cancels (then refuses changes)', async () => {
    const start = addDays(today, 10);
    const sub = (await create(body(start))).json<RecurringOrder>();
    expect(await ordersOf(sub.id)).toHaveLength(0);
    const paused = (await patch(sub.id, { action: 'pause' })).json<RecurringOrder>();
    expect(paused).toMatchObject({ status: 'paused', nextDates: [] });
    await t.app.occurrenceJob.run(new Date(Date.now() + 5 * DAY));
    expect(await ordersOf(sub.id)).toHaveLength(0);
    const skipPaused = await patch(sub.id, { action: 'skip' });
    expect(skipPaused.statusCode).toBe(409);
    expect(skipPaused.json().code).toBe('RECURRING_ORDER_NOT_ACTIVE');

    const resumed = (await patch(sub.id, { action: 'resume' })).json<RecurringOrder>();
    expect(resumed.status).toBe('active');
    const changed = (
      await patch(sub.id, {
        items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'full', quantity: 1 }],
      })
    ).json<RecurringOrder>();
    expect(changed.estimatedTotal).toBe('90.00');
    await t.app.occurrenceJob.run(new Date(Date.now() + 5 * DAY));
    const placed = await ordersOf(sub.id);
    expect(placed.map((o) => [o.eventDate, o.totalCents])).toEqual([[start, 10_500]]);

    const cancelled = (await patch(sub.id, { action: 'cancel' })).json<RecurringOrder>();
    expect(cancelled).toMatchObject({ status: 'cancelled', nextDates: [] });
    expect((await ordersOf(sub.id)).map((o) => o.status)).toEqual(['cancelled']);
    const resumeCancelled = await patch(sub.id, { action: 'resume' });
    expect(resumeCancelled.statusCode).toBe(409);
    expect(resumeCancelled.json().code).toBe('RECURRING_ORDER_CANCELLED');
    await t.app.occurrenceJob.run(new Date(Date.now() + 12 * DAY));
    expect(await ordersOf(sub.id)).toHaveLength(1);
  });
});

describe('the occurrence job', () => {
  it('creates each occurrence once, even when it runs twice or concurrently', async () => {
    const start = addDays(today, 40);
    const sub = (await create(body(start))).json<RecurringOrder>();
    const when = new Date(Date.now() + 36 * DAY);
    await Promise.all([
      t.app.occurrenceJob.run(when),
      t.app.occurrenceJob.run(when),
      t.app.occurrenceJob.run(when),
    ]);
    await t.app.occurrenceJob.run(when);
    const placed = await ordersOf(sub.id);
    expect(placed.map((o) => o.eventDate)).toEqual([start]);
  });

  it('catches up after downtime: every date due by now is ordered once, past dates are not', async () => {
    const start = addDays(today, 50);
    const sub = (await create(body(start))).json<RecurringOrder>();
    // The app was down for three weeks past the first date: the run orders what is due from today on.
    const later = new Date(Date.now() + 71 * DAY);
    const runToday = businessClock(later).date;
    expect(await t.app.occurrenceJob.run(later)).toBeGreaterThanOrEqual(1);
    expect(await t.app.occurrenceJob.run(later)).toBe(0);
    const placed = (await ordersOf(sub.id)).map((o) => o.eventDate!);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed).size).toBe(placed.length);
    for (const date of placed) {
      expect(date >= runToday && date <= addDays(runToday, 7)).toBe(true);
      expect(weekdayOf(date)).toBe(weekdayOf(start));
    }
    const rows = await t.db
      .select()
      .from(recurringOrderOccurrences)
      .where(
        and(
          eq(recurringOrderOccurrences.recurringOrderId, sub.id),
          eq(recurringOrderOccurrences.status, 'ordered'),
        ),
      );
    expect(rows).toHaveLength(placed.length);
  });
});

describe('the occurrence job keeps the Book Now rules (docs/decisions/0018, 0109)', () => {
  const bookNow = (rules: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/features',
      headers: { cookie: t.admin },
      payload: { bookNow: rules },
    });
  /** Midday on `date`: a run then orders `date` and the one a week on (the 7-day window). */
  const runOn = (date: string, id: number) => t.app.occurrenceJob.run(businessInstant(date, '12:00'), id);
  const shown = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: t.client } }))
      .json<RecurringOrder[]>()
      .find((s) => s.id === id)!;
  const occurrences = (id: number) =>
    t.db
      .select({
        date: recurringOrderOccurrences.date,
        status: recurringOrderOccurrences.status,
        reason: recurringOrderOccurrences.reason,
      })
      .from(recurringOrderOccurrences)
      .where(eq(recurringOrderOccurrences.recurringOrderId, id))
      .orderBy(recurringOrderOccurrences.date);

  it('skips a blackout date with its reason, orders the next date, and never retries or doubles the skip', async () => {
    const start = addDays(today, 100);
    const sub = (await create(body(start))).json<RecurringOrder>();
    await bookNow({ blackoutDates: [{ date: start, reason: 'Staff retreat' }] });
    try {
      expect(await runOn(start, sub.id)).toBe(1);
      expect(await runOn(start, sub.id)).toBe(0);
    } finally {
      await bookNow({ blackoutDates: [] });
    }
    // Open again, the skipped date stays skipped: the holder was told, and no order appears late.
    expect(await runOn(start, sub.id)).toBe(0);
    expect((await ordersOf(sub.id)).map((o) => o.eventDate)).toEqual([addDays(start, 7)]);
    expect(await occurrences(sub.id)).toEqual([
      { date: start, status: 'skipped', reason: 'Closed: Staff retreat' },
      { date: addDays(start, 7), status: 'ordered', reason: null },
    ]);
    const card = await shown(sub.id);
    expect(card.skippedDates).toEqual([start]);
    expect(card.skipReasons).toEqual({ [start]: 'Closed: Staff retreat' });
    expect(card.nextDates).not.toContain(start);
  });

  it('orders a date while online booking is paused (a standing order), and skips one whose events already fill the day', async () => {
    const start = addDays(today, 120);
    const sub = (await create(body(start))).json<RecurringOrder>();
    await bookNow({ enabled: false });
    try {
      expect(await t.app.occurrenceJob.run(businessInstant(addDays(start, -3), '12:00'), sub.id)).toBe(1);
    } finally {
      await bookNow({ enabled: true });
    }
    const full = addDays(start, 7);
    await bookNow({ maxEventsPerDay: 1 });
    try {
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          firstName: 'Dana',
          lastName: 'Guest',
          email: 'dana.guest@example.com',
          phone: '(215) 555-0199',
          eventDate: full,
          timeWindow: '12:00-14:00',
          items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 1 }],
        },
      });
      expect(other.statusCode).toBe(201);
      expect(await t.app.occurrenceJob.run(businessInstant(addDays(full, -3), '12:00'), sub.id)).toBe(0);
      // A day with a place left is ordered (counted again under the day's lock), and then it is full.
      expect(await t.app.occurrenceJob.run(businessInstant(addDays(full, 4), '12:00'), sub.id)).toBe(1);
      const url = `/api/availability?from=${full}&to=${addDays(full, 7)}`;
      expect((await t.app.inject({ method: 'GET', url })).json().full).toEqual([full, addDays(full, 7)]);
    } finally {
      await bookNow({ maxEventsPerDay: null });
    }
    expect((await ordersOf(sub.id)).map((o) => o.eventDate)).toEqual([start, addDays(full, 7)]);
    expect((await shown(sub.id)).skipReasons).toEqual({ [full]: 'Fully booked that day' });
    await patch(sub.id, { action: 'cancel' }); // out of the way of the dashboard counts below
  });
});

// Two app instances need a shared server database: this part runs in the PostgreSQL pass of CI.
describe.skipIf(!process.env.DATABASE_URL)('the occurrence job on two instances of one PostgreSQL', () => {
  let b: App;
  beforeAll(async () => {
    b = await buildSecondInstance(t, 4);
  });
  afterAll(() => b.close());

  it('orders each occurrence once when both instances run the job at the same moment', async () => {
    const subs = await Promise.all(
      [60, 61, 62, 63].map(async (days) => (await create(body(addDays(today, days)))).json<RecurringOrder>()),
    );
    const when = new Date(Date.now() + 58 * DAY);
    const orderedRows = async () =>
      (
        await t.db
          .select()
          .from(recurringOrderOccurrences)
          .where(eq(recurringOrderOccurrences.status, 'ordered'))
      ).length;
    const before = await orderedRows();
    const counts = await Promise.all([
      t.app.occurrenceJob.run(when),
      b.occurrenceJob.run(when),
      t.app.occurrenceJob.run(when),
      b.occurrenceJob.run(when),
    ]);
    for (const sub of subs) {
      const placed = await ordersOf(sub.id);
      expect(placed.map((o) => o.eventDate)).toEqual([sub.startDate]);
    }
    // Every occurrence any run created is one row: no run counted an order another run also made.
    expect(counts.reduce((a, n) => a + n, 0)).toBe((await orderedRows()) - before);
  });
});

describe('the admin dashboard counts recurring orders and newsletter readers', () => {
  it('counts active recurring orders and confirmed newsletter readers apart and together, and drops a cancelled one', async () => {
    type Counts = { recurringOrders: number; newsletterReaders: number };
    const countsNow = async (): Promise<Counts> => {
      const stats = (
        await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: t.admin } })
      ).json<Counts>();
      return {
        recurringOrders: stats.recurringOrders,
        newsletterReaders: stats.newsletterReaders,
      };
    };
    const before = await countsNow();
    const moved = (recurring: number, readers: number): Counts => ({
      recurringOrders: before.recurringOrders + recurring,
      newsletterReaders: before.newsletterReaders + readers,
    });
    const created = await create(body(addDays(today, 14)), other);
    expect(created.statusCode).toBe(201);
    expect(await countsNow()).toEqual(moved(1, 0));

    const email = `reader.${Date.now()}@example.com`;
    await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect(await countsNow()).toEqual(moved(1, 0)); // not until the reader confirms
    const [mail] = await mailsTo(t.app, t.db, email);
    const token = /\/newsletter\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')![1];
    await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(await countsNow()).toEqual(moved(1, 1));

    const id = created.json<RecurringOrder>().id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/subscriptions/${id}`,
      headers: { cookie: other },
      payload: { action: 'cancel' },
    });
    expect(await countsNow()).toEqual(moved(0, 1));
  });
});

describe('recurring orders keep the ordering rules', () => {
  const features = (body: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/features', headers: { cookie: t.admin }, payload: body });

  it('refuses a first delivery sooner than the minimum lead time, at its hour, naming the start date', async () => {
    expect((await features({ bookNow: { minLeadHours: 72 } })).statusCode).toBe(200);
    try {
      const res = await create(body(addDays(today, 2)));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        startDate: 'Please book at least 72 hours ahead (we recommend at least 72 hours).',
      });
      expect((await create(body(addDays(today, 5)))).statusCode).toBe(201);
    } finally {
      await features({ bookNow: { minLeadHours: 24 } });
    }
  });

  it('refuses a first delivery on a blackout day, with its reason', async () => {
    const closed = addDays(today, 25);
    expect(
      (await features({ bookNow: { blackoutDates: [{ date: closed, reason: 'Staff holiday' }] } }))
        .statusCode,
    ).toBe(200);
    try {
      const res = await create(body(closed));
      expect(res.statusCode).toBe(409);
      expect(res.json().fieldErrors.startDate).toMatch(
        /^We are closed on .+ \(Staff holiday\)\. Please choose another date\.$/,
      );
    } finally {
      await features({ bookNow: { blackoutDates: [] } });
    }
  });

  it('keeps the phone number given, and its orders carry it', async () => {
    const start = addDays(today, 3);
    const sub = (await create(body(start, { phone: '(267) 555-0142' }))).json<RecurringOrder>();
    expect(sub.phone).toBe('(267) 555-0142');
    const [placed] = await ordersOf(sub.id);
    expect(placed?.phone).toBe('(267) 555-0142');
  });
});
