import { expect } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { me, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { type SignedInApp, signIn } from '../helpers/test-app.ts';

/** Issue 39's tests: an office client on account ordering lunch, and the admin confirming it. */
export function accountFixtures(t: SignedInApp) {
  const today = () => businessClock(new Date()).date;
  // 2 half pans of Caesar ($60) and a full pan of mac & cheese ($100): a $220.00 subtotal.
  const items = () => [
    { menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 },
    { menuItemId: t.dish('Baked Macaroni & Cheese').id, panSize: 'full', quantity: 1 },
  ];

  function place(cookie: string, body: object) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: {
        type: 'catering',
        firstName: 'Olive',
        lastName: 'Office',
        email: 'olive.office@example.com',
        phone: '(215) 555-0142',
        eventDate: addDays(today(), 7),
        timeWindow: '12:00-14:00',
        fulfilment: 'delivery',
        deliveryZip: '19103',
        deliveryAddress: '1500 Market St, Philadelphia, PA',
        items: items(),
        ...body,
      },
    });
  }

  async function client(prefix: string): Promise<{ cookie: string; id: number }> {
    const account = await registerAccount(t.app, newAccount(prefix));
    const cookie = await signIn(t.app, account.username, account.password);
    return { cookie, id: (await me(t.app, cookie)).json<{ id: number }>().id };
  }

  function setAccount(id: number, body: object, cookie = t.admin) {
    return t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${id}/account`,
      headers: { cookie },
      payload: { creditLimitCents: 500_000, poRequired: false, billingEmail: 'ap@office.example', ...body },
    });
  }

  const confirm = (orderId: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { cookie: t.admin },
      payload: { status: 'confirmed', notifyCustomer: false },
    });

  async function onAccount(prefix: string, account: object = {}) {
    const c = await client(prefix);
    const res = await setAccount(c.id, { terms: 'net30', companyName: `${prefix} Inc.`, ...account });
    expect(res.statusCode, res.body).toBe(200);
    return c;
  }

  async function placedOnAccount(cookie: string, body: object = {}): Promise<Order> {
    const res = await place(cookie, { paymentMethod: 'account', poNumber: 'PO-1', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }

  return { today, place, client, setAccount, confirm, onAccount, placedOnAccount };
}
