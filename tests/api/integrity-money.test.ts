import { describe, expect, it } from 'vitest';
import type { LoyaltySummary } from '../../src/common/loyalty.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp, signIn, signInAsClient } from '../helpers/test-app.ts';
import { completePaidOrder, inject, placeOrder, setOrderStatus } from './loyalty.fixtures.ts';
import { CARD, pay } from './payments.fixtures.ts';
import { call, createQuote } from './quotes.fixtures.ts';

/** Issue 24 §6 and §11: a $0.00 proposal, and a reward whose points were taken back. */
const t = signedInTestApp();

describe('a proposal a 100% code brings to $0.00 (§6)', () => {
  it('needs no payment and shows as paid', async () => {
    const code = await inject(t.app, 'POST', '/api/discount-codes', t.admin, {
      code: 'ONTHEHOUSE',
      title: 'On the house',
      percent: 100,
    });
    expect(code.statusCode, code.body).toBe(201);
    const client = await signInAsClient(t.app);
    const quote = await createQuote(t.app, client, { discountCode: 'ONTHEHOUSE' });
    expect(quote.totalAmount).toBe('0.00');
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, client, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Quote>()).toMatchObject({ totalAmount: '0.00', balanceDue: '0.00' });

    for (const kind of ['deposit', 'balance']) {
      const res = await pay(t.app, quote.id, client, { kind, card: CARD });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe('This proposal totals $0.00: there is nothing to pay.');
    }
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/pdf`,
      headers: { cookie: client },
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Paid in full');
    expect(text).not.toContain('Deposit due');
  });
});

describe('a reward whose points are reversed (§11)', () => {
  it('is voided, the ledger says so, and the balance never shows below zero', async () => {
    const account = await registerAccount(t.app, newAccount('member'));
    const cookie = await signIn(t.app, account.username, account.password);
    const earning = await placeOrder(t.app, cookie, 10); // $600: 600 points once completed
    await completePaidOrder(t.app, t.db, t.admin, earning.id);
    const redeemed = await inject(t.app, 'POST', '/api/loyalty/redeem', cookie, { rewardId: 'discount-15' });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const { code } = redeemed.json<{ code: string }>();

    await setOrderStatus(t.app, t.admin, earning.id, 'cancelled');
    const summary = (await inject(t.app, 'GET', '/api/loyalty/me', cookie)).json<LoyaltySummary>();
    expect(summary.points).toBe(0);
    expect(summary.codes.find((c) => c.code === code)?.voidedAt).toEqual(expect.any(String));
    expect(summary.history[0]).toMatchObject({ points: 500, kind: 'redeem' });
    expect(summary.history[0]?.reason).toContain(`(code ${code}) voided`);

    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<
      { id: number; name: string }[]
    >();
    const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
    const spend = await inject(t.app, 'POST', '/api/orders', cookie, {
      firstName: 'Pat',
      lastName: 'Member',
      email: account.email,
      phone: '(215) 555-0142',
      eventDate: earning.eventDate,
      timeWindow: '12:00-14:00',
      items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 5 }],
      rewardCode: code,
    });
    expect(spend.statusCode).toBe(400);
    expect(spend.json().message).toBe(
      'This reward code was voided: the points it was redeemed with were reversed.',
    );
  });

  it('a reversal after the reward was used leaves a debt the member does not see', async () => {
    const account = await registerAccount(t.app, newAccount('spender'));
    const cookie = await signIn(t.app, account.username, account.password);
    const earning = await placeOrder(t.app, cookie, 10);
    await completePaidOrder(t.app, t.db, t.admin, earning.id);
    const { code } = (
      await inject(t.app, 'POST', '/api/loyalty/redeem', cookie, { rewardId: 'discount-15' })
    ).json<{ code: string }>();
    await placeOrder(t.app, cookie, 5, { rewardCode: code });
    await setOrderStatus(t.app, t.admin, earning.id, 'cancelled');
    const summary = (await inject(t.app, 'GET', '/api/loyalty/me', cookie)).json<LoyaltySummary>();
    expect(summary.points).toBe(0);
  });

  it('a manual negative adjustment below an unused code voids it too (issue 34 §7)', async () => {
    const account = await registerAccount(t.app, newAccount('adjusted'));
    const cookie = await signIn(t.app, account.username, account.password);
    const me = (await inject(t.app, 'GET', '/api/me', cookie)).json<{ id: number }>();
    const gift = await inject(t.app, 'POST', `/api/loyalty/${me.id}/adjust`, t.admin, {
      points: 600,
      reason: 'Welcome gift',
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const { code } = (
      await inject(t.app, 'POST', '/api/loyalty/redeem', cookie, { rewardId: 'discount-15' })
    ).json<{ code: string }>();

    // 100 points left after the 500 the code cost; taking 300 back leaves the code unbacked.
    const taken = await inject(t.app, 'POST', `/api/loyalty/${me.id}/adjust`, t.admin, {
      points: -300,
      reason: 'Gift entered twice',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const summary = taken.json<LoyaltySummary>();
    expect(summary.codes.find((c) => c.code === code)?.voidedAt).toEqual(expect.any(String));
    expect(summary.points).toBe(300);
    expect(summary.history[0]?.reason).toContain(`(code ${code}) voided`);

    const spend = await placeOrderWithCode(cookie, account.email, code);
    expect(spend.statusCode).toBe(400);
    expect(spend.json().message).toBe(
      'This reward code was voided: the points it was redeemed with were reversed.',
    );
  });

  it('a negative adjustment the balance still covers leaves the code alone', async () => {
    const account = await registerAccount(t.app, newAccount('kept'));
    const cookie = await signIn(t.app, account.username, account.password);
    const me = (await inject(t.app, 'GET', '/api/me', cookie)).json<{ id: number }>();
    await inject(t.app, 'POST', `/api/loyalty/${me.id}/adjust`, t.admin, { points: 700, reason: 'Gift' });
    const { code } = (
      await inject(t.app, 'POST', '/api/loyalty/redeem', cookie, { rewardId: 'discount-15' })
    ).json<{ code: string }>();
    const taken = await inject(t.app, 'POST', `/api/loyalty/${me.id}/adjust`, t.admin, {
      points: -200,
      reason: 'Correction',
    });
    const summary = taken.json<LoyaltySummary>();
    expect(summary.points).toBe(0);
    expect(summary.codes.find((c) => c.code === code)?.voidedAt).toBeNull();
  });
});

async function placeOrderWithCode(cookie: string, email: string, code: string) {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<
    { id: number; name: string }[]
  >();
  const caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return inject(t.app, 'POST', '/api/orders', cookie, {
    firstName: 'Pat',
    lastName: 'Member',
    email,
    phone: '(215) 555-0142',
    eventDate: day,
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 5 }],
    rewardCode: code,
  });
}
