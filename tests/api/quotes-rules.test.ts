import { describe, expect, it } from 'vitest';
import {
  formatEventDate,
  fromBusinessInputValue,
  toBusinessInputValue,
} from '../../src/common/business-time.ts';
import { relativeTime } from '../../src/common/messages.ts';
import { formatMoney, fromCents, toCents } from '../../src/common/money.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import {
  depositAmount,
  instantTotal,
  lineItemsTotal,
  MoneyInputSchema,
  proposalNumber,
} from '../../src/common/quotes/schema.ts';

describe('the shared quote rules', () => {
  it('numbers proposals CC-2024- with the id padded to 3 digits', () => {
    expect(proposalNumber(7)).toBe('CC-2024-007');
    expect(proposalNumber(1234)).toBe('CC-2024-1234');
  });

  it('prices per-person packages per guest and per-event packages per event from the offer, and leaves custom to the business', () => {
    const [fullService, brunch] = DEFAULT_OFFER.perPerson;
    expect(instantTotal(DEFAULT_OFFER, 'full-service', 120)).toBe(
      fromCents(toCents(fullService!.pricePerPerson) * 120),
    );
    expect(instantTotal(DEFAULT_OFFER, 'brunch', 51)).toBe(fromCents(toCents(brunch!.pricePerPerson) * 51));
    expect(instantTotal(DEFAULT_OFFER, 'premium', 30)).toBe(DEFAULT_OFFER.perEvent[1]!.price);
    expect(instantTotal(DEFAULT_OFFER, 'custom', 80)).toBeNull();
  });

  it('adds line items in cents and halves the total for the deposit', () => {
    expect(
      lineItemsTotal([
        { quantity: 3, unitPrice: '0.10' },
        { quantity: 1, unitPrice: '0.20' },
      ]),
    ).toBe('0.50');
    expect(depositAmount('999.99')).toBe('500.00');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
  });

  it('accepts money with at most two decimals and never negative', () => {
    expect(MoneyInputSchema.parse(12.5)).toBe('12.50');
    expect(MoneyInputSchema.parse('0.07')).toBe('0.07');
    for (const bad of [-1, 1.005, '12.345', 'ten', '1e3', Number.NaN]) {
      expect(MoneyInputSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('shows TBD for a missing date and the business clock otherwise', () => {
    expect(formatEventDate(null)).toBe('TBD');
    expect(formatEventDate('2031-06-14T22:00:00.000Z')).toBe('Saturday, June 14, 2031 at 6:00 PM');
  });

  it('reads date inputs on the business clock, in winter and in summer', () => {
    expect(fromBusinessInputValue('2031-01-10T18:00')).toBe('2031-01-10T23:00:00.000Z');
    expect(fromBusinessInputValue('2031-07-10T18:00')).toBe('2031-07-10T22:00:00.000Z');
    expect(toBusinessInputValue(new Date('2031-07-10T22:00:00.000Z'))).toBe('2031-07-10T18:00');
    expect(fromBusinessInputValue('not a date')).toBeNull();
  });

  it('tells message times as minutes ago, hours ago, then a date', () => {
    const now = new Date('2031-03-10T15:00:00.000Z');
    expect(relativeTime('2031-03-10T14:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2031-03-10T12:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2031-03-08T12:00:00.000Z', now)).toBe('Mar 8, 2031');
  });
});
