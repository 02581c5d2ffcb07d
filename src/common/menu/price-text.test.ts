import { describe, expect, it } from 'vitest';
import {
  type MenuPrices,
  PRICE_TEXT_HELP,
  priceShape,
  pricesProblem,
  priceText,
  readPriceText,
  unitPrice,
} from './price-text.ts';

const NONE: MenuPrices = {
  halfPanCents: null,
  fullPanCents: null,
  perPersonCents: null,
  eachCents: null,
  marketPrice: false,
};

describe('readPriceText (decision 0056)', () => {
  it.each([
    ['Half Pan: $60 | Full Pan: $110', { halfPanCents: 6000, fullPanCents: 11000 }],
    ['Half Pan $60 / Full Pan $90', { halfPanCents: 6000, fullPanCents: 9000 }],
    ['half pan 62, full pan 95', { halfPanCents: 6200, fullPanCents: 9500 }],
    ['$62 half / $95 full', { halfPanCents: 6200, fullPanCents: 9500 }],
    ['half-pan: $65.50, full pan: $1,100', { halfPanCents: 6550, fullPanCents: 110000 }],
    ['Full Pan $175', { fullPanCents: 17500 }],
    ['$30 per person (minimum 50)', { perPersonCents: 3000 }],
    ['Small Tray $50', { eachCents: 5000 }],
    ['$36 per plate', { eachCents: 3600 }],
    ['$15.99', { eachCents: 1599 }],
    ['Market Price', { marketPrice: true }],
  ])('reads %s', (text, expected) => {
    expect(readPriceText(text)).toEqual({ ...NONE, ...expected });
  });

  it.each([
    '$0',
    'free',
    'TBD',
    'half pan 62, full pan',
    '$60 per pan',
    'half pan $0, full pan $10',
    '$30 per person | $8 each',
    'Market price, about $40',
  ])('refuses %s: no positive amount for each size it names', (text) => {
    expect(readPriceText(text)).toBeNull();
  });

  it('derives a text it reads back to the same amounts', () => {
    for (const text of ['half pan 62, full pan 95', '$30 per person', 'Small Tray $50', 'Market Price']) {
      const prices = readPriceText(text)!;
      expect(readPriceText(priceText(prices))).toEqual(prices);
    }
    expect(priceText({ ...NONE, halfPanCents: 6000, fullPanCents: 11000 })).toBe(
      'Half Pan: $60 | Full Pan: $110',
    );
    expect(PRICE_TEXT_HELP).toBe('Enter prices like Half Pan: $60 | Full Pan: $110');
  });
});

describe('prices as stored', () => {
  it('never allows $0, no price at all, or two ways of pricing one dish', () => {
    expect(pricesProblem({ ...NONE, eachCents: 0 })).toBe('Prices must be more than $0');
    expect(pricesProblem(NONE)).toBe('Enter a price for at least one size, or choose market price');
    expect(pricesProblem({ ...NONE, halfPanCents: 100, perPersonCents: 100 })).toMatch(/not several/);
    expect(pricesProblem({ ...NONE, marketPrice: true, eachCents: 100 })).toMatch(/no amounts/);
    expect(pricesProblem({ ...NONE, marketPrice: true })).toBeNull();
  });

  it('prices a unit from the cents: the pan size when there are two, market price as such', () => {
    const pans = { ...NONE, halfPanCents: 6000, fullPanCents: 9000 };
    expect(unitPrice(pans, 'full')).toEqual({ cents: 9000, isMarketPrice: false });
    expect(unitPrice(pans, undefined)).toEqual({ error: 'Choose Half Pan or Full Pan' });
    expect(unitPrice({ ...NONE, fullPanCents: 17500 }, undefined)).toEqual({
      cents: 17500,
      isMarketPrice: false,
    });
    expect(unitPrice({ ...NONE, eachCents: 800 }, 'half')).toEqual({
      error: 'This item does not come in pan sizes',
    });
    expect(unitPrice({ ...NONE, marketPrice: true }, undefined)).toEqual({ cents: 0, isMarketPrice: true });
    expect(priceShape({ ...NONE, perPersonCents: 3000 })).toEqual({
      kind: 'single',
      cents: 3000,
      unit: 'person',
    });
  });
});
