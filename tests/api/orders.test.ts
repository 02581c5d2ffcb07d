import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order, OrderList } from '../../src/common/orders/schema.ts';
import { proposalNumber } from '../../src/common/quotes/schema.ts';
import { mailedToken, mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';

const t = signedInTestApp();

beforeAll(async () => {
  await chargeNoTax(t.app);
});

const inAWeek = addDays(businessClock(new Date()).date, 7);
const customer = (email = 'dana.guest@example.com') => ({
  firstName: 'Dana',
  lastName: 'Guest',
  email,
  phone: '(215) 555-0199',
  eventDate: inAWeek,
  timeWindow: '12:00-14:00',
  eventLocation: '200 Market St, Philadelphia',
  specialRequests: 'Please label the vegetarian trays.',
});

function place(body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
}

describe('POST /api/orders', () => {
  // A price or total the browser sends is refused as an unknown field (issue 24 §12, integrity-requests).
  it("prices a visitor's half and full pans from the menu", async () => {
    const caesar = t.dish('Classic Caesar Salad'); // Half Pan $60 / Full Pan $90
    const mac = t.dish('Baked Macaroni & Cheese'); // Half Pan $65 / Full Pan $100
    const res = await place({
      ...customer(),
      items: [
        { menuItemId: caesar.id, panSize: 'half', quantity: 2 },
        { menuItemId: mac.id, panSize: 'full', quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.orderNumber).toBe(`ORD-${String(order.id).padStart(3, '0')}`);
    // Orders and proposals are numbered apart: order 5 is never read as proposal CC-2024-005.
    expect(order.orderNumber).not.toBe(proposalNumber(order.id));
    expect(order).toMatchObject({ status: 'received', type: 'catering', userId: null, total: '220.00' });
    expect(order.items.map((l) => [l.name, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Classic Caesar Salad (Half Pan)', 2, '60.00', '120.00'],
      ['Baked Macaroni & Cheese (Full Pan)', 1, '100.00', '100.00'],
    ]);
  });

  it('mails the customer a confirmation and the business a notification', async () => {
    const email = 'mail.check@example.com';
    const order = (
      await place({
        ...customer(email),
        items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 1 }],
      })
    ).json<Order>();
    const [confirmation] = await mailsTo(t.app, t.db, email);
    expect(confirmation?.subject).toContain(order.orderNumber);
    expect(confirmation?.text).toContain('Garden Salad (Full Pan): $90.00');
    expect(confirmation?.text).toContain('within 24 hours');
    const [notice] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notice?.subject).toBe(`New catering order ${order.orderNumber} from Dana Guest`);
    expect(notice?.text).toContain('(215) 555-0199');
  });

  it('counts market-price items at no price and says so', async () => {
    const res = await place({
      ...customer(),
      items: [
        { menuItemId: t.dish('Snow Crab Legs').id, quantity: 30 },
        { menuItemId: t.dish('Banana Pudding Cups').id, quantity: 25 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: '200.00', hasMarketPriceItems: true });
    expect(res.json<Order>().items[0]).toMatchObject({ isMarketPrice: true, unitPrice: '0.00' });
  });

  it('links the order to the signed-in client', async () => {
    const res = await place(
      { ...customer(), items: [{ menuItemId: t.dish('Jerk Chicken').id, panSize: 'half', quantity: 1 }] },
      t.client,
    );
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: t.client } })).json();
    expect(res.json<Order>().userId).toBe(me.id);
  });

  it("joins a visitor's orders to the account that later verifies the same email", async () => {
    const account = newAccount('guestorder');
    const line = [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 1 }];
    const placed = (await place({ ...customer(account.email.toUpperCase()), items: line })).json<Order>();
    expect(placed.userId).toBeNull();
    await registerAccount(t.app, account);
    const cookie = await signIn(t.app, account.username, account.password);
    const before = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(before.json<OrderList>().orders).toEqual([]);
    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(after.json<OrderList>().orders.map((o) => o.id)).toEqual([placed.id]);
  });

  it('names each missing required field', async () => {
    const res = await place({
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'email',
      'eventDate',
      'firstName',
      'lastName',
      'phone',
    ]);
  });

  it('refuses an empty cart', async () => {
    for (const items of [[], undefined]) {
      const res = await place({ ...customer(), items });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.items).toBe('Your cart is empty');
    }
  });

  it.each([0, -1, 1.5, 1001, '2', null])('refuses the quantity %j', async (quantity) => {
    const res = await place({
      ...customer(),
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['items.0.quantity']);
  });

  it('refuses lines the menu cannot price', async () => {
    const cases: [object, string][] = [
      [{ menuItemId: 999999, quantity: 1 }, 'items.0.menuItemId'],
      [{ menuItemId: t.dish('Garden Salad').id, quantity: 1 }, 'items.0.panSize'],
      [{ menuItemId: t.dish('Banana Pudding Cups').id, panSize: 'half', quantity: 25 }, 'items.0.panSize'],
      [{ menuItemId: t.dish('Chicken & Waffles').id, quantity: 10 }, 'items.0.quantity'],
      [{ menuItemId: t.dish('Duck Confit').id, quantity: 1 }, 'items.0.menuItemId'],
    ];
    for (const [line, field] of cases) {
      const res = await place({ ...customer(), items: [line] });
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    }
  });

  it('refuses an item the business has hidden', async () => {
    const item = t.dish('Greek Salad');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    const res = await place({
      ...customer(),
      items: [{ menuItemId: item.id, panSize: 'half', quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['items.0.menuItemId']).toBe('This item is no longer on the menu');
  });

  it('refuses an event date that has passed or is today', async () => {
    const today = businessClock(new Date()).date;
    for (const eventDate of [today, addDays(today, -3), 'tomorrow']) {
      const res = await place({
        ...customer(),
        eventDate,
        items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 1 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('eventDate');
    }
  });
});

describe('reading and updating orders', () => {
  let mine: Order;
  let theirs: Order;
  let other: string;
  beforeAll(async () => {
    const line = [{ menuItemId: t.dish('Candied Yams').id, panSize: 'half', quantity: 1 }];
    mine = (await place({ ...customer(), items: line }, t.client)).json<Order>();
    const account = await registerAccount(t.app, newAccount('orders'));
    other = await signIn(t.app, account.username, account.password);
    theirs = (await place({ ...customer(account.email), items: line }, other)).json<Order>();
  });

  it('GET /api/orders: admins see every order, a client only their own, a visitor 401', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=100', headers: { cookie: t.admin } })
    ).json<OrderList>();
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const own = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: t.client } })
    ).json<OrderList>();
    expect(own.orders.every((o) => o.userId === mine.userId)).toBe(true);
    expect(own.orders.some((o) => o.id === theirs.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('GET /api/orders pages newest first and filters by status', async () => {
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/orders?pageSize=1&page=2',
        headers: { cookie: t.admin },
      })
    ).json<OrderList>();
    expect(page.orders).toHaveLength(1);
    expect(page.total).toBeGreaterThan(2);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders?pageSize=1000',
      headers: { cookie: t.admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /api/orders/{id}: the owner and admins, nobody else', async () => {
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: { cookie: t.client } })
      ).json().id,
    ).toBe(mine.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: { cookie: t.admin } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: { cookie: other } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/0', headers: { cookie: t.admin } })).statusCode,
    ).toBe(404);
  });

  it('PATCH /api/orders/{id}/status: an admin changes it and the customer is told', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${theirs.id}/status`,
      headers: { cookie: t.admin },
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    const [mail] = await mailsTo(t.app, t.db, theirs.email!);
    expect(mail?.subject).toContain(`Order ${theirs.orderNumber} is confirmed`);
  });

  it('PATCH /api/orders/{id}/status refuses clients, unknown statuses and unknown orders', async () => {
    const url = `/api/orders/${mine.id}/status`;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: { cookie: t.client },
          payload: { status: 'completed' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: { cookie: t.admin },
          payload: { status: 'shipped' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/orders/999999/status',
          headers: { cookie: t.admin },
          payload: { status: 'ready' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
