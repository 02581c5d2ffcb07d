import { describe, expect, it } from 'vitest';
import { type BusinessIdentity, DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { DEFAULT_OFFER, faqEntries, type Offer } from '../../src/common/offer/index.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { metaForPath, pageDescription } from '../../src/common/seo.ts';
import { DEFAULT_FEATURES } from '../../src/common/switches/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody } from './quotes.fixtures.ts';

// The demo offer as seeded, with its default size over which requests wait for the owner.
const t = signedInTestApp({}, { ownersProposalSize: true });

const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json() as BusinessIdentity;
const save = (payload: unknown, cookie = t.admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    payload: payload as Record<string, unknown>,
    headers: { cookie },
  });

function withPrices(offer: Offer, fullService: string, premium: string, minimum: number): Offer {
  return {
    ...offer,
    perPerson: offer.perPerson.map((p) =>
      p.key === 'full-service' ? { ...p, pricePerPerson: fullService } : p,
    ),
    perEvent: offer.perEvent.map((p) => (p.key === 'premium' ? { ...p, price: premium } : p)),
    minimums: { ...offer.minimums, customQuote: minimum },
  };
}

describe('the offer in the business settings', () => {
  it('is part of the public business settings, with no made-up street address or .example contact', async () => {
    const business = await read();
    expect(business.offer).toEqual(DEFAULT_OFFER);
    expect(business.address).toBe('');
    expect(JSON.stringify(business)).not.toMatch(/example/i);
  });

  it('an admin changes a price and the quote pricing, the FAQ and the SEO text all state the new one', async () => {
    const offer = withPrices(DEFAULT_OFFER, '44.50', '1300.00', 60);
    const res = await save({ ...DEFAULT_BUSINESS, offer });
    expect(res.statusCode, res.body).toBe(200);
    const business = await read();
    expect(business.offer.perPerson[0]!.pricePerPerson).toBe('44.50');

    // 50 guests: under the size over which a request waits for the owner (75 guests, $3,000).
    const full = (await postQuote(t.app, quoteBody({ guestCount: 50 }), t.client)).json() as Quote;
    expect(full.subtotal).toBe('2225.00'); // the bill adds the service charge and tax (bill-quotes.test.ts)
    expect(full.lineItems[0]!.unitPrice).toBe('44.50');
    const premium = (
      await postQuote(t.app, quoteBody({ menuPackage: 'premium', guestCount: 40 }), t.client)
    ).json();
    expect(premium.subtotal).toBe('1300.00');

    // The new custom-quote minimum is the rule and the spec's message says it.
    const small = await postQuote(t.app, quoteBody({ menuPackage: 'custom', guestCount: 55 }), t.client);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toContain('minimum of 60 guests');

    expect(
      faqEntries(business.offer, business, DEFAULT_FEATURES.bookNow)
        .map((f) => f.answer)
        .join(' '),
    ).toContain('start at 60 guests');
    expect(pageDescription(metaForPath('/packages'), business)).toContain('Premium $1,300');
    expect(pageDescription(metaForPath('/quote'), business)).toContain('from 60 guests');
  });

  it('saving the identity without an offer keeps the stored offer', async () => {
    const before = await read();
    const { offer: _, ...identity } = before;
    const res = await save({ ...identity, name: 'Copper Pot Catering' });
    expect(res.statusCode).toBe(200);
    const after = await read();
    expect(after.name).toBe('Copper Pot Catering');
    expect(after.offer).toEqual(before.offer);
  });

  it('refuses an offer that cannot be sold: 6 dishes, a bad price, a minimum above the maximum', async () => {
    const bad: Offer[] = [
      { ...DEFAULT_OFFER, perPerson: DEFAULT_OFFER.perPerson.map((p) => ({ ...p, dishCount: 6 })) },
      { ...DEFAULT_OFFER, perPerson: DEFAULT_OFFER.perPerson.map((p) => ({ ...p, pricePerPerson: '-4' })) },
      { ...DEFAULT_OFFER, perEvent: DEFAULT_OFFER.perEvent.map((p) => ({ ...p, minGuests: 500 })) },
    ];
    for (const offer of bad) {
      const res = await save({ ...DEFAULT_BUSINESS, offer });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('lets an owner leave the street address, email, website and Instagram empty', async () => {
    const res = await save({ ...DEFAULT_BUSINESS, address: '', email: '', website: '', instagram: '' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses clients and visitors', async () => {
    expect((await save({ ...DEFAULT_BUSINESS }, t.client)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      payload: DEFAULT_BUSINESS,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
