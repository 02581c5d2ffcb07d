import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { outbox, payments } from '../../src/server/db/schema/index.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay, pdfText } from './payments.fixtures.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app);
});

const getQuote = async (id: number, cookie = t.client) =>
  (await call(t.app, 'GET', `/api/quotes/${id}`, cookie)).json() as Quote;

describe('deposits and balances by card', () => {
  it('splits an odd total to the cent: 1,234.57 is a 617.29 deposit and a 617.28 balance', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '1234.57' });
    expect(quote).toMatchObject({ amountPaid: '0.00', balanceDue: '1234.57' });

    const deposit = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({
      payment: {
        kind: 'deposit',
        amount: '617.29',
        status: 'succeeded',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
      amountPaid: '617.29',
      balanceDue: '617.28',
    });
    expect(await getQuote(quote.id)).toMatchObject({ amountPaid: '617.29', balanceDue: '617.28' });

    const balance = await pay(t.app, quote.id, t.client, { kind: 'balance', card: CARD });
    expect(balance.statusCode).toBe(201);
    expect(balance.json()).toMatchObject({
      payment: { amount: '617.28' },
      amountPaid: '1234.57',
      balanceDue: '0.00',
    });
  });

  it('a second deposit, and a balance once paid in full, are refused with 409', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '999.99' });
    expect((await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD })).statusCode).toBe(201);
    const again = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The deposit for this proposal is already paid.');
    expect(again.json().code).toBe('DEPOSIT_ALREADY_PAID');
    expect((await pay(t.app, quote.id, t.client, { kind: 'balance', card: CARD })).statusCode).toBe(201);
    const more = await pay(t.app, quote.id, t.client, { kind: 'balance', card: CARD });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('This proposal is already paid in full.');
    expect(more.json().code).toBe('ALREADY_PAID');
  });

  it('the balance before the deposit is refused with 409', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    const res = await pay(t.app, quote.id, t.client, { kind: 'balance', card: CARD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Please pay the deposit before the balance.');
    expect(res.json().code).toBe('DEPOSIT_FIRST');
  });

  it('a proposal that is not accepted cannot be paid', async () => {
    const quote = await createQuote(t.app, t.client);
    const res = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only an accepted proposal can be paid.');
    expect(res.json().code).toBe('PROPOSAL_NOT_ACCEPTED');
  });

  it("another client's proposal answers 404, to pay and to list", async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    const other = await newClient(t.app, 'payother');
    expect((await pay(t.app, quote.id, other.cookie, { kind: 'deposit', card: CARD })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/payments`, other.cookie)).statusCode).toBe(404);
    expect((await pay(t.app, 999999, t.client, { kind: 'deposit', card: CARD })).statusCode).toBe(404);
  });

  it('a visitor is refused with 401 and an admin cannot pay by card for the client', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    expect((await pay(t.app, quote.id, undefined, { kind: 'deposit', card: CARD })).statusCode).toBe(401);
    expect((await pay(t.app, quote.id, t.admin, { kind: 'deposit', card: CARD })).statusCode).toBe(403);
  });

  it('a declined card answers 402 with the reason, records the attempt and leaves the deposit open', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    const declined = await pay(t.app, quote.id, t.client, {
      kind: 'deposit',
      card: { ...CARD, number: '4000000000000002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: 'Your card was declined.',
      payment: { status: 'failed' },
    });
    expect((await getQuote(quote.id)).amountPaid).toBe('0.00');
    expect((await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD })).statusCode).toBe(201);
  });

  it('the same request twice with one Idempotency-Key charges once and answers the same payment', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    const first = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD }, 'deposit-key-0001');
    const second = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD }, 'deposit-key-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().payment.id).toBe(first.json().payment.id);
    const rows = await t.db.select().from(payments).where(eq(payments.quoteId, quote.id));
    expect(rows).toHaveLength(1);
  });

  it('two deposits sent at once charge once', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    const results = await Promise.all([
      pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD }),
      pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(payments).where(eq(payments.quoteId, quote.id));
    expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('card payments need a card, and bad input is a 400', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin);
    expect((await pay(t.app, quote.id, t.client, { kind: 'deposit' })).statusCode).toBe(400);
    expect((await pay(t.app, quote.id, t.client, { kind: 'tip', card: CARD })).statusCode).toBe(400);
    expect(
      (await pay(t.app, quote.id, t.client, { kind: 'deposit', card: { ...CARD, cvv: '12345' } })).statusCode,
    ).toBe(400);
    const badKey = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD }, 'short');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it('sends a receipt to the client and a notice to the business', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '1000.00' });
    await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    const receipts = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Receipt: $500.00 for proposal%`));
    const receipt = receipts.find((m) => m.text.includes(`/proposals?quote=${quote.id}`))!;
    expect(receipt.to).toBe(quote.clientEmail);
    expect(receipt.text).toContain('visa ending in 4242');
    expect(receipt.text).toContain('Balance due by');
    expect(receipt.text).not.toContain('4242424242424242');
    const notices = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'events@catering.local'), like(outbox.subject, 'Payment received: $500.00%')));
    expect(notices.some((m) => m.text.includes(`quote=${quote.id}`))).toBe(true);
  });
});

describe('offline payments and refunds by admins', () => {
  it('an admin records the balance as a check; the quote is then paid in full', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '1234.57' });
    await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    const res = await pay(t.app, quote.id, t.admin, {
      kind: 'offline',
      amount: '617.28',
      method: 'check',
      note: 'Check #1042',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      payment: {
        kind: 'offline',
        method: 'check',
        note: 'Check #1042',
        status: 'succeeded',
        amount: '617.28',
      },
      balanceDue: '0.00',
    });
    const list = await call(t.app, 'GET', `/api/quotes/${quote.id}/payments`, t.client);
    expect(list.json().map((p: { kind: string }) => p.kind)).toEqual(['deposit', 'offline']);
  });

  it('refuses an offline payment from a client, and one above the balance due', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '500.00' });
    expect(
      (await pay(t.app, quote.id, t.client, { kind: 'offline', amount: '10.00', method: 'cash' })).statusCode,
    ).toBe(403);
    const tooMuch = await pay(t.app, quote.id, t.admin, {
      kind: 'offline',
      amount: '500.01',
      method: 'cash',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('That is more than the balance due (500.00).');
    expect(
      (await pay(t.app, quote.id, t.admin, { kind: 'offline', amount: '0', method: 'cash' })).statusCode,
    ).toBe(400);
    expect(
      (await pay(t.app, quote.id, t.admin, { kind: 'offline', amount: '5', method: 'iou' })).statusCode,
    ).toBe(400);
  });

  it('an admin refunds a payment: the amount is due again, and a refund twice is a 409', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '800.00' });
    const deposit = (await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD })).json();
    expect(
      (await call(t.app, 'POST', `/api/payments/${deposit.payment.id}/refund`, t.client)).statusCode,
    ).toBe(403);
    const refund = await call(t.app, 'POST', `/api/payments/${deposit.payment.id}/refund`, t.admin);
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({
      payment: { status: 'refunded' },
      amountPaid: '0.00',
      balanceDue: '800.00',
    });
    const twice = await call(t.app, 'POST', `/api/payments/${deposit.payment.id}/refund`, t.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PAYMENT_NOT_REFUNDABLE');
    expect((await call(t.app, 'POST', '/api/payments/999999/refund', t.admin)).statusCode).toBe(404);
    // The deposit may be paid again.
    expect((await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD })).statusCode).toBe(201);
  });
});

describe('the PDF shows what is paid', () => {
  it('lists the deposit paid and the balance due with its due date', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, {
      total: '1234.57',
      eventDate: '2031-06-14T22:00:00.000Z',
    });
    await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Deposit paid');
    expect(text).toContain('$617.29');
    expect(text).toContain('Balance due by Jun 7, 2031');
    expect(text).toContain('$617.28');
  });
});
