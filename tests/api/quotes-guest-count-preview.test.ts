import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessClock, formatCalendarDate } from '../../src/common/business-time.ts';
import type { GuestCountPreview } from '../../src/common/quotes/guest-count.ts';
import type { Quote, QuoteEvent } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { buildTestApp, signInAsAdmin, type TestApp } from '../helpers/test-app.ts';
import { CARD, pay } from './payments.fixtures.ts';
import { call, createQuote, hoursAhead, newClient } from './quotes.fixtures.ts';

/** Issue 34 §3: the client sees the new bill of a guest count before confirming it. */
let t: TestApp;
let client: string;
let clientEmail: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await chargeNoTax(t.app);
  const c = await newClient(t.app, 'previewer');
  client = c.cookie;
  clientEmail = c.account.email;
  other = (await newClient(t.app, 'stranger')).cookie;
  admin = await signInAsAdmin(t.app);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const SIGN = { status: 'accepted', signerName: 'Jordan Q. Client', agreeToTerms: true };

async function signedQuote(eventDate: string): Promise<Quote> {
  const quote = await createQuote(t.app, client, { guestCount: 100, eventDate: hoursAhead(24 * 60) });
  const revised = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
    eventDate,
    lineItems: [
      { description: 'Buffet (per guest)', quantity: 100, unitPrice: '37.33' },
      { description: 'Delivery', quantity: 1, unitPrice: '50.00' },
    ],
  });
  expect(revised.statusCode).toBe(200);
  const signed = await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, client, SIGN);
  expect(signed.statusCode).toBe(200);
  return signed.json() as Quote;
}
const preview = (id: number, guestCount: unknown, cookie = client) =>
  call(t.app, 'POST', `/api/quotes/${id}/guest-count/preview`, cookie, { guestCount });

describe('POST /api/quotes/{id}/guest-count/preview', () => {
  it('shows the bill the change will give, keeps the deposit paid, and saves nothing', async () => {
    const quote = await signedQuote(new Date(Date.now() + 40 * DAY).toISOString());
    await pay(t.app, quote.id, client, { kind: 'deposit', card: CARD });

    const res = await preview(quote.id, 117);
    expect(res.statusCode).toBe(200);
    const shown = res.json() as GuestCountPreview;
    // 117 x 37.33 = 4,367.61, plus the 50.00 delivery; the 1,891.50 deposit stays what was paid.
    expect(shown).toMatchObject({
      guestCount: 117,
      previousGuestCount: 100,
      previousTotal: '3783.00',
      totalAmount: '4417.61',
      amountPaid: '1891.50',
      balanceDue: '2526.11',
      // 4,417.61 is 16.8% over the signed 3,783.00: beyond the default 10%, so it is signed again.
      needsNewSignature: true,
    });
    expect(shown.bill?.total).toBe('4417.61');

    const unchanged = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, client)).json() as Quote;
    expect(unchanged).toMatchObject({ guestCount: 100, totalAmount: '3783.00', version: quote.version });
    const events = (
      await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)
    ).json() as QuoteEvent[];
    expect(events.some((e) => e.kind === 'count_changed')).toBe(false);

    const changed = (
      await call(t.app, 'PATCH', `/api/quotes/${quote.id}/guest-count`, client, { guestCount: 117 })
    ).json() as Quote;
    expect(changed).toMatchObject({
      totalAmount: shown.totalAmount,
      balanceDue: shown.balanceDue,
      amountPaid: '1891.50',
    });

    // The addendum, word for word, in the audit trail, the mail and the PDF.
    const today = formatCalendarDate(businessClock(new Date()).date, { month: 'short', day: 'numeric' });
    const addendum = `Guest count 100 → 117 on ${today}, by the client; new total $4,417.61`;
    const after = (await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, client)).json() as QuoteEvent[];
    expect(after.find((e) => e.kind === 'count_changed')?.detail).toBe(addendum);
    const [mail] = (await mailsTo(t.app, t.db, clientEmail)).filter((m) =>
      m.subject.startsWith('Guest count updated'),
    );
    expect(mail?.text).toContain(`Addendum: ${addendum}`);
    expect(mail?.text).toContain('the balance due is $2,526.11');
    const pdf = pdfText((await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, client)).rawPayload);
    const flat = pdf.replace(/\s+/g, ' ');
    // The PDF's standard font has no arrow or long dash: it prints "->" and "-".
    expect(flat).toContain(addendum.replace('→', '->'));
    expect(flat).toContain(`Signed version ${quote.signature?.version} - $3,783.00`);
  });

  it('answers as the change would: others get 404, a bad count 400, after the due date 409 naming it', async () => {
    const late = await signedQuote(new Date(Date.now() + 2 * DAY).toISOString());
    expect((await preview(late.id, 90, other)).statusCode).toBe(404);
    expect((await preview(late.id, 1.5)).statusCode).toBe(400);
    const refused = await preview(late.id, 90);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('FINAL_COUNT_PASSED');
    expect(refused.json().message).toMatch(/^The final guest count was due on \w{3} \d{1,2}, \d{4}\./);
    const byAdmin = await preview(late.id, 90, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().totalAmount).toBe('3409.70');
  });
});
