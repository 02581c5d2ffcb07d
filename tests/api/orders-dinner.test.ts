import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
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

const tomorrow = addDays(businessClock(new Date()).date, 1);
const pickup = (overrides: object = {}) => ({
  type: 'dinner',
  fullName: 'Morgan Reyes',
  phone: '215-555-0147',
  pickupDate: tomorrow,
  pickupTime: '18:30',
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
    expect(businessClock(new Date(order.pickupAt!))).toMatchObject({ date: tomorrow, time: '18:30' });
    const [mail] = await mailsTo(t.app, t.db, 'morgan@example.com');
    expect(mail?.text).toContain('Pickup:');
    expect(mail?.text).toContain('6:30');
  });

  it('needs no email: only the business is told', async () => {
    const res = await place(pickup());
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBeNull();
    const [notice] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notice?.subject).toContain(`New dinner pickup order ${res.json().orderNumber}`);
    // The owner reads when it is due (a pickup may be tonight), not "follow up within 24 hours".
    expect(notice?.text).toMatch(/It is due \w+day, .+ at 6:30\sPM\./);
    expect(notice?.text).not.toContain('follow up');
  });

  it.each(['12:00', '16:45', '22:15', '7pm'])(
    'refuses the pickup time %s outside 5pm-10pm',
    async (pickupTime) => {
      const res = await place(pickup({ pickupTime }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('pickupTime');
    },
  );

  it('accepts the first and the last pickup of the evening', async () => {
    expect((await place(pickup({ pickupTime: '17:00' }))).statusCode).toBe(201);
    expect((await place(pickup({ pickupTime: '22:00' }))).statusCode).toBe(201);
  });

  it('refuses a pickup day that has passed or is too far ahead', async () => {
    for (const pickupDate of [addDays(tomorrow, -3), addDays(tomorrow, 30)]) {
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
