import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltySummary, RedeemResult, Reward } from '../../src/common/loyalty.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { orderDayArrives } from '../helpers/order-day.ts';
import { buildTestApp, signIn, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import {
  completePaidOrder,
  inject,
  payOrderByCheck,
  placeOrder,
  setOrderStatus,
} from './loyalty.fixtures.ts';
import { acceptedQuote, CARD, pay } from './payments.fixtures.ts';
import { createQuote } from './quotes.fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_AUTH_PER_IP: '1000' });
  await chargeNoTax(t.app);
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

async function member() {
  const account = await registerAccount(t.app, newAccount('member'));
  const cookie = await signIn(t.app, account.username, account.password);
  const me = (await inject(t.app, 'GET', '/api/me', cookie)).json<{ id: number }>();
  return { ...account, id: me.id, cookie };
}

const summary = async (cookie: string) =>
  (await inject(t.app, 'GET', '/api/loyalty/me', cookie)).json<LoyaltySummary>();

async function grant(userId: number, points: number) {
  const res = await inject(t.app, 'POST', `/api/loyalty/${userId}/adjust`, admin, {
    points,
    reason: 'Welcome gift',
  });
  expect(res.statusCode).toBe(201);
  return res.json<LoyaltySummary>();
}

describe('loyalty summary and access', () => {
  it("lists the spec's three rewards with their costs to anyone", async () => {
    const res = await inject(t.app, 'GET', '/api/loyalty/rewards');
    expect(res.statusCode).toBe(200);
    expect(res.json<Reward[]>().map((r) => [r.name, r.points])).toEqual([
      ['15% Off Next Order', 500],
      ['Free Dessert Tray', 800],
      ['Premium Package Upgrade', 1200],
    ]);
  });

  it('a new member is Bronze with 500 points to Silver', async () => {
    const m = await member();
    expect(await summary(m.cookie)).toMatchObject({
      userId: m.id,
      points: 0,
      lifetimePoints: 0,
      tier: 'Bronze',
      multiplier: 1,
      nextTier: 'Silver',
      pointsToNext: 500,
      totalSpent: '0.00',
      eventsHosted: 0,
      history: [],
    });
  });

  it("a client reads their own record by id, not another client's; an admin reads any; a visitor none", async () => {
    const a = await member();
    const b = await member();
    expect((await inject(t.app, 'GET', `/api/loyalty/${a.id}`, a.cookie)).statusCode).toBe(200);
    expect((await inject(t.app, 'GET', `/api/loyalty/${b.id}`, a.cookie)).statusCode).toBe(404);
    expect((await inject(t.app, 'GET', `/api/loyalty/${b.id}`, admin)).json<LoyaltySummary>().userId).toBe(
      b.id,
    );
    expect((await inject(t.app, 'GET', `/api/loyalty/${a.id}`)).statusCode).toBe(401);
    expect((await inject(t.app, 'GET', '/api/loyalty/me')).statusCode).toBe(401);
    expect((await inject(t.app, 'GET', '/api/loyalty/999999', admin)).statusCode).toBe(404);
    // A malformed id is refused (404 once the shared params rule lands, 400 before).
    expect([400, 404]).toContain((await inject(t.app, 'GET', '/api/loyalty/abc', admin)).statusCode);
  });

  it('only admins adjust points, with a whole non-zero number and a reason', async () => {
    const m = await member();
    expect(
      (await inject(t.app, 'POST', `/api/loyalty/${m.id}/adjust`, m.cookie, { points: 900, reason: 'me' }))
        .statusCode,
    ).toBe(403);
    for (const bad of [
      { points: 0, reason: 'x' },
      { points: 1.5, reason: 'x' },
      { points: 10 },
      { points: 10, reason: ' ' },
    ]) {
      expect((await inject(t.app, 'POST', `/api/loyalty/${m.id}/adjust`, admin, bad)).statusCode).toBe(400);
    }
    expect(
      (await inject(t.app, 'POST', '/api/loyalty/999999/adjust', admin, { points: 5, reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const after = await grant(m.id, 120);
    expect(after).toMatchObject({ points: 120, lifetimePoints: 120 });
    expect(after.history[0]).toMatchObject({
      kind: 'adjust',
      points: 120,
      reason: 'Welcome gift',
      by: 'admin',
    });
  });
});

describe('earning points', () => {
  it('a completed order earns one point per whole dollar once, and taking the status back reverses it', async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 4); // $240
    await setOrderStatus(t.app, admin, order.id, 'confirmed');
    await orderDayArrives(t.db, order.id);
    await payOrderByCheck(t.app, admin, order.id);
    expect((await summary(m.cookie)).points).toBe(0);
    await setOrderStatus(t.app, admin, order.id, 'completed');
    await setOrderStatus(t.app, admin, order.id, 'completed');
    let s = await summary(m.cookie);
    expect(s).toMatchObject({ points: 240, lifetimePoints: 240, totalSpent: '240.00', eventsHosted: 1 });
    expect(s.history.filter((e) => e.kind === 'earn')).toHaveLength(1);
    await setOrderStatus(t.app, admin, order.id, 'preparing');
    s = await summary(m.cookie);
    expect(s).toMatchObject({ points: 0, lifetimePoints: 0 });
    expect(s.history[0]).toMatchObject({ kind: 'reversal', points: -240, orderId: order.id });
    await setOrderStatus(t.app, admin, order.id, 'completed');
    expect((await summary(m.cookie)).points).toBe(240);
  });

  it('a status change of an order twice at once earns once', async () => {
    const m = await member();
    const order = await placeOrder(t.app, m.cookie, 2);
    await orderDayArrives(t.db, order.id);
    await payOrderByCheck(t.app, admin, order.id);
    await Promise.all([1, 2, 3].map(() => setOrderStatus(t.app, admin, order.id, 'completed')));
    expect((await summary(m.cookie)).points).toBe(120);
  });

  it("the tier's multiplier applies, rounded down (Silver 1.5x on $300 = 450)", async () => {
    const m = await member();
    await grant(m.id, 500);
    const order = await placeOrder(t.app, m.cookie, 5); // $300
    await completePaidOrder(t.app, t.db, admin, order.id);
    const s = await summary(m.cookie);
    expect(s).toMatchObject({
      points: 950,
      tier: 'Silver',
      multiplier: 1.5,
      nextTier: 'Gold',
      pointsToNext: 550,
    });
  });

  it('an accepted proposal marked completed earns, and only an accepted one can be completed', async () => {
    const m = await member();
    const quote = await createQuote(t.app, m.cookie, { guestCount: 50 }); // $2,000, sent
    const early = await inject(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, admin, {
      status: 'completed',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PROPOSAL_STATUS_NOT_ALLOWED');
    expect(
      (
        await inject(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, m.cookie, {
          status: 'accepted',
          signerName: 'Jordan Client',
          agreeToTerms: true,
        })
      ).statusCode,
    ).toBe(200);
    const byClient = await inject(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, m.cookie, {
      status: 'completed',
    });
    expect(byClient.statusCode).toBe(403);
    const done = await inject(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, admin, {
      status: 'completed',
    });
    expect(done.json<Quote>().status).toBe('completed');
    expect(await summary(m.cookie)).toMatchObject({
      points: 2000,
      tier: 'Gold',
      eventsHosted: 1,
      // Completed, but nothing paid: what the client spent is what they paid (issue 34 §6).
      totalSpent: '0.00',
    });
    const revise = await inject(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, { notes: 'changed' });
    expect(revise.statusCode).toBe(409);
    await inject(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, admin, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(await summary(m.cookie)).toMatchObject({ points: 0, tier: 'Bronze' });
  });

  it("'Total spent' counts what a client paid on a proposal, before the event is completed", async () => {
    const m = await member();
    const quote = await acceptedQuote(t.app, m.cookie, admin, { total: '1250.00' });
    const deposit = await pay(t.app, quote.id, m.cookie, { kind: 'deposit', card: CARD });
    expect(deposit.statusCode).toBe(201);
    expect(await summary(m.cookie)).toMatchObject({ totalSpent: '625.00', eventsHosted: 0 });
    const refund = await inject(t.app, 'POST', `/api/payments/${deposit.json().payment.id}/refund`, admin);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await summary(m.cookie)).toMatchObject({ totalSpent: '0.00' });
  });
});

describe('redeeming', () => {
  it("too few points is a 400 'You need N more points to redeem this reward.'", async () => {
    const m = await member();
    await grant(m.id, 300);
    const res = await inject(t.app, 'POST', '/api/loyalty/redeem', m.cookie, { rewardId: 'appetizer-tray' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
      message: 'You need 500 more points to redeem this reward.',
    });
    expect(
      (await inject(t.app, 'POST', '/api/loyalty/redeem', m.cookie, { rewardId: 'nope' })).statusCode,
    ).toBe(400);
    expect(
      (await inject(t.app, 'POST', '/api/loyalty/redeem', undefined, { rewardId: 'appetizer-tray' }))
        .statusCode,
    ).toBe(401);
  });

  it('redeeming spends the balance, gives a personal code, and never lowers the tier', async () => {
    const m = await member();
    await grant(m.id, 1600);
    const res = await inject(t.app, 'POST', '/api/loyalty/redeem', m.cookie, { rewardId: 'package-upgrade' });
    expect(res.statusCode).toBe(201);
    const result = res.json<RedeemResult>();
    expect(result.code).toMatch(/^RWD-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(result.points).toBe(400);
    const s = await summary(m.cookie);
    expect(s).toMatchObject({ points: 400, lifetimePoints: 1600, tier: 'Gold' });
    expect(s.codes[0]).toMatchObject({
      code: result.code,
      rewardName: 'Premium Package Upgrade',
      usedAt: null,
    });
    expect(s.history[0]).toMatchObject({ kind: 'redeem', points: -1200 });
  });

  it('two redeems at once cannot overspend', async () => {
    const m = await member();
    await grant(m.id, 500);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        inject(t.app, 'POST', '/api/loyalty/redeem', m.cookie, { rewardId: 'discount-15' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    expect((await summary(m.cookie)).points).toBe(0);
  });
});

describe('reward codes', () => {
  async function codeFor(rewardId: string, points: number) {
    const m = await member();
    await grant(m.id, points);
    const res = await inject(t.app, 'POST', '/api/loyalty/redeem', m.cookie, { rewardId });
    return { m, code: res.json<RedeemResult>().code };
  }

  it('15% off an order over $200, once, for its owner only', async () => {
    const { m, code } = await codeFor('discount-15', 500);
    const other = await member();
    await expect(placeOrder(t.app, other.cookie, 5, { rewardCode: code })).rejects.toThrow(/400/);
    await expect(placeOrder(t.app, undefined, 5, { rewardCode: code })).rejects.toThrow(/Sign in/);
    await expect(placeOrder(t.app, m.cookie, 3, { rewardCode: code })).rejects.toThrow(/over \$200/);
    const order = await placeOrder(t.app, m.cookie, 5, { rewardCode: code.toLowerCase() }); // $300
    expect(order.total).toBe('255.00');
    expect(order.items.at(-1)).toMatchObject({
      name: `15% Off Next Order (reward ${code})`,
      lineTotal: '-45.00',
    });
    await expect(placeOrder(t.app, m.cookie, 5, { rewardCode: code })).rejects.toThrow(/already been used/);
    expect((await summary(m.cookie)).codes[0]!.usedAt).not.toBeNull();
  });

  it('the dessert tray, a real menu item, is added free to the next order', async () => {
    const { m, code } = await codeFor('appetizer-tray', 800);
    const order: Order = await placeOrder(t.app, m.cookie, 1, { rewardCode: code });
    expect(order.total).toBe('60.00');
    expect(order.items.at(-1)).toMatchObject({
      name: `Free Dessert Tray (reward ${code})`,
      lineTotal: '0.00',
    });
  });

  it('the package upgrade is noted on the next proposal, not usable at checkout', async () => {
    const { m, code } = await codeFor('package-upgrade', 1200);
    await expect(placeOrder(t.app, m.cookie, 5, { rewardCode: code })).rejects.toThrow(/proposal/);
    const quote = await createQuote(t.app, m.cookie);
    expect(quote.notes).toContain(`Loyalty reward: Premium Package Upgrade (code ${code}).`);
    const next = await createQuote(t.app, m.cookie);
    expect(next.notes).not.toContain('Premium Package Upgrade');
  });
});

describe('member QR code', () => {
  it('is an SVG made by our server for the signed-in member', async () => {
    const m = await member();
    const res = await inject(t.app, 'GET', '/api/loyalty/me/qr.svg', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    const QRCode = (await import('qrcode')).default;
    const expected = await QRCode.toString(`${t.config.publicUrl}/rewards?member=${m.id}`, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(res.body).toBe(expected);
    expect((await inject(t.app, 'GET', '/api/loyalty/me/qr.svg')).statusCode).toBe(401);
  });
});
