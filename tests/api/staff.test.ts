import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { PlacedOrder } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { accountTokens, users } from '../../src/server/db/schema/index.ts';
import { login, mailedToken, mailsTo, me } from '../helpers/auth-flows.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { inviteStaff, STAFF_PASSWORD, signInAsStaff } from '../helpers/staff-account.ts';
import { buildTestApp, signIn, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';
import { quoteBody } from './quotes.fixtures.ts';

let t: TestApp;
let admin: string;
let client: string;
let staff: string;
let order: PlacedOrder;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_ACCOUNT: '1000' });
  admin = await signInAsAdmin(t.app);
  client = await signInAsClient(t.app);
  staff = await signInAsStaff(t.app, t.db);
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { cookie: admin },
    payload: {
      customer: {
        firstName: 'Pat',
        lastName: 'Caller',
        email: 'pat.staff@example.com',
        phone: '(215) 555-0142',
      },
      items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 2 }],
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1 Market St',
      timeWindow: '12:00-14:00',
      eventDate: addDays(businessClock(new Date()).date, 8),
      sendConfirmation: false,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<PlacedOrder>();
  const confirmed = await call('PATCH', `/api/orders/${order.id}/status`, admin, { status: 'confirmed' });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const MONEY_KEYS = [
  'total',
  'subtotal',
  'discountCode',
  'discountAmount',
  'bill',
  'amountPaid',
  'unitPrice',
  'lineTotal',
];
function expectNoMoney(body: string) {
  for (const key of MONEY_KEYS) expect(body, key).not.toContain(`"${key}"`);
}

describe('POST /api/admin/staff', () => {
  it('creates a staff account and mails a set-password link only to the address the admin typed', async () => {
    const res = await call('POST', '/api/admin/staff', admin, {
      username: 'lineCook',
      email: 'line.cook@example.com',
      fullName: 'Lee Cook',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'lineCook', role: 'staff', fullName: 'Lee Cook' });
    const mails = await mailsTo(t.app, t.db, 'line.cook@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/set-password\?token=/);
    expect(mails[0]!.text).toContain('lineCook');
    // Nobody can sign in before the link sets a password.
    expect((await login(t.app, 'lineCook', '')).statusCode).not.toBe(200);
  });

  it('only admins invite: a client 403, a staff member 403, a visitor 401', async () => {
    const body = { username: 'sneaky', email: 'sneaky@example.com', fullName: 'Sneaky Pete' };
    expect((await call('POST', '/api/admin/staff', client, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/staff', staff, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/staff', undefined, body)).statusCode).toBe(401);
    expect(await mailsTo(t.app, t.db, 'sneaky@example.com')).toHaveLength(0);
  });

  it('refuses a taken username or email (409), a bad email (400) and a role or other field (400)', async () => {
    const taken = await call('POST', '/api/admin/staff', admin, {
      username: 'client',
      email: 'new.one@example.com',
      fullName: 'New One',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.username).toEqual(expect.any(String));
    const bad = await call('POST', '/api/admin/staff', admin, {
      username: 'okname',
      email: 'nope',
      fullName: 'Ok',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toEqual(expect.any(String));
    const forged = await call('POST', '/api/admin/staff', admin, {
      username: 'forged',
      email: 'forged@example.com',
      fullName: 'Forged Admin',
      role: 'admin',
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('the invitation link', () => {
  it('sets the password once: the invitee signs in as staff, and the same link is refused after', async () => {
    await call('POST', '/api/admin/staff', admin, {
      username: 'onceonly',
      email: 'once@example.com',
      fullName: 'Once Only',
    });
    const token = await mailedToken(t.app, t.db, 'once@example.com', '/set-password');
    const first = await call('POST', '/api/reset-password', undefined, {
      token,
      newPassword: STAFF_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const cookie = await signIn(t.app, 'onceonly', STAFF_PASSWORD);
    expect((await me(t.app, cookie)).json()).toMatchObject({ role: 'staff' });
    const again = await call('POST', '/api/reset-password', undefined, {
      token,
      newPassword: 'AnotherOne2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('expires: a link past its days is refused', async () => {
    await call('POST', '/api/admin/staff', admin, {
      username: 'latecomer',
      email: 'late@example.com',
      fullName: 'Late Comer',
    });
    const token = await mailedToken(t.app, t.db, 'late@example.com', '/set-password');
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'latecomer'));
    const tokens = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, row!.id));
    // Issued for three days, not for a week.
    const days = (tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(3, 5);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, row!.id), eq(accountTokens.purpose, 'reset-password')));
    const res = await call('POST', '/api/reset-password', undefined, { token, newPassword: STAFF_PASSWORD });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET and DELETE /api/admin/staff', () => {
  it('lists staff (not clients or admins), and removing one ends their sessions', async () => {
    const member = await inviteStaff(t.app, t.db, 'leaving');
    const cookie = await signIn(t.app, member.username, STAFF_PASSWORD);
    const list = await call('GET', '/api/admin/staff', admin);
    expect(list.statusCode).toBe(200);
    const names = list
      .json<{ staff: { username: string; signedIn: boolean }[] }>()
      .staff.map((s) => s.username);
    expect(names).toContain('leaving');
    expect(names).not.toContain('client');
    expect(names).not.toContain('admin');
    expect((await call('GET', '/api/calendar?from=2026-01-01&to=2026-01-02', cookie)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/admin/staff/${member.id}`, staff)).statusCode).toBe(403);
    const removed = await call('DELETE', `/api/admin/staff/${member.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/calendar?from=2026-01-01&to=2026-01-02', cookie)).statusCode).toBe(401);
    expect((await login(t.app, member.username, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/admin/staff/${member.id}`, admin)).statusCode).toBe(404);
  });

  it("answers 404 for a client's or an admin's id: only staff accounts are removed here", async () => {
    const clientId = (await me(t.app, client)).json<{ id: number }>().id;
    const adminId = (await me(t.app, admin)).json<{ id: number }>().id;
    expect((await call('DELETE', `/api/admin/staff/${clientId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/staff/${adminId}`, admin)).statusCode).toBe(404);
    expect((await me(t.app, client)).statusCode).toBe(200);
  });
});

describe('what staff see', () => {
  it('the calendar, the prep sheet, marking dishes prepared, and BEOs', async () => {
    const date = order.eventDate!.slice(0, 10);
    expect((await call('GET', `/api/calendar?from=${date}&to=${date}`, staff)).statusCode).toBe(200);
    const prep = await call('GET', `/api/kitchen/prep?date=${date}`, staff);
    expect(prep.statusCode).toBe(200);
    expectNoMoney(prep.body);
    const beo = await call('GET', `/api/orders/${order.id}/beo`, staff);
    expect(beo.statusCode, beo.body).toBe(200);
    expectNoMoney(beo.body);
  });

  it('orders without money, as a list and one by one; clients are refused the kitchen view', async () => {
    const list = await call('GET', '/api/kitchen/orders', staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { id: number }) => o.id)).toContain(order.id);
    expectNoMoney(JSON.stringify(list.json().orders));
    const one = await call('GET', `/api/kitchen/orders/${order.id}`, staff);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      orderNumber: order.orderNumber,
      deliveryAddress: '1 Market St',
      timeWindow: '12:00-14:00',
      items: [{ name: 'Classic Caesar Salad (Half Pan)', quantity: 2, panSize: 'half' }],
    });
    expectNoMoney(one.body);
    // The crew call the customer; the email stays with the office (issue 34 §7).
    expect(one.json().phone).toEqual(expect.stringMatching(/\d{3}.*\d{4}/));
    expect(one.json()).not.toHaveProperty('email');
    for (const listed of list.json().orders) expect(listed).not.toHaveProperty('email');
    expect((await call('GET', '/api/kitchen/orders', client)).statusCode).toBe(403);
    expect((await call('GET', '/api/kitchen/orders/999999', staff)).statusCode).toBe(404);
  });

  it('moves a delivery through preparing, out for delivery, completed, answered without money', async () => {
    for (const status of ['preparing', 'out_for_delivery', 'completed']) {
      // "Completed" waits for the order's day.
      if (status === 'completed') await orderDayArrives(t.db, order.id);
      const res = await call('PATCH', `/api/orders/${order.id}/status`, staff, { status });
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(status);
      expectNoMoney(res.body);
    }
    const adminView = await call('PATCH', `/api/orders/${order.id}/status`, admin, { status: 'completed' });
    expect(adminView.json()).toHaveProperty('total');
  });

  it.each(['confirmed', 'cancelled', 'received'])('may not mark an order %s (403)', async (status) => {
    const res = await call('PATCH', `/api/orders/${order.id}/status`, staff, { status });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['GET', '/api/orders'],
    [`GET`, '/api/orders/1'],
    ['GET', '/api/quotes'],
    ['GET', '/api/quotes/stats'],
    ['GET', '/api/payments/options'],
    ['GET', '/api/quotes/1/payments'],
    ['GET', '/api/discount-codes'],
    ['GET', '/api/settings/payment-instructions'],
    ['PUT', '/api/settings/business'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/clients/search'],
    ['GET', '/api/admin/export/orders.csv?from=2026-01-01&to=2026-01-31'],
    ['GET', '/api/admin/staff'],
    ['GET', '/api/loyalty/me'],
    ['GET', '/api/profile'],
  ] as const)('refuses staff %s %s (403)', async (method, url) => {
    const res = await call(method, url, staff);
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('POST /api/admin/quotes', () => {
  it("requests a quote for a caller without an account, with the caller's details", async () => {
    const res = await call('POST', '/api/admin/quotes', admin, {
      ...quoteBody({ menuPackage: 'custom' }),
      customer: {
        firstName: 'Robin',
        lastName: 'Phone',
        email: 'robin.phone@example.com',
        phone: '(215) 555-0199',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Quote>()).toMatchObject({
      clientId: null,
      contactName: 'Robin Phone',
      contactEmail: 'robin.phone@example.com',
    });
  });

  it("requests a quote for a client's account: the quote is theirs", async () => {
    const clientId = (await me(t.app, client)).json<{ id: number }>().id;
    const res = await call('POST', '/api/admin/quotes', admin, { ...quoteBody(), customer: { clientId } });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<Quote>();
    expect(quote.clientId).toBe(clientId);
    const mine = await call('GET', `/api/quotes/${quote.id}`, client);
    expect(mine.statusCode).toBe(200);
  });

  it("refuses an unknown client or an admin's id (404), a missing customer or a forged total (400)", async () => {
    const adminId = (await me(t.app, admin)).json<{ id: number }>().id;
    expect(
      (await call('POST', '/api/admin/quotes', admin, { ...quoteBody(), customer: { clientId: 999999 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/admin/quotes', admin, { ...quoteBody(), customer: { clientId: adminId } }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/quotes', admin, quoteBody())).statusCode).toBe(400);
    const forged = await call('POST', '/api/admin/quotes', admin, {
      ...quoteBody(),
      customer: { clientId: adminId },
      totalAmount: '1.00',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('only admins: a client 403, staff 403, a visitor 401', async () => {
    const body = { ...quoteBody(), customer: { clientId: 1 } };
    expect((await call('POST', '/api/admin/quotes', client, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/quotes', staff, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/quotes', undefined, body)).statusCode).toBe(401);
  });
});
