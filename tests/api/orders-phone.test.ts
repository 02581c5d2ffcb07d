import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { ClientMatch } from '../../src/common/orders/phone-orders.ts';
import type { PlacedOrder } from '../../src/common/orders/schema.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

/** Issue 28 §5: orders taken by phone, priced by the server like checkout. */

const t = signedInTestApp();
let caesar: MenuItem;

beforeAll(async () => {
  await chargeNoTax(t.app);
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
});

const caller = (email: string) => ({ firstName: 'Pat', lastName: 'Caller', email, phone: '(215) 555-0142' });
const body = (over: object) => ({
  customer: caller('pat.caller@example.com'),
  items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 2 }],
  fulfilment: 'pickup',
  timeWindow: '12:00-14:00',
  eventDate: addDays(businessClock(new Date()).date, 8),
  sendConfirmation: false,
  ...over,
});
const enter = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/orders', headers: cookie ? { cookie } : {}, payload });
const search = (text: string, cookie = t.admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/clients/search?search=${encodeURIComponent(text)}`,
    headers: { cookie },
  });

describe('POST /api/admin/orders', () => {
  it('prices the order on the server, marks it a phone order, and mails only when asked', async () => {
    const quiet = 'quiet.caller@example.com';
    const res = await enter(body({ customer: caller(quiet), notes: 'Ring the side bell' }), t.admin);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrder>();
    const half = caesar.prices.halfPanCents! / 100;
    expect(order).toMatchObject({
      source: 'phone',
      type: 'catering',
      customerName: 'Pat Caller',
      userId: null,
      fulfilment: 'pickup',
      timeWindow: '12:00-14:00',
      notes: 'Ring the side bell',
      subtotal: (2 * half).toFixed(2),
      total: (2 * half).toFixed(2),
    });
    expect(order.trackingPath).toMatch(/^\/tracker\?order=\d+&token=/);
    expect(await mailsTo(t.app, t.db, quiet)).toHaveLength(0);

    const told = 'told.caller@example.com';
    const mailed = await enter(body({ customer: caller(told), sendConfirmation: true }), t.admin);
    expect(mailed.statusCode, mailed.body).toBe(201);
    const mails = await mailsTo(t.app, t.db, told);
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0])).toContain('/tracker?order=');
  });

  it('takes a caller without an email: the phone is required instead, and no mail is written', async () => {
    const mailsBefore = await t.db.select({ id: outbox.id }).from(outbox);
    const { email: _none, ...noEmail } = caller('unused@example.com');
    const res = await enter(body({ customer: noEmail, sendConfirmation: true }), t.admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrder>()).toMatchObject({ email: null, phone: '(215) 555-0142', source: 'phone' });
    const blank = await enter(body({ customer: { ...noEmail, email: '' } }), t.admin);
    expect(blank.statusCode, blank.body).toBe(201);
    // Neither the customer's confirmation nor anything else: there is nowhere to send it.
    expect(await t.db.select({ id: outbox.id }).from(outbox)).toHaveLength(mailsBefore.length);

    const { phone: _phone, ...noPhone } = noEmail;
    const refused = await enter(body({ customer: noPhone }), t.admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      customer: 'Choose a client, or give the first name, last name and phone',
    });
  });

  it('refuses a total or a price sent by the caller as an unknown field', async () => {
    const res = await enter(body({ total: '1.00' }), t.admin);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('total');
    const priced = await enter(
      body({ items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1, unitPrice: '0.01' }] }),
      t.admin,
    );
    expect(priced.statusCode).toBe(400);
  });

  it('a client’s account: linked to it and named from it; an unknown client is 404', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: t.client },
      payload: { phone: '(215) 555-0123' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = await search('client');
    expect(found.statusCode, found.body).toBe(200);
    const demo = found.json<ClientMatch[]>().find((c) => c.username === 'client');
    expect(demo).toBeDefined();
    if (demo!.phone) {
      const res = await enter(body({ customer: { clientId: demo!.id } }), t.admin);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<PlacedOrder>()).toMatchObject({
        userId: demo!.id,
        source: 'phone',
        email: demo!.email,
      });
      // The client sees it among their orders.
      const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: t.client } });
      expect(mine.json<{ orders: PlacedOrder[] }>().orders.map((o) => o.id)).toContain(
        res.json<PlacedOrder>().id,
      );
    }
    expect((await enter(body({ customer: { clientId: 999_999 } }), t.admin)).statusCode).toBe(404);
  });

  it('checks the time window and the delivery address like checkout', async () => {
    expect((await enter(body({ timeWindow: '03:00-04:00' }), t.admin)).statusCode).toBe(400);
    expect((await enter(body({ fulfilment: 'delivery', deliveryZip: '19103' }), t.admin)).statusCode).toBe(
      400,
    );
  });

  it('refuses a client with 403 and a visitor with 401', async () => {
    expect((await enter(body({}), t.client)).statusCode).toBe(403);
    expect((await enter(body({}))).statusCode).toBe(401);
    expect((await search('a', t.client)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/clients/search', () => {
  it('finds a client by email, any case, and by the digits of their phone', async () => {
    const all = (await search('')).json<ClientMatch[]>();
    expect(all.length).toBeGreaterThan(0);
    const first = all[0]!;
    expect((await search(first.email.toUpperCase())).json<ClientMatch[]>().map((c) => c.id)).toContain(
      first.id,
    );
    const withPhone = all.find((c) => c.phone);
    if (withPhone) {
      const digits = withPhone.phone!.replace(/\D/g, '').slice(-7);
      expect((await search(digits)).json<ClientMatch[]>().map((c) => c.id)).toContain(withPhone.id);
    }
  });
});
