import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Offer } from '../../src/common/offer/types.ts';
import type { Order, PlacedOrder } from '../../src/common/orders/schema.ts';
import { payments } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { CARD } from './payments.fixtures.ts';
import { newClient } from './quotes.fixtures.ts';

const t = signedInTestApp();
let items: { menuItemId: number; panSize: 'half'; quantity: number }[];

async function setOrderPayment(orderPayment: Offer['orderPayment']) {
  const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: t.admin },
    payload: { ...identity, offer: { ...identity.offer!, orderPayment } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  await setOrderPayment('checkout');
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  items = [
    { menuItemId: menu.find((i) => i.name === 'Classic Caesar Salad')!.id, panSize: 'half', quantity: 3 },
  ];
});

async function placeOrder(email: string, cookie?: string): Promise<PlacedOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: cookie ? { cookie } : {},
    payload: {
      firstName: 'Dana',
      lastName: 'Guest',
      email,
      phone: '(215) 555-0199',
      eventDate: addDays(businessClock(new Date()).date, 7),
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1500 Market St',
      timeWindow: '12:00-14:00',
      items,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlacedOrder>();
}
const tokenOf = (order: PlacedOrder) => order.trackingPath.split('token=')[1]!;
const payOrder = (id: number, body: object, cookie?: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/payments`,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

describe('paying a checkout order online (issue 26 §2)', () => {
  it("a visitor pays the order's taxed bill total with the tracking link's token; the amount sent is ignored", async () => {
    const order = await placeOrder('visitor.pays@example.com');
    // 3 half pans of Caesar $180, delivery $15, 8% tax on $195 = $15.60: $210.60.
    expect(order).toMatchObject({ payOnline: true, total: '210.60', amountPaid: '0.00' });
    const [confirmation] = await mailsTo(t.app, t.db, 'visitor.pays@example.com');
    expect(confirmation!.text).toContain('You pay its total online at checkout');

    const res = await payOrder(order.id, { token: tokenOf(order), card: CARD, amount: '0.01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      payment: { kind: 'order', orderId: order.id, amount: '210.60', status: 'succeeded', cardLast4: '4242' },
      amountPaid: '210.60',
      balanceDue: '0.00',
    });
    const receipts = await mailsTo(t.app, t.db, 'visitor.pays@example.com');
    expect(receipts[0]!.subject).toBe(`Receipt: $210.60 for order ${order.orderNumber}`);
    expect(receipts[0]!.text).toContain('Order total paid: $210.60 (tax included)');
    const notices = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notices[0]!.subject).toContain(`for ${order.orderNumber}`);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: t.admin },
    });
    expect(listed.json<Order>().amountPaid).toBe('210.60');
  });

  it('refuses paying twice, with 409, and charges once', async () => {
    const order = await placeOrder('twice.pays@example.com');
    expect((await payOrder(order.id, { token: tokenOf(order), card: CARD })).statusCode).toBe(201);
    const again = await payOrder(order.id, { token: tokenOf(order), card: CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    expect(again.json().code).toBe('ALREADY_PAID');
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  });

  it("another person's order is not found: no token, a wrong token, another client", async () => {
    const mine = await placeOrder('client.pays@example.com', t.client);
    const other = await newClient(t.app, 'other-payer');
    for (const [body, cookie] of [
      [{ card: CARD }, undefined],
      [{ card: CARD, token: 'not-the-token' }, undefined],
      [{ card: CARD }, other.cookie],
      [{ card: CARD }, t.admin],
    ] as const) {
      const res = await payOrder(mine.id, body, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found.');
    }
    expect((await payOrder(999_999, { card: CARD, token: tokenOf(mine) })).statusCode).toBe(404);
    // The owner needs no token.
    const paid = await payOrder(mine.id, { card: CARD }, t.client);
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('a declined card is recorded as failed (402) and the order can be paid again', async () => {
    const order = await placeOrder('declined.pays@example.com');
    const declined = await payOrder(order.id, {
      token: tokenOf(order),
      card: { ...CARD, number: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().payment).toMatchObject({ status: 'failed', orderId: order.id });
    expect((await payOrder(order.id, { token: tokenOf(order), card: CARD })).statusCode).toBe(201);
  });

  it('a cancelled order, or a business that takes payment on confirmation, takes no online payment', async () => {
    const cancelled = await placeOrder('cancelled.pays@example.com');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelled.id}/status`,
      headers: { cookie: t.admin },
      payload: { status: 'cancelled' },
    });
    expect((await payOrder(cancelled.id, { token: tokenOf(cancelled), card: CARD })).statusCode).toBe(409);

    await setOrderPayment('confirmation');
    const later = await placeOrder('later.pays@example.com');
    expect(later.payOnline).toBe(false);
    const [confirmation] = await mailsTo(t.app, t.db, 'later.pays@example.com');
    expect(confirmation!.text).toContain('No payment has been taken online.');
    const refused = await payOrder(later.id, { token: tokenOf(later), card: CARD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Orders are paid when we confirm them: we will call you to arrange payment.',
    );
    await setOrderPayment('checkout');
  });

  it('refuses a malformed body with 400', async () => {
    const order = await placeOrder('malformed.pays@example.com');
    const res = await payOrder(order.id, { token: tokenOf(order), card: { ...CARD, number: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect((await payOrder(order.id, { token: 42, card: CARD })).statusCode).toBe(400);
  });
});
