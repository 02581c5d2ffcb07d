import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order, PlacedOrder } from '../../src/common/orders/schema.ts';
import type { Payment, PaymentResult } from '../../src/common/payments.ts';
import { orders, payments } from '../../src/server/db/schema/index.ts';
import { inviteStaff, signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { eventCount, historyOf, shape, withAuditWritesFailing } from './audit.fixtures.ts';
import { inject, placeOrder, setOrderStatus } from './loyalty.fixtures.ts';
import { acceptedQuote, pay } from './payments.fixtures.ts';

/** Issue 36 §3: orders, payments and refunds write one audit event each, naming who. */

const t = signedInTestApp();
const ADMIN = { id: expect.any(Number), name: 'Morgan Hale', role: 'admin' };
let caesar: MenuItem;

beforeAll(() => {
  caesar = t.dish('Classic Caesar Salad');
});

describe('orders in the audit trail', () => {
  it("a visitor's order is placed by the name they typed; a client's by their account", async () => {
    const visitor = await placeOrder(t.app, undefined, 2);
    expect((await historyOf(t.app, t.admin, 'order', visitor.id)).map(shape)).toEqual([
      {
        actor: { id: null, name: 'Pat Member', role: 'visitor' },
        action: 'placed',
        entity: 'order',
        entityId: String(visitor.id),
        before: null,
        after: { status: 'received', type: 'catering', source: 'online', total: visitor.total },
      },
    ]);
    const mine = await placeOrder(t.app, t.client, 1);
    const [placed] = await historyOf(t.app, t.admin, 'order', mine.id);
    expect(placed?.actor).toEqual({ id: expect.any(Number), name: 'Jordan Avery', role: 'client' });
  });

  it('a phone order names the admin who keyed it in', async () => {
    const res = await inject(t.app, 'POST', '/api/admin/orders', t.admin, {
      customer: {
        firstName: 'Pat',
        lastName: 'Caller',
        email: 'pat.audit@example.com',
        phone: '(215) 555-0142',
      },
      items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 2 }],
      fulfilment: 'pickup',
      timeWindow: '12:00-14:00',
      eventDate: addDays(businessClock(new Date()).date, 8),
      sendConfirmation: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrder>();
    const events = await historyOf(t.app, t.admin, 'order', order.id);
    expect(events.map(shape)).toEqual([
      expect.objectContaining({
        actor: ADMIN,
        action: 'phone-order',
        after: { status: 'received', type: 'catering', source: 'phone', total: order.total },
      }),
    ]);
  });

  it('each status change names who made it, the status before and after, newest first', async () => {
    const order = await placeOrder(t.app, undefined, 2);
    await setOrderStatus(t.app, t.admin, order.id, 'confirmed');
    const staff = await signInAsStaff(t.app, t.db);
    const moved = await inject(t.app, 'PATCH', `/api/orders/${order.id}/status`, staff, {
      status: 'preparing',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const events = await historyOf(t.app, t.admin, 'order', order.id);
    expect(events.map(shape).slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: { id: expect.any(Number), name: 'Casey Crew', role: 'staff' },
        action: 'status-changed',
        before: { status: 'confirmed' },
        after: { status: 'preparing' },
      }),
      expect.objectContaining({
        actor: ADMIN,
        action: 'status-changed',
        before: { status: 'received' },
        after: { status: 'confirmed' },
      }),
    ]);
    expect(events).toHaveLength(3);
  });

  it('a refused move (completed before its day), or a move to the status it has, writes no event', async () => {
    const order = await placeOrder(t.app, undefined, 1);
    const before = await eventCount(t.db);
    const refused = await inject(t.app, 'PATCH', `/api/orders/${order.id}/status`, t.admin, {
      status: 'completed',
    });
    expect(refused.statusCode).toBe(409);
    await setOrderStatus(t.app, t.admin, order.id, 'received');
    expect(await eventCount(t.db)).toBe(before);
  });

  it('a status change whose event cannot be written is not stored either', async () => {
    const order = await placeOrder(t.app, undefined, 1);
    const failed = await withAuditWritesFailing(t.db, () =>
      inject(t.app, 'PATCH', `/api/orders/${order.id}/status`, t.admin, { status: 'confirmed' }),
    );
    expect(failed.statusCode).toBe(500);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('received');
    const read = await inject(t.app, 'GET', `/api/orders/${order.id}`, t.admin);
    expect(read.json<Order>().status).toBe('received');
  });
});

describe('payments and refunds in the audit trail', () => {
  it('an offline payment names who recorded it and its amount as the API shows it', async () => {
    const order = await placeOrder(t.app, undefined, 3);
    const res = await inject(t.app, 'POST', `/api/orders/${order.id}/payments/offline`, t.admin, {
      method: 'check',
      note: 'Check #1042',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect((await historyOf(t.app, t.admin, 'payment', payment.id)).map(shape)).toEqual([
      {
        actor: ADMIN,
        action: 'recorded',
        entity: 'payment',
        entityId: String(payment.id),
        before: null,
        after: {
          status: 'succeeded',
          amount: order.total,
          method: 'check',
          note: 'Check #1042',
          order: order.orderNumber,
        },
      },
    ]);

    // The order's own history shows its payment beside its steps.
    const onOrder = await historyOf(t.app, t.admin, 'order', order.id);
    expect(onOrder.map((e) => [e.entity, e.action])).toEqual([
      ['payment', 'recorded'],
      ['order', 'placed'],
    ]);

    // Paid already: the second record is refused and writes nothing.
    const count = await eventCount(t.db);
    const again = await inject(t.app, 'POST', `/api/orders/${order.id}/payments/offline`, t.admin, {
      method: 'cash',
    });
    expect(again.statusCode).toBe(409);
    expect(await eventCount(t.db)).toBe(count);
  });

  it('a refund names who refunded, once; refunding it again writes nothing', async () => {
    const order = await placeOrder(t.app, undefined, 2);
    const paid = await inject(t.app, 'POST', `/api/orders/${order.id}/payments/offline`, t.admin, {
      method: 'cash',
    });
    const payment = paid.json<Payment>();
    const refund = await inject(t.app, 'POST', `/api/payments/${payment.id}/refund`, t.admin);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json<PaymentResult>().payment.status).toBe('refunded');
    const events = await historyOf(t.app, t.admin, 'payment', payment.id);
    expect(events.map(shape)[0]).toEqual(
      expect.objectContaining({
        actor: ADMIN,
        action: 'refunded',
        before: { status: 'succeeded' },
        after: { status: 'refunded', amountRefunded: payment.amount },
      }),
    );
    expect(events).toHaveLength(2);

    const again = await inject(t.app, 'POST', `/api/payments/${payment.id}/refund`, t.admin);
    expect(again.statusCode).toBe(409);
    expect(await historyOf(t.app, t.admin, 'payment', payment.id)).toHaveLength(2);
  });

  it("a proposal's check names the admin who recorded it, not the client it is from", async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '1250.00' });
    const check = await pay(t.app, quote.id, t.admin, { kind: 'offline', amount: '625.00', method: 'check' });
    expect(check.statusCode, check.body).toBe(201);
    const { payment } = check.json<PaymentResult>();
    expect((await historyOf(t.app, t.admin, 'payment', payment.id)).map(shape)).toEqual([
      expect.objectContaining({
        actor: ADMIN,
        action: 'recorded',
        after: {
          status: 'succeeded',
          amount: '625.00',
          method: 'check',
          note: null,
          proposal: quote.proposalNumber,
        },
      }),
    ]);
  });

  it('a refund whose event cannot be written leaves the payment paid', async () => {
    const order = await placeOrder(t.app, undefined, 1);
    const paid = await inject(t.app, 'POST', `/api/orders/${order.id}/payments/offline`, t.admin, {
      method: 'cash',
    });
    const payment = paid.json<Payment>();
    const failed = await withAuditWritesFailing(t.db, () =>
      inject(t.app, 'POST', `/api/payments/${payment.id}/refund`, t.admin),
    );
    expect(failed.statusCode).toBe(500);
    const [row] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(row?.status).toBe('succeeded');
  });
});

describe('GET /api/admin/audit', () => {
  it('refuses visitors (401), clients and staff (403)', async () => {
    const url = '/api/admin/audit?entity=order&id=1';
    expect((await inject(t.app, 'GET', url)).statusCode).toBe(401);
    expect((await inject(t.app, 'GET', url, t.client)).statusCode).toBe(403);
    await inviteStaff(t.app, t.db, 'auditcrew');
    expect((await inject(t.app, 'GET', url, await signInAsStaff(t.app, t.db))).statusCode).toBe(403);
  });

  it('answers a bad query with a 400 naming what is wrong', async () => {
    for (const query of [
      '',
      'entity=proposal',
      'entity=order&id=business',
      'entity=quote&id=99999999999',
      'entity=order&id=1;drop',
      'entity=order&cursor=x',
      'entity=order&limit=0',
      'entity=order&extra=1',
    ]) {
      const res = await inject(t.app, 'GET', `/api/admin/audit?${query}`, t.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBeTruthy();
    }
    const unknown = await inject(t.app, 'GET', '/api/admin/audit?entity=proposal', t.admin);
    expect(unknown.json<{ message: string }>().message).toContain('order, payment, settings');
  });

  it("answers a quote's own log (decision 0070) in the same shape, naming who", async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '900.00' });
    const events = await historyOf(t.app, t.admin, 'quote', quote.id);
    // Priced, revised to its total and sent again, then signed.
    expect(events.map((e) => e.action)).toEqual(['signed', 'sent', 'sent', 'requested']);
    expect(events[0]).toMatchObject({
      entity: 'quote',
      entityId: String(quote.id),
      // Signed by the name the client typed under the proposal.
      actor: { name: 'Jordan Client', role: 'client' },
      after: { version: 2 },
    });
  });

  it('pages newest first with a cursor', async () => {
    const order = await placeOrder(t.app, undefined, 2);
    for (const status of ['confirmed', 'preparing', 'ready'])
      await setOrderStatus(t.app, t.admin, order.id, status);
    const page = (cursor?: number) =>
      inject(
        t.app,
        'GET',
        `/api/admin/audit?entity=order&id=${order.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        t.admin,
      );
    const first = (await page()).json<{
      events: { action: string; after: { status: string } }[];
      nextCursor: number | null;
    }>();
    expect(first.events.map((e) => e.after.status)).toEqual(['ready', 'preparing', 'confirmed']);
    expect(first.nextCursor).toEqual(expect.any(Number));
    const second = (await page(first.nextCursor!)).json<typeof first>();
    expect(second.events.map((e) => e.action)).toEqual(['placed']);
    expect(second.nextCursor).toBeNull();
  });
});
