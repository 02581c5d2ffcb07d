import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailedToken, mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, newClient, postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app);
});

const visitor = (email: string) => ({ ...VISITOR_CONTACT, contactEmail: email });

describe('discount codes on POST /api/quotes', () => {
  it('takes CORPORATE off a corporate event priced by the server, refusing a forged total', async () => {
    const email = 'corp.planner@example.com';
    const body = quoteBody({
      ...visitor(email),
      eventType: 'corporate',
      guestCount: 100,
      discountCode: 'discount:corporate',
    });
    const forged = await postQuote(t.app, { ...body, totalAmount: '1.00', discountAmount: '3999.00' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Unknown field "discountAmount"');
    // The spec's call sends a totalAmount: it is accepted and never read; the server prices the request.
    const res = await postQuote(t.app, { ...body, totalAmount: '1.00' });
    expect(res.statusCode).toBe(201);
    expect(res.json<Quote>()).toMatchObject({
      subtotal: '4000.00',
      discountCode: 'CORPORATE',
      discountPercent: 25,
      discountAmount: '1000.00',
      totalAmount: '3000.00',
    });
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail?.text).toContain('the total is $3,000.00');
    expect(mail?.text).toContain('Discount (CORPORATE, 25%): -$1,000.00');
  });

  it('refuses CORPORATE for a wedding and stores no quote', async () => {
    const email = 'wedding.saver@example.com';
    const res = await postQuote(t.app, quoteBody({ ...visitor(email), discountCode: 'CORPORATE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code is for corporate event quotes only.');
    expect(await mailsTo(t.app, t.db, email)).toHaveLength(0);
  });

  it('keeps the code of a custom request and applies it when the business prices it', async () => {
    const created = await postQuote(
      t.app,
      quoteBody({ ...visitor('custom.saver@example.com'), menuPackage: 'custom', discountCode: '10PERCENT' }),
    );
    expect(created.statusCode).toBe(201);
    const quote = created.json<Quote>();
    expect(quote).toMatchObject({ discountCode: '10PERCENT', totalAmount: null, discountAmount: null });
    const priced = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      lineItems: [{ description: 'Custom buffet', quantity: 60, unitPrice: '35.00' }],
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json<Quote>()).toMatchObject({
      subtotal: '2100.00',
      discountAmount: '210.00',
      totalAmount: '1890.00',
    });
  });

  it('lets a new client use FIRSTTIME on a proposal only once: the accepted one spends it', async () => {
    const email = 'first.quote@example.com';
    const first = await postQuote(
      t.app,
      quoteBody({ ...visitor(email), guestCount: 50, discountCode: 'FIRSTTIME' }),
    );
    expect(first.json<Quote>()).toMatchObject({
      subtotal: '2000.00',
      discountAmount: '300.00',
      totalAmount: '1700.00',
    });
    // A visitor's request proves nothing and owes nothing: it spends nobody's first order (issue 24
    // §4, §8), so a second request with that address may carry the code too.
    const second = await postQuote(t.app, quoteBody({ ...visitor(email), discountCode: 'FIRSTTIME' }));
    expect(second.statusCode, second.body).toBe(201);
    const accepted = await call(t.app, 'PATCH', `/api/quotes/${first.json<Quote>().id}/status`, t.admin, {
      status: 'accepted',
      signerName: 'Riley Visitor',
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await postQuote(
      t.app,
      quoteBody({ ...visitor('First.Quote+2@example.com'), discountCode: 'FIRSTTIME' }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code is for your first order only.');
  });

  it('counts a verified account’s own request as its first order', async () => {
    const { account, cookie } = await newClient(t.app, 'firstq');
    const token = await mailedToken(t.app, t.db, account.email, '/verify-email');
    expect((await call(t.app, 'POST', '/api/verify-email', undefined, { token })).statusCode).toBe(200);
    const first = await postQuote(t.app, quoteBody({ discountCode: 'FIRSTTIME' }), cookie);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postQuote(t.app, quoteBody({ discountCode: 'FIRSTTIME' }), cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code is for your first order only.');
    // Declined, it is no longer business: the code may be used again.
    const declined = await call(t.app, 'PATCH', `/api/quotes/${first.json<Quote>().id}/status`, t.admin, {
      status: 'rejected',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const retry = await postQuote(t.app, quoteBody({ discountCode: 'FIRSTTIME' }), cookie);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('shows the discount on the proposal PDF', async () => {
    const quote = (
      await postQuote(
        t.app,
        quoteBody({ ...visitor('pdf.saver@example.com'), eventType: 'corporate', discountCode: 'CORPORATE' }),
      )
    ).json<Quote>();
    const pdf = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.admin);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Discount (CORPORATE, 25%)');
    expect(text).toContain('-$1,200.00');
    expect(text).toContain('$3,600.00');
  });
});
