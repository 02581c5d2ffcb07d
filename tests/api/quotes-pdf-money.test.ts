import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../helpers/test-app.ts';
import { acceptedQuote, CARD, pay, pdfText } from './payments.fixtures.ts';
import { call } from './quotes.fixtures.ts';

// The business's default charges: service charge, delivery and tax all print on the bill.
const t = signedInTestApp();

/** Amounts printed without their dollar sign: "1,250.00" or "625.00" not right after a "$". */
function bareAmounts(text: string): string[] {
  return [...text.matchAll(/(^|[^$\d.,])(\d{1,3}(?:,\d{3})*\.\d{2})(?!\d)/g)].map((m) => m[2]!);
}

describe('a proposal PDF prints every amount with its "$" (issue 34 §6)', () => {
  it('bill, payments, balance and audit trail of a paid, revised proposal', async () => {
    const quote = await acceptedQuote(t.app, t.client, t.admin, { total: '1250.00' });
    const deposit = await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD });
    expect(deposit.statusCode).toBe(201);
    const refunded = await call(t.app, 'POST', `/api/payments/${deposit.json().payment.id}/refund`, t.admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await pay(t.app, quote.id, t.client, { kind: 'deposit', card: CARD })).statusCode).toBe(201);
    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('$1,250.00');
    expect(text).toContain('Paid: Deposit $796.50');
    expect(text).toContain('Refund $796.50');
    expect(bareAmounts(text), text).toEqual([]);
  });

  it('the test finds a bare amount when there is one', () => {
    expect(bareAmounts('Deposit 625.00 paid; Total $1,250.00; 1,250.00')).toEqual(['625.00', '1,250.00']);
  });
});
