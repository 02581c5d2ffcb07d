import { describe, expect, it } from 'vitest';
import type { Bill } from '../../src/common/bill/types.ts';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { toCents } from '../../src/common/money.ts';
import type { Offer } from '../../src/common/offer/types.ts';
import type { QuoteEstimate } from '../../src/common/quotes/estimate.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Issue 34 §2: one endpoint for the wizard's and the Revise dialog's whole bill. */

const t = signedInTestApp({}, { ownersProposalSize: true });

const estimate = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotes/estimate',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

/** Every part of the bill adds up to its total, in cents. */
function addsUp(bill: Bill) {
  const parts =
    toCents(bill.subtotal) -
    toCents(bill.discount) +
    toCents(bill.serviceCharge) +
    toCents(bill.deliveryFee) +
    toCents(bill.tax) +
    toCents(bill.gratuity);
  expect(toCents(bill.total)).toBe(parts);
}

async function saveOffer(change: (offer: Offer) => Offer) {
  const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: t.admin },
    payload: { ...identity, offer: change(identity.offer as Offer) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/quotes/estimate', () => {
  it("a visitor's package estimate: subtotal, service charge, tax and total that add up", async () => {
    const res = await estimate({ menuPackage: 'full-service', guestCount: 60, dishes: [] });
    expect(res.statusCode, res.body).toBe(200);
    const { bill } = res.json<QuoteEstimate>();
    // 60 x $40 = $2,400; 18% service charge $432; 8% tax on $2,832 = $226.56.
    expect(bill).toMatchObject({
      subtotal: '2400.00',
      serviceCharge: '432.00',
      deliveryFee: '0.00',
      tax: '226.56',
      total: '3058.56',
      fulfilment: null,
    });
    addsUp(bill);
  });

  it("adds the delivery fee of the venue's ZIP, taxed with the food", async () => {
    const res = await estimate({ menuPackage: 'premium', guestCount: 30, dishes: [], venueZip: '19143' });
    expect(res.statusCode, res.body).toBe(200);
    const { bill } = res.json<QuoteEstimate>();
    // Premium $1,250 per event, no service charge; Rest of Philadelphia $25; 8% of $1,275 = $102.
    expect(bill).toMatchObject({
      subtotal: '1250.00',
      serviceCharge: '0.00',
      deliveryFee: '25.00',
      deliveryZone: 'Rest of Philadelphia',
      fulfilment: 'delivery',
      tax: '102.00',
      total: '1377.00',
    });
    addsUp(bill);
    const nearer = (
      await estimate({ menuPackage: 'premium', guestCount: 30, dishes: [], venueZip: '19103' })
    ).json<QuoteEstimate>();
    expect(nearer.bill).toMatchObject({ deliveryFee: '15.00', deliveryZone: 'Center City & nearby' });
  });

  it('the request sent with the same fields is billed as estimated', async () => {
    const fields = { menuPackage: 'basic', guestCount: 20, venueZip: '19103' };
    const { bill } = (await estimate({ ...fields, dishes: [] })).json<QuoteEstimate>();
    const res = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, ...fields }));
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<Quote>();
    expect(quote.status).toBe('sent');
    expect(quote.bill).toEqual(bill);
    expect(quote.totalAmount).toBe(bill.total);
  });

  it('refuses bad input with 400 and says why', async () => {
    const cases: [unknown, string][] = [
      [{ menuPackage: 'full-service', guestCount: 0, dishes: [] }, 'guestCount'],
      [{ menuPackage: 'full-service', guestCount: 'many', dishes: [] }, 'guestCount'],
      [{ menuPackage: 'full-service', guestCount: 60, dishes: [], venueZip: 'abc' }, 'venueZip'],
      [{ menuPackage: 'full-service', guestCount: 60, dishes: [], extra: 1 }, 'extra'],
      [{ guestCount: 60, dishes: [] }, 'menuPackage'],
    ];
    for (const [payload, field] of cases) {
      const res = await estimate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body, JSON.stringify(payload)).toContain(field);
    }
    // The offer's own rules: fewer guests than the package's minimum, a ZIP outside every zone.
    const few = await estimate({ menuPackage: 'full-service', guestCount: 10, dishes: [] });
    expect(few.statusCode).toBe(400);
    expect(few.json().fieldErrors).toHaveProperty('guestCount');
    const far = await estimate({ menuPackage: 'premium', guestCount: 30, dishes: [], venueZip: '10001' });
    expect(far.statusCode).toBe(400);
    expect(far.json().fieldErrors.deliveryZip).toBe(
      "We don't deliver to 10001 yet. Choose pickup or ask us for a quote.",
    );
  });

  it('an unknown package, or one priced by hand, is refused with a 4xx', async () => {
    const unknown = await estimate({ menuPackage: 'platinum', guestCount: 60, dishes: [] });
    expect(unknown.statusCode).toBe(400);
    const custom = await estimate({ menuPackage: 'custom', guestCount: 60, dishes: [] });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().fieldErrors.menuPackage).toContain('custom menu');
  });

  it('refuses dishes the package cannot include, as the request would', async () => {
    const brunch = t.dish('Chicken & Waffles');
    const res = await estimate({ menuPackage: 'basic', guestCount: 20, dishes: [brunch.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.dishes).toContain('cannot be chosen');
  });
});

describe('instant proposals up to the owner’s size (issue 34 §2)', () => {
  it('under the size: an instant proposal; over 75 guests or over $3,000: the owner looks first', async () => {
    const small = (await estimate({ menuPackage: 'full-service', guestCount: 50, dishes: [] })).json();
    expect(small).toMatchObject({ instantProposal: true, bill: { total: '2548.80' } });
    const sent = (
      await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, menuPackage: 'full-service', guestCount: 50 }))
    ).json<Quote>();
    expect(sent).toMatchObject({ status: 'sent', totalAmount: '2548.80' });

    // 60 guests: under 75, but $3,058.56 is over $3,000.
    const costly = (await estimate({ menuPackage: 'full-service', guestCount: 60, dishes: [] })).json();
    expect(costly.instantProposal).toBe(false);
    const waits = (
      await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, menuPackage: 'full-service', guestCount: 60 }))
    ).json<Quote>();
    expect(waits).toMatchObject({ status: 'requested', totalAmount: null, validUntil: null });

    // 80 guests of Luxury's range at a lower price: over 75 guests waits whatever the total.
    await saveOffer((offer) => ({
      ...offer,
      perEvent: offer.perEvent.map((p) => (p.key === 'luxury' ? { ...p, price: '1000.00' } : p)),
    }));
    const many = (await estimate({ menuPackage: 'luxury', guestCount: 80, dishes: [] })).json();
    expect(many).toMatchObject({ instantProposal: false, bill: { total: '1080.00' } });
    const crowd = (
      await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, menuPackage: 'luxury', guestCount: 80 }))
    ).json<Quote>();
    expect(crowd.status).toBe('requested');
    const fewer = (
      await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, menuPackage: 'luxury', guestCount: 75 }))
    ).json<Quote>();
    expect(fewer.status).toBe('sent');
  });

  it('the owner sets the size in the offer; it reads 75 guests and $3,000 by default', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(read.json().offer.instantProposalLimit).toEqual({ maxGuests: 75, maxTotal: '3000.00' });
    await saveOffer((offer) => ({
      ...offer,
      instantProposalLimit: { maxGuests: 200, maxTotal: '10000.00' },
    }));
    try {
      const res = (await estimate({ menuPackage: 'full-service', guestCount: 120, dishes: [] })).json();
      expect(res.instantProposal).toBe(true);
      const quote = (
        await postQuote(
          t.app,
          quoteBody({ ...VISITOR_CONTACT, menuPackage: 'full-service', guestCount: 120 }),
        )
      ).json<Quote>();
      expect(quote.status).toBe('sent');
    } finally {
      await saveOffer((offer) => ({
        ...offer,
        instantProposalLimit: { maxGuests: 75, maxTotal: '3000.00' },
      }));
    }
  });

  it('with instant proposals off, every request waits', async () => {
    await saveOffer((offer) => ({ ...offer, proposals: { ...offer.proposals, sendPricedAtOnce: false } }));
    try {
      const res = (await estimate({ menuPackage: 'basic', guestCount: 20, dishes: [] })).json();
      expect(res.instantProposal).toBe(false);
    } finally {
      await saveOffer((offer) => ({ ...offer, proposals: { ...offer.proposals, sendPricedAtOnce: true } }));
    }
  });
});

describe("the owner's Revise & Send dialog", () => {
  it('estimates the bill the revision will carry, from its lines, client and venue zone', async () => {
    const fields = { menuPackage: 'basic', guestCount: 20, venueZip: '19143' };
    const quote = (await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, ...fields }))).json<Quote>();
    const res = await estimate(
      { menuPackage: 'basic', guestCount: 24, dishes: [], quoteId: quote.id, subtotal: '1000.05' },
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { bill } = res.json<QuoteEstimate>();
    // $1,000.05 of lines; the venue's zone kept ($25); 8% of $1,025.05 = $82.00.
    expect(bill).toMatchObject({ subtotal: '1000.05', deliveryFee: '25.00', tax: '82.00', total: '1107.05' });
    addsUp(bill);
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.id}`,
      headers: { cookie: t.admin },
      payload: {
        guestCount: 24,
        lineItems: [{ description: 'Catering', quantity: 1, unitPrice: '1000.05' }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Quote>().bill).toEqual(bill);
  });

  it('a visitor or client cannot price by hand or read another quote through the estimate', async () => {
    for (const extra of [{ subtotal: '1.00' }, { quoteId: 1 }]) {
      const res = await estimate({ menuPackage: 'basic', guestCount: 20, dishes: [], ...extra }, t.client);
      expect(res.statusCode).toBe(403);
      expect(
        (await estimate({ menuPackage: 'basic', guestCount: 20, dishes: [], ...extra })).statusCode,
      ).toBe(403);
    }
  });
});
