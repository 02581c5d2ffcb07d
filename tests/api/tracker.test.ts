import { describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { PublicTracking, Tracker } from '../../src/common/tracker.ts';
import { mailsTo, newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';
import { call, createQuote, hoursAhead } from './quotes.fixtures.ts';

const t = signedInTestApp();

async function placeOrder(email: string, cookie?: string): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: cookie ? { cookie } : {},
    payload: {
      firstName: 'Tess',
      lastName: 'Tracker',
      email,
      phone: '(215) 555-0142',
      eventDate: addDays(businessClock(new Date()).date, 5),
      timeWindow: '12:00-14:00',
      eventLocation: '12 Pine St, Philadelphia',
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 2 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Order>();
}

/** The tracking link of the order's confirmation mail. */
async function trackingLink(email: string, orderId: number): Promise<{ url: string; token: string }> {
  for (const mail of await mailsTo(t.app, t.db, email)) {
    const match = new RegExp(`(http\\S+/tracker\\?order=${orderId}&token=([A-Za-z0-9_-]+))`).exec(mail.text);
    if (match) return { url: match[1]!, token: match[2]! };
  }
  throw new Error(`no tracking link mailed to ${email}`);
}

const track = (id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/tracking${query}` });
const setStatus = (id: number, status: string, cookie = t.admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie },
    payload: { status },
  });

describe('tracking link for visitors', () => {
  it("mails the visitor a tracking link that shows only the order's number, status, timeline and items", async () => {
    const order = await placeOrder('tess.visitor@example.com');
    const link = await trackingLink('tess.visitor@example.com', order.id);
    expect(link.url).toBe(`http://localhost:5000/tracker?order=${order.id}&token=${link.token}`);
    const res = await track(order.id, `?token=${link.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<PublicTracking>();
    expect(Object.keys(body).sort()).toEqual(['items', 'orderNumber', 'status', 'timeline']);
    expect(body).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'received',
      items: [{ name: 'Garden Salad (Half Pan)', quantity: 2 }],
    });
    expect(body.timeline).toEqual([{ status: 'received', at: order.createdAt }]);
    expect(res.body).not.toContain('555-0142');
    expect(res.body).not.toContain('tess.visitor');
  });

  it('answers Place Order with the same tracking link, for the confirmation on screen; reads of the order never show it', async () => {
    const placed = await placeOrder('tess.onscreen@example.com');
    const link = await trackingLink('tess.onscreen@example.com', placed.id);
    expect((placed as Order & { trackingPath?: string }).trackingPath).toBe(
      `/tracker?order=${placed.id}&token=${link.token}`,
    );
    const asAdmin = await call(t.app, 'GET', `/api/orders/${placed.id}`, t.admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).not.toContain(link.token);
    const list = await call(t.app, 'GET', '/api/orders', t.admin);
    expect(list.body).not.toContain(link.token);
  });

  it("answers 404 without a token, with a wrong token, with another order's token and for an unknown order", async () => {
    const a = await placeOrder('tess.a@example.com');
    const b = await placeOrder('tess.b@example.com');
    const tokenA = (await trackingLink('tess.a@example.com', a.id)).token;
    for (const res of [
      await track(a.id),
      await track(a.id, '?token='),
      await track(a.id, `?token=${tokenA.slice(0, -1)}x`),
      await track(b.id, `?token=${tokenA}`),
      await track(999_999, `?token=${tokenA}`),
      await track(a.id, `?token=${tokenA}&token=${tokenA}`),
      await track(a.id, `?token=${'a'.repeat(5000)}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('records each status change with its time and mails the customer once, where it ended', async () => {
    const email = 'tess.steps@example.com';
    const order = await placeOrder(email);
    const { token } = await trackingLink(email, order.id);
    // Checkout said nothing of delivery: a pickup, ready for pickup; completed once its day comes.
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      if (status === 'completed') await orderDayArrives(t.db, order.id);
      expect((await setStatus(order.id, status)).statusCode).toBe(200);
    }
    const body = (await track(order.id, `?token=${token}`)).json<PublicTracking>();
    expect(body.status).toBe('completed');
    expect(body.timeline.map((e) => e.status)).toEqual([
      'received',
      'confirmed',
      'preparing',
      'ready',
      'completed',
    ]);
    const times = body.timeline.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // Four quick steps, one mail: about where the order ended (the status mail waits for the next change).
    const subjects = (await mailsTo(t.app, t.db, email)).map((m) => m.subject);
    expect(subjects.filter((s) => / is /.test(s))).toEqual([
      expect.stringContaining(`Order ${order.orderNumber} is completed`),
    ]);
  });

  it('does not record a change when the status is set to what it already is', async () => {
    const order = await placeOrder('tess.same@example.com');
    const { token } = await trackingLink('tess.same@example.com', order.id);
    await setStatus(order.id, 'confirmed');
    await setStatus(order.id, 'confirmed');
    const body = (await track(order.id, `?token=${token}`)).json<PublicTracking>();
    expect(body.timeline.map((e) => e.status)).toEqual(['received', 'confirmed']);
  });

  it('refuses an unknown status and status changes by clients', async () => {
    const order = await placeOrder('tess.refuse@example.com');
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(400);
    expect((await setStatus(order.id, 'confirmed', t.client)).statusCode).toBe(403);
  });
});

describe('GET /api/tracker', () => {
  it("lists the signed-in user's own orders with their timelines, and nobody else's", async () => {
    const mine = await placeOrder('client@catering.local', t.client);
    await setStatus(mine.id, 'confirmed');
    const other = newAccount('tracked');
    await registerAccount(t.app, other);
    const otherCookie = await signIn(t.app, other.username, other.password);
    const theirs = await placeOrder(other.email, otherCookie);

    const res = await t.app.inject({ method: 'GET', url: '/api/tracker', headers: { cookie: t.client } });
    expect(res.statusCode).toBe(200);
    const tracker = res.json<Tracker>();
    const ids = tracker.orders.map((o) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const tracked = tracker.orders.find((o) => o.id === mine.id)!;
    expect(tracked.timeline.map((e) => e.status)).toEqual(['received', 'confirmed']);
    expect(tracked.status).toBe('confirmed');
  });

  it("lists the user's accepted events still to come, not pending, past or other clients' ones", async () => {
    const accepted = await createQuote(t.app, t.client, {
      eventType: 'corporate',
      eventDate: hoursAhead(24 * 40),
    });
    expect(
      (
        await call(t.app, 'PATCH', `/api/quotes/${accepted.id}/status`, t.client, {
          status: 'accepted',
          signerName: 'Jordan Client',
          agreeToTerms: true,
        })
      ).statusCode,
    ).toBe(200);
    const pending = await createQuote(t.app, t.client, { eventDate: hoursAhead(24 * 50) });
    const other = newAccount('evented');
    await registerAccount(t.app, other);
    const otherCookie = await signIn(t.app, other.username, other.password);
    const theirs = await createQuote(t.app, otherCookie, { eventDate: hoursAhead(24 * 40) });
    await call(t.app, 'PATCH', `/api/quotes/${theirs.id}/status`, otherCookie, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });

    const tracker = (
      await t.app.inject({ method: 'GET', url: '/api/tracker', headers: { cookie: t.client } })
    ).json<Tracker>();
    const ids = tracker.events.map((e) => e.id);
    expect(ids).toContain(accepted.id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(theirs.id);
    expect(tracker.events.find((e) => e.id === accepted.id)).toMatchObject({
      eventType: 'corporate',
      guestCount: 120,
    });
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/tracker' })).statusCode).toBe(401);
  });
});
