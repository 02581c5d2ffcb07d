import { describe, expect, it } from 'vitest';
import { type CartPrice, priceChangeText } from '../../src/common/cart/price.ts';
import { toCents } from '../../src/common/money.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

/** Issue 34 §2: the cart asks POST /api/cart/price each time it is shown; the server's prices win. */

const t = signedInTestApp();

const price = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/cart/price', payload: payload as Record<string, unknown> });

const setPrices = async (id: number, prices: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/menu-items/${id}`,
    headers: { cookie: t.admin },
    payload: { prices },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('POST /api/cart/price', () => {
  it("prices a saved cart at today's menu after the owner changes a price, lines adding up", async () => {
    const salad = t.dish('Garden Salad');
    const cups = t.dish('Banana Pudding Cups');
    const cart = {
      items: [
        { menuItemId: salad.id, panSize: 'full', quantity: 2 },
        { menuItemId: cups.id, quantity: 30 },
      ],
    };
    const before = (await price(cart)).json<CartPrice>();
    expect(before.lines[0]).toMatchObject({ name: 'Garden Salad', unitPrice: '90.00', per: 'a full pan' });

    await setPrices(salad.id, { halfPanCents: 6000, fullPanCents: 9500 });
    const res = await price(cart);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<CartPrice>();
    const [saladLine, cupsLine] = after.lines;
    expect(saladLine).toMatchObject({
      menuItemId: salad.id,
      panSize: 'full',
      name: 'Garden Salad',
      quantity: 2,
      unitPrice: '95.00',
      per: 'a full pan',
      lineTotal: '190.00',
      isMarketPrice: false,
    });
    expect(priceChangeText(saladLine!)).toBe('Garden Salad is now $95.00 a full pan');
    expect(cupsLine).toMatchObject({ per: 'each', quantity: 30 });
    expect(toCents(cupsLine!.lineTotal)).toBe(toCents(cupsLine!.unitPrice) * 30);
    expect(toCents(after.subtotal)).toBe(toCents(saladLine!.lineTotal) + toCents(cupsLine!.lineTotal));
    expect(after.unavailable).toEqual([]);

    // Checkout's bill starts from the same subtotal: the cart and the estimate agree.
    const estimate = await t.app.inject({
      method: 'POST',
      url: '/api/orders/estimate',
      payload: { ...cart, fulfilment: 'pickup' },
    });
    expect(estimate.json().bill.subtotal).toBe(after.subtotal);
  });

  it('names lines the menu no longer sells instead of refusing the cart', async () => {
    const salad = t.dish('Classic Caesar Salad');
    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${salad.id}`,
      headers: { cookie: t.admin },
      payload: { isActive: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const cups = t.dish('Banana Pudding Cups');
    const res = await price({
      items: [
        { menuItemId: salad.id, panSize: 'half', quantity: 1 },
        { menuItemId: cups.id, panSize: 'half', quantity: 25 },
        { menuItemId: 999_999, quantity: 1 },
        { menuItemId: cups.id, quantity: 25 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CartPrice>();
    expect(body.unavailable).toEqual([
      { menuItemId: salad.id, panSize: 'half' },
      { menuItemId: cups.id, panSize: 'half' },
      { menuItemId: 999_999, panSize: null },
    ]);
    expect(body.lines.map((l) => l.name)).toEqual(['Banana Pudding Cups']);
    expect(body.subtotal).toBe(body.lines[0]!.lineTotal);
  });

  it('refuses a malformed cart with 400, and never reads a price the browser sends', async () => {
    for (const payload of [
      {},
      { items: [] },
      { items: [{ menuItemId: 'x', quantity: 1 }] },
      { items: [{ menuItemId: 1, quantity: 0 }] },
      { items: [{ menuItemId: 1, quantity: 1, price: 1 }], total: 1 },
    ]) {
      const res = await price(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe("the dinner pickup panel's bill before ordering", () => {
  it('has the sales tax, and the parts add up to the total the order will carry', async () => {
    const lamb = t.dish('Grilled Lamb Chops');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/estimate',
      payload: { type: 'dinner', fulfilment: 'pickup', items: [{ menuItemId: lamb.id, quantity: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Two plates at $28: $56.00, 8% tax $4.48, no delivery on a pickup.
    expect(res.json().bill).toMatchObject({
      subtotal: '56.00',
      deliveryFee: '0.00',
      tax: '4.48',
      total: '60.48',
    });
  });
});
