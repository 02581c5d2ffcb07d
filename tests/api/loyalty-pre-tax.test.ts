import { describe, expect, it } from 'vitest';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';
import { completePaidOrder, inject, placeOrder } from './loyalty.fixtures.ts';

// The business's default charges (8% tax, a $25 delivery zone): points count the food only.
const t = signedInTestApp();

describe('loyalty points on revenue before tax (issue 26)', () => {
  it('a completed taxed, delivered and tipped order earns on its subtotal less the discount', async () => {
    const account = await registerAccount(t.app, newAccount('pretax'));
    const cookie = await signIn(t.app, account.username, account.password);
    // 4 half pans of Caesar: $240 of food, 10% off ($24) = $216; delivery to 19143 ($25), 8% tax,
    // a 15% tip: the total is well above $216, the points are not.
    const order = await placeOrder(t.app, cookie, 4, {
      discountCode: '10PERCENT',
      fulfilment: 'delivery',
      deliveryZip: '19143',
      deliveryAddress: '5000 Woodland Ave',
      gratuityPercent: 15,
    });
    expect(order.bill).toMatchObject({ subtotal: '240.00', discount: '24.00' });
    expect(Number(order.total)).toBeGreaterThan(250);
    await completePaidOrder(t.app, t.db, t.admin, order.id);

    const summary = (await inject(t.app, 'GET', '/api/loyalty/me', cookie)).json();
    // Points on the food; 'Total spent' is what the client paid, tax, delivery and tip included.
    expect(summary).toMatchObject({ points: 216, lifetimePoints: 216, totalSpent: order.total });
    expect(summary.history[0].reason).toBe(`Order ${order.orderNumber} completed: $216 at Bronze 1x`);
  });
});
