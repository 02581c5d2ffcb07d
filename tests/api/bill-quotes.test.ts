import { describe, expect, it } from 'vitest';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo, me } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { CARD, pay, pdfText } from './payments.fixtures.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

const t = signedInTestApp();

const revise = (id: number, body: object) => call(t.app, 'PATCH', `/api/quotes/${id}`, t.admin, body);

describe('proposals carry their bill', () => {
  it('a full-service request is billed with the service charge and tax; its total is what is paid', async () => {
    const { cookie } = await newClient(t.app);
    // 120 guests x $40 = $4,800.00; 18% service charge $864.00; 8% tax on both $453.12.
    const quote = await createQuote(t.app, cookie, { guestCount: 120, menuPackage: 'full-service' });
    expect(quote.bill).toMatchObject({
      subtotal: '4800.00',
      serviceCharge: '864.00',
      serviceChargeLabel: 'Service charge',
      tax: '453.12',
      total: '6117.12',
      fulfilment: null,
    });
    expect(quote.totalAmount).toBe('6117.12');
    const pdf = pdfText(
      (await t.app.inject({ method: 'GET', url: `/api/quotes/${quote.id}/pdf`, headers: { cookie } }))
        .rawPayload,
    );
    expect(pdf).toContain('Service charge (18%)');
    expect(pdf).toContain('Sales tax (8%)');
    expect(pdf).toContain('$6,117.12');
  });

  it('the deposit and balance are halves of the taxed total, to the cent', async () => {
    const { cookie, account } = await newClient(t.app);
    const quote = await createQuote(t.app, cookie, { guestCount: 20, menuPackage: 'basic' });
    // A custom price of $1,000.05: no service charge on Basic, tax 80.004 → 80.00, total 1,080.05.
    const priced = (
      await revise(quote.id, { lineItems: [{ description: 'Catering', quantity: 1, unitPrice: '1000.05' }] })
    ).json<Quote>();
    expect(priced.bill).toMatchObject({
      subtotal: '1000.05',
      serviceCharge: '0.00',
      tax: '80.00',
      total: '1080.05',
    });
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    const deposit = (await pay(t.app, quote.id, cookie, { kind: 'deposit', card: CARD })).json();
    expect(deposit).toMatchObject({ payment: { amount: '540.03' }, balanceDue: '540.02' });
    // The receipt says what the deposit is half of: the total, tax included.
    const receipt = (await mailsTo(t.app, t.db, account.email)).find((m) => m.subject.startsWith('Receipt'));
    expect(receipt?.text).toContain('Deposit: $540.03');
    expect(receipt?.text).toContain('Proposal total: $1,080.05 (tax included)');
  });

  it('a sent proposal keeps its bill when the tax rate changes; its next version is billed anew', async () => {
    const { cookie } = await newClient(t.app);
    const quote = await createQuote(t.app, cookie, { guestCount: 20, menuPackage: 'basic' });
    expect(quote.bill).toMatchObject({ subtotal: '450.00', tax: '36.00', total: '486.00' });
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json();
    const { instagram: _i, ...identity } = settings as BusinessSettingsInput & { instagram: string };
    const put = (taxRate: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { cookie: t.admin },
        payload: { ...identity, offer: { ...identity.offer!, taxRate } },
      });
    expect((await put(6)).statusCode).toBe(200);
    try {
      const read = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, cookie)).json<Quote>();
      expect(read.bill).toEqual(quote.bill);
      const next = (await revise(quote.id, { notes: 'Two more vegetarian plates.' })).json<Quote>();
      expect(next.bill).toMatchObject({ tax: '27.00', total: '477.00', taxRate: '6.000' });
    } finally {
      await put(identity.offer!.taxRate);
    }
  });

  it("an exempt client's next proposal has no tax", async () => {
    const { cookie } = await newClient(t.app);
    const { id } = (await me(t.app, cookie)).json<{ id: number }>();
    const expiresOn = addDays(businessClock(new Date()).date, 90);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${id}/tax-exempt`,
      headers: { cookie: t.admin },
      payload: { certificateNumber: 'REV-1-12345-6', expiresOn },
    });
    const quote = await createQuote(t.app, cookie, { guestCount: 20, menuPackage: 'basic' });
    expect(quote.bill).toMatchObject({ tax: '0.00', total: '450.00', exemptionCertificate: 'REV-1-12345-6' });
  });
});
