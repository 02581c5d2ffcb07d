import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

const inAWeek = addDays(businessClock(new Date()).date, 7);

async function placeCatering(email: string): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName: 'Dana',
      lastName: 'Delivery',
      email,
      phone: '215-555-0199',
      eventDate: inAWeek,
      timeWindow: '12:00-14:00',
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1 Market St, Philadelphia, PA 19103',
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}

async function placeDinner(email: string): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      type: 'dinner',
      fullName: 'Morgan Pickup',
      phone: '215-555-0147',
      email,
      ...nextPickup(),
      items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 1 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}

const setStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie: t.admin },
    payload: { status },
  });

describe('order statuses follow the kind of order', () => {
  it('a delivered catering order goes out for delivery and is never "ready for pickup"', async () => {
    const order = await placeCatering('path.delivery@example.com');
    expect(order.fulfilment).toBe('delivery');
    const refused = await setStatus(order.id, 'ready');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_NOT_ALLOWED',
      fieldErrors: {
        status:
          'A delivery order is never "Ready for Pickup". From "Received" it can go to "Confirmed", "Preparing", "Out for Delivery", "Completed", "Cancelled".',
      },
    });
    expect((await setStatus(order.id, 'out_for_delivery')).json().status).toBe('out_for_delivery');
  });

  it('a dinner pickup is ready for pickup and is never "out for delivery"', async () => {
    const order = await placeDinner('path.pickup@example.com');
    const refused = await setStatus(order.id, 'out_for_delivery');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fieldErrors.status).toBe(
      'A pickup order is never "Out for Delivery". From "Received" it can go to "Confirmed", "Preparing", "Ready for Pickup", "Completed", "Cancelled".',
    );
    expect((await setStatus(order.id, 'ready')).json().status).toBe('ready');
  });
});

describe('status mail', () => {
  it('four quick status moves send one mail, about where the order ended, after a short wait', async () => {
    const email = 'path.quick@example.com';
    const order = await placeDinner(email);
    await orderDayArrives(t.db, order.id);
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      expect((await setStatus(order.id, status)).statusCode).toBe(200);
    }
    const statusMails = (await mailsTo(t.app, t.db, email)).filter((m) => m.subject.includes(' is '));
    expect(statusMails.map((m) => m.subject)).toEqual([
      expect.stringMatching(new RegExp(`^Order ${order.orderNumber} is completed - `)),
    ]);
    expect(statusMails[0]!.text).toContain(`Your order ${order.orderNumber} is now: Completed.`);
    // It waits for a further change before it goes (the retry job sends it when due).
    const wait = statusMails[0]!.nextAttemptAt!.getTime() - statusMails[0]!.createdAt.getTime();
    expect(wait).toBeGreaterThan(t.config.statusMailDelayMs - 5_000);
    expect(t.config.statusMailDelayMs).toBe(120_000);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.coalesceKey, `order-status:${order.id}`)));
    expect(row?.sentAt).toBeNull();
  });
});
