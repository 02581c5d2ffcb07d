import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER } from './defaults.ts';
import { addressText, cartNoteText, deliveryText, ratingSentence, replyWithin, telHref } from './text.ts';

describe('the sentences pages build from the offer', () => {
  it('states the reply promise with the right plural', () => {
    expect(replyWithin({ replyWithinHours: 24 })).toBe('within 24 hours');
    expect(replyWithin({ replyWithinHours: 1 })).toBe('within 1 hour');
  });

  it('makes a dialable tel: link from a phone number as people write it', () => {
    expect(telHref('(215) 555-0142')).toBe('tel:2155550142');
    expect(telHref('+1 215.555.0142')).toBe('tel:+12155550142');
  });

  it('joins only the address parts that are set', () => {
    expect(addressText({ address: '1200 Spring Garden St', city: 'Philadelphia, PA' })).toBe(
      '1200 Spring Garden St, Philadelphia, PA',
    );
    expect(addressText({ address: ' ', city: 'Philadelphia, PA' })).toBe('Philadelphia, PA');
    expect(addressText({ address: '', city: '' })).toBe('');
  });

  it('words the rating from the claims, and says nothing without one', () => {
    expect(ratingSentence(DEFAULT_OFFER.claims)).toBe('Rated 4.9 on average across 500+ events.');
    expect(ratingSentence([{ value: '500+', label: 'Events catered' }])).toBeNull();
  });

  it('states the delivery zones’ fees and the tax in the cart, not a range to be confirmed by phone', () => {
    const zones = DEFAULT_OFFER.delivery.zones;
    const text = deliveryText(DEFAULT_OFFER);
    for (const zone of zones.filter((z) => Number(z.fee) > 0)) expect(text).toContain(zone.name);
    expect(cartNoteText(DEFAULT_OFFER)).toBe(
      `Prices are per pan unless noted. ${text} Checkout shows the full bill, sales tax included.`,
    );
    expect(cartNoteText(DEFAULT_OFFER)).not.toMatch(/may apply|\$25–50/);
  });
});
