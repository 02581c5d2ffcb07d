import { describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Reorder } from '../../src/common/orders/reorder.ts';
import type { PlacedOrder } from '../../src/common/orders/schema.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';

/** Issue 28 §5: "Order again" puts an order's dishes back in the cart at today's prices. */

const t = signedInTestApp();

const dish = (name: string) => t.menu.find((i) => i.name === name)!;

async function placeAs(cookie: string, items: object[]): Promise<PlacedOrder> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      firstName: 'Dana',
      lastName: 'Client',
      email: 'dana.client@example.com',
      phone: '(215) 555-0199',
      eventDate: addDays(businessClock(new Date()).date, 7),
      fulfilment: 'pickup',
      timeWindow: '10:00-12:00',
      items,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PlacedOrder>();
}

const reorder = (id: number, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/reorder`, headers: cookie ? { cookie } : {} });

const patchDish = async (id: number, payload: object) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/menu-items/${id}`,
    headers: { cookie: t.admin },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MenuItem>();
};

describe('POST /api/orders/{id}/reorder', () => {
  it('answers the lines at today’s prices and names a dish since hidden', async () => {
    const caesar = dish('Classic Caesar Salad');
    const hidden = dish('Garden Salad');
    const order = await placeAs(t.client, [
      { menuItemId: caesar.id, panSize: 'half', quantity: 2 },
      { menuItemId: hidden.id, panSize: 'half', quantity: Math.max(1, hidden.minOrder) },
    ]);
    await patchDish(hidden.id, { isActive: false });
    try {
      const res = await reorder(order.id, t.client);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Reorder>();
      expect(body.skipped).toEqual([{ menuItemId: hidden.id, name: hidden.name }]);
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({
        id: `${caesar.id}:half`,
        menuItemId: caesar.id,
        quantity: 2,
        panSize: 'Half Pan',
        price: caesar.prices.halfPanCents! / 100,
      });
    } finally {
      await patchDish(hidden.id, { isActive: true });
    }
  });

  it('answers today’s price, not the price paid', async () => {
    const caesar = dish('Classic Caesar Salad');
    const order = await placeAs(t.client, [{ menuItemId: caesar.id, panSize: 'full', quantity: 1 }]);
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${caesar.id}`,
      headers: { cookie: t.admin },
      payload: { price: 'Half Pan: $41.00 | Full Pan: $77.00' },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const body = (await reorder(order.id, t.client)).json<Reorder>();
    expect(body.items[0]).toMatchObject({ price: 77, panSize: 'Full Pan' });
    expect(body.skipped).toEqual([]);
  });

  it('another client’s order answers 404, a visitor 401', async () => {
    const order = await placeAs(t.client, [
      { menuItemId: dish('Classic Caesar Salad').id, panSize: 'half', quantity: 1 },
    ]);
    const other = await registerAccount(t.app, newAccount('reorder'));
    const otherCookie = await signIn(t.app, other.username, other.password);
    expect((await reorder(order.id, otherCookie)).statusCode).toBe(404);
    expect((await reorder(999_999, t.client)).statusCode).toBe(404);
    const visitor = await reorder(order.id);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('POST /api/orders/{id}/reorder of a dinner order', () => {
  it('is refused 409 DINNER_ORDER_NOT_REORDERABLE: a dinner is ordered from the dinner menu', async () => {
    const { pickupDate, pickupTime } = nextPickup({ slot: 2 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: t.client },
      payload: {
        type: 'dinner',
        fullName: 'Dana Client',
        phone: '215-555-0147',
        pickupDate,
        pickupTime,
        items: [{ menuItemId: dish('Pan-Seared Salmon').id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await reorder(placed.json<PlacedOrder>().id, t.client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DINNER_ORDER_NOT_REORDERABLE',
      message: 'A dinner order is ordered again from the dinner menu.',
    });
  });
});
