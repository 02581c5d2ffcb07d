import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { orderDayArrives } from '../helpers/order-day.ts';

/** Shared steps of the profile and loyalty API tests. */
export function inject(
  app: App,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A catering order of `halfPans` Caesar half pans ($60 each), placed by the signed-in user. */
export async function placeOrder(
  app: App,
  cookie: string | undefined,
  halfPans: number,
  extra = {},
): Promise<Order> {
  const menu = (await app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const res = await inject(app, 'POST', '/api/orders', cookie, {
    firstName: 'Pat',
    lastName: 'Member',
    email: 'pat.member@example.com',
    phone: '(215) 555-0142',
    eventDate: addDays(businessClock(new Date()).date, 7),
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: caesar.id, panSize: 'half', quantity: halfPans }],
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

export async function setOrderStatus(app: App, admin: string, id: number, status: string) {
  const res = await inject(app, 'PATCH', `/api/orders/${id}/status`, admin, { status });
  if (res.statusCode !== 200) throw new Error(`status failed: ${res.statusCode} ${res.body}`);
}

/** The owner records the order paid by check (what it still owes): it now reads paid. */
export async function payOrderByCheck(app: App, admin: string, id: number) {
  const res = await inject(app, 'POST', `/api/orders/${id}/payments/offline`, admin, { method: 'check' });
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; amount: string }>();
}

/**
 * An order that earns its points: its day has come (completed waits for it), it is paid, and the
 * owner marks it completed.
 */
export async function completePaidOrder(app: App, db: Database, admin: string, id: number) {
  await orderDayArrives(db, id);
  await payOrderByCheck(app, admin, id);
  await setOrderStatus(app, admin, id, 'completed');
}
