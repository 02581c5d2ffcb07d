import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();
beforeAll(async () => {
  await chargeNoTax(t.app);
});

describe('GET /api/quotes/{id}/pdf', () => {
  it('is a real PDF with the business, number, event, total, deposit and terms', async () => {
    const quote = await createQuote(t.app, t.client, {
      menuPackage: 'full-service',
      guestCount: 125,
      venue: 'Fairmount Park Pavilion',
    });
    // A fixed date, so the printed text is known: past the 2-year booking horizon, so the admin sets it.
    const dated = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      eventDate: '2031-06-14T22:00:00.000Z',
    });
    expect(dated.statusCode).toBe(200);
    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${quote.proposalNumber}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(res.rawPayload);
    for (const expected of [
      DEFAULT_BUSINESS.name,
      DEFAULT_BUSINESS.address,
      DEFAULT_BUSINESS.phone,
      DEFAULT_BUSINESS.email,
      DEFAULT_BUSINESS.website,
      `Proposal number: ${quote.proposalNumber}`,
      'Saturday, June 14, 2031 at 6:00 PM',
      '125',
      'Fairmount Park Pavilion',
      'Full Service Catering (per guest)',
      '$5,000.00',
      'Deposit due to confirm (50%)',
      '$2,500.00',
      'A 50% deposit is required to confirm your booking.',
      'The remaining balance is due 7 days before the event.',
      'The final guest count is due 72 hours before the event.',
      'Cancellations with at least 30 days notice receive a full refund.',
      'Our team arrives for setup 2 hours before the event starts.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows TBD when the proposal has no date and Venue TBD without a venue', async () => {
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom', venue: null });
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      eventDate: null,
      totalAmount: '999.99',
    });
    const text = pdfText((await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.admin)).rawPayload);
    expect(text).toContain('TBD');
    expect(text).toContain('Venue TBD');
    expect(text).toContain('$999.99');
    expect(text).toContain('$500.00');
  });

  it("states the business settings' phone as a tappable tel: link", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: { ...DEFAULT_BUSINESS, phone: '(267) 555-0190' },
    });
    expect(saved.statusCode).toBe(200);
    const quote = await createQuote(t.app, t.client, { menuPackage: 'full-service', guestCount: 60 });
    const pdf = (await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client)).rawPayload;
    expect(pdfText(pdf)).toContain('Questions? Call (267) 555-0190.');
    expect(pdfText(pdf)).not.toContain(DEFAULT_BUSINESS.phone);
    // The link annotation a PDF reader opens when the number is tapped.
    expect(pdf.toString('latin1')).toContain('/URI (tel:2675550190)');
  });

  it('is refused to a visitor (401) and answered 404 for an unknown quote', async () => {
    expect((await call(t.app, 'GET', '/api/quotes/1/pdf')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/quotes/999999/pdf', t.admin)).statusCode).toBe(404);
  });
});
