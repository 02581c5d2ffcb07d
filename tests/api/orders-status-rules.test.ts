import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltySummary } from '../../src/common/loyalty.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';
import { inject, payOrderByCheck, placeOrder } from './loyalty.fixtures.ts';

/** Issue 34 §5 and §7: an order's status moves along its path, and points follow completion and payment. */
const t = signedInTestApp();
let staff: string;

beforeAll(async () => {
  await chargeNoTax(t.app);
  staff = await signInAsStaff(t.app, t.db);
});

const move = (id: number, cookie: string, payload: object) =>
  inject(t.app, 'PATCH', `/api/orders/${id}/status`, cookie, payload);

async function member() {
  const account = await registerAccount(t.app, newAccount('points'));
  return { ...account, cookie: await signIn(t.app, account.username, account.password) };
}
const points = async (cookie: string) =>
  (await inject(t.app, 'GET', '/api/loyalty/me', cookie)).json<LoyaltySummary>();

async function placeDinner(email: string): Promise<Order> {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<
    { id: number; name: string }[]
  >();
  const res = await inject(t.app, 'POST', '/api/orders', undefined, {
    type: 'dinner',
    fullName: 'Morgan Pickup',
    phone: '215-555-0147',
    email,
    ...nextPickup(),
    items: [{ menuItemId: menu.find((d) => d.name === 'Pan-Seared Salmon')!.id, quantity: 1 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

describe('refused status paths', () => {
  it('a pickup order is never out for delivery: 409 naming the statuses it may go to', async () => {
    const order = await placeOrder(t.app, undefined, 1, { fulfilment: 'pickup' });
    expect(order.fulfilment).toBe('pickup');
    await move(order.id, t.admin, { status: 'confirmed' });
    const refused = await move(order.id, t.admin, { status: 'out_for_delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_NOT_ALLOWED',
      message:
        'A pickup order is never "Out for Delivery". From "Confirmed" it can go to "Received", "Preparing", "Ready for Pickup", "Completed", "Cancelled".',
    });
    // The order did not move.
    const read = await inject(t.app, 'GET', `/api/orders/${order.id}`, t.admin);
    expect(read.json<Order>().status).toBe('confirmed');
  });

  it('"Completed" is refused before the order\'s date, and accepted once the day comes', async () => {
    const order = await placeOrder(t.app, undefined, 1);
    const refused = await move(order.id, t.admin, { status: 'completed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This order is for [A-Z][a-z]{2} \d{1,2}, \d{4}: it can be marked "Completed" on that day or after\.$/,
    );
    await orderDayArrives(t.db, order.id);
    const done = await move(order.id, t.admin, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Order>().status).toBe('completed');
  });

  it('a dinner pickup is completed from its pickup day on', async () => {
    const order = await placeDinner('dinner.rules@example.com');
    expect((await move(order.id, t.admin, { status: 'completed' })).statusCode).toBe(409);
    await orderDayArrives(t.db, order.id);
    expect((await move(order.id, t.admin, { status: 'completed' })).statusCode).toBe(200);
  });

  it('staff move only confirmed orders, and only forward along their path', async () => {
    const order = await placeOrder(t.app, undefined, 1, {
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1 Market St, Philadelphia, PA 19103',
    });
    await orderDayArrives(t.db, order.id);
    // §7: received, unconfirmed, unpaid, straight to completed by staff: refused.
    for (const status of ['completed', 'preparing']) {
      const refused = await move(order.id, staff, { status });
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json().message).toBe(
        'Staff move only confirmed orders: an admin confirms this order first.',
      );
    }
    expect((await move(order.id, t.admin, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(order.id, staff, { status: 'preparing' })).statusCode).toBe(200);
    const ready = await move(order.id, staff, { status: 'ready' });
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toBe(
      'A delivery order is never "Ready for Pickup". From "Preparing" it can go to "Out for Delivery", "Completed".',
    );
    expect((await move(order.id, staff, { status: 'out_for_delivery' })).statusCode).toBe(200);
    const back = await move(order.id, staff, { status: 'preparing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'Staff cannot set "Preparing". From "Out for Delivery" it can go to "Completed".',
    );
    expect((await move(order.id, staff, { status: 'completed' })).statusCode).toBe(200);
  });

  it('refuses an unknown field or a notifyCustomer that is not a boolean (400)', async () => {
    const order = await placeOrder(t.app, undefined, 1);
    for (const payload of [
      { status: 'confirmed', notify: false },
      { status: 'confirmed', notifyCustomer: 'no' },
    ]) {
      expect((await move(order.id, t.admin, payload)).statusCode).toBe(400);
    }
  });
});

describe('a status change without emailing the customer', () => {
  it('writes no mail to the customer; the same change with the default does', async () => {
    const email = 'silent.status@example.com';
    const order = await placeOrder(t.app, undefined, 1, { email });
    const statusMails = () =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.coalesceKey, `order-status:${order.id}`)));
    const silent = await move(order.id, t.admin, { status: 'confirmed', notifyCustomer: false });
    expect(silent.statusCode, silent.body).toBe(200);
    expect(silent.json<Order>().status).toBe('confirmed');
    expect(await statusMails()).toHaveLength(0);
    await move(order.id, t.admin, { status: 'preparing' });
    const mails = await statusMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Order ${order.orderNumber} is preparing`);
  });
});

describe('loyalty points follow completion and payment', () => {
  it('§7: an unpaid order completed earns nothing; paid, it earns; refunded, the points go back', async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 5, { email: m.email }); // $300
    await orderDayArrives(t.db, order.id);
    await move(order.id, t.admin, { status: 'confirmed' });
    expect((await move(order.id, t.admin, { status: 'completed' })).statusCode).toBe(200);
    expect(await points(m.cookie)).toMatchObject({ points: 0, lifetimePoints: 0 });

    const payment = await payOrderByCheck(t.app, t.admin, order.id);
    expect(payment.amount).toBe('300.00');
    let s = await points(m.cookie);
    expect(s).toMatchObject({ points: 300, lifetimePoints: 300 });
    expect(s.history[0]).toMatchObject({ kind: 'earn', points: 300, orderId: order.id });

    const refund = await inject(t.app, 'POST', `/api/payments/${payment.id}/refund`, t.admin);
    expect(refund.statusCode, refund.body).toBe(200);
    s = await points(m.cookie);
    expect(s).toMatchObject({ points: 0, lifetimePoints: 0 });
    expect(s.history[0]).toMatchObject({
      kind: 'reversal',
      points: -300,
      reason: `Order ${order.orderNumber} refunded`,
    });
  });

  it('a paid order earns when completed, and a cancellation takes the points back', async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 2, { email: m.email }); // $120
    await payOrderByCheck(t.app, t.admin, order.id);
    expect((await points(m.cookie)).points).toBe(0);
    await orderDayArrives(t.db, order.id);
    await move(order.id, t.admin, { status: 'completed' });
    expect((await points(m.cookie)).points).toBe(120);
    await move(order.id, t.admin, { status: 'cancelled' });
    const s = await points(m.cookie);
    expect(s.points).toBe(0);
    expect(s.history[0]).toMatchObject({ kind: 'reversal', reason: `Order ${order.orderNumber} cancelled` });
  });

  it("recording a payment is the owner's: a client is refused, a paid order is not paid twice", async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 1, { email: m.email });
    const url = `/api/orders/${order.id}/payments/offline`;
    expect((await inject(t.app, 'POST', url, m.cookie, { method: 'cash' })).statusCode).toBe(403);
    expect((await inject(t.app, 'POST', url, t.admin, { method: 'cash', amount: '1.00' })).statusCode).toBe(
      400,
    );
    expect((await inject(t.app, 'POST', url, t.admin, { method: 'cash' })).statusCode).toBe(201);
    const again = await inject(t.app, 'POST', url, t.admin, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already paid.');
    const read = (await inject(t.app, 'GET', `/api/orders/${order.id}`, t.admin)).json<Order>();
    expect(read.amountPaid).toBe(read.total);
  });
});
