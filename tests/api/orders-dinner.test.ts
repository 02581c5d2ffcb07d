import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { addDays, businessClock, businessInstant, formatTime12 } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { businessNotification } from '../../src/server/features/orders/orders.mail.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { closedPickupDay, nextPickup, pickupDays } from '../helpers/pickup.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let menu: MenuItem[];
const byName = (name: string) => menu.find((i) => i.name === name)!;
beforeAll(async () => {
  t = await buildTestApp();
  await chargeNoTax(t.app);
  menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
});
afterAll(() => t.close());

// The first pickup day from tomorrow in the default pickup hours, at its third pickup time (4:30 PM
// Tuesday to Friday, 2:30 PM on Saturday).
const { pickupDate: day, pickupTime: time } = nextPickup({ slot: 2 });
const [{ slots }] = pickupDays() as [{ date: string; slots: string[] }];
const pickup = (overrides: object = {}) => ({
  type: 'dinner',
  fullName: 'Morgan Reyes',
  phone: '215-555-0147',
  pickupDate: day,
  pickupTime: time,
  specialInstructions: 'Extra napkins, please.',
  items: [
    { menuItemId: byName('Pan-Seared Salmon').id, quantity: 2 },
    { menuItemId: byName('Vegetarian Risotto').id, quantity: 1 },
  ],
  ...overrides,
});
const place = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders', payload: body });

describe('dinner pickup orders', () => {
  it('stores a pickup order priced from the dinner menu at the chosen time in Philadelphia', async () => {
    const res = await place(pickup({ email: 'morgan@example.com' }));
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order).toMatchObject({
      type: 'dinner',
      customerName: 'Morgan Reyes',
      total: '66.00',
      eventDate: null,
    });
    expect(businessClock(new Date(order.pickupAt!))).toMatchObject({ date: day, time });
    const [mail] = await mailsTo(t.app, t.db, 'morgan@example.com');
    expect(mail?.text).toContain('Pickup:');
    expect(mail?.text).toContain(formatTime12(time));
  });

  it('needs no email: only the business is told', async () => {
    const res = await place(pickup());
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBeNull();
    const [notice] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notice?.subject).toContain(`New dinner pickup order ${res.json().orderNumber}`);
    // The owner reads when it is due (a pickup may be tonight), not "follow up within 24 hours".
    const at = formatTime12(time).replace(' ', '\\s');
    expect(notice?.text).toMatch(new RegExp(`It is due \\w+day, .+ at ${at}\\.`));
    expect(notice?.text).not.toContain('follow up');
  });

  it('reaches the owner as due TODAY when the pickup is that same day', async () => {
    const order = (await place(pickup())).json<Order>();
    // Read on the morning of the pickup day (the API answers the mail at once; its clock is the test's).
    const notice = businessNotification(
      order,
      DEFAULT_BUSINESS,
      'owner@example.com',
      businessInstant(day, '09:00'),
    );
    expect(notice.text).toContain(`It is due TODAY: pickup at ${formatTime12(time)}.`);
    expect(notice.text).not.toContain('follow up');
  });

  it.each(['12:00', '21:00', '23:45', '7pm'])(
    'refuses the pickup time %s outside the pickup hours, with a 400 naming the field',
    async (pickupTime) => {
      const res = await place(pickup({ pickupTime }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('pickupTime');
    },
  );

  it("says the day's pickup hours when refusing a time outside them", async () => {
    const res = await place(pickup({ pickupTime: '21:00' }));
    expect(res.json().fieldErrors.pickupTime).toMatch(
      /^On (Tuesday|Wednesday|Thursday|Friday)s pickup is between 4:00 PM and 6:00 PM$|^On Saturdays pickup is between 2:00 PM and 4:00 PM$/,
    );
  });

  it('refuses a day without dinner pickups (Sunday and Monday by default)', async () => {
    const pickupDate = closedPickupDay();
    const res = await place(pickup({ pickupDate, pickupTime: '16:00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.pickupDate).toMatch(/^No dinner pickups on (Sunday|Monday)s$/);
  });

  it("accepts the first and the last pickup of the day's window", async () => {
    expect((await place(pickup({ pickupTime: slots[0] }))).statusCode).toBe(201);
    expect((await place(pickup({ pickupTime: slots.at(-1) }))).statusCode).toBe(201);
  });

  it('refuses a pickup day that has passed or is too far ahead', async () => {
    for (const pickupDate of [addDays(day, -15), addDays(day, 30)]) {
      const res = await place(pickup({ pickupDate }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('pickupDate');
    }
  });

  it('refuses a missing name or phone, and a catering dish', async () => {
    const missing = await place(pickup({ fullName: '', phone: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(['fullName', 'phone']);
    const catering = await place(
      pickup({ items: [{ menuItemId: byName('Jerk Chicken').id, panSize: 'half', quantity: 1 }] }),
    );
    expect(catering.statusCode).toBe(400);
    expect(catering.json().fieldErrors['items.0.menuItemId']).toContain('not on the dinner menu');
  });

  it('refuses a type it does not know', async () => {
    expect((await place(pickup({ type: 'delivery' }))).statusCode).toBe(400);
  });
});
