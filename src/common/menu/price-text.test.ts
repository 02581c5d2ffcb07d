import { describe, expect, it } from 'vitest';
import { parsePriceText, unitPrice } from './price-text.ts';

describe('parsePriceText', () => {
  it('reads a half-pan and full-pan pair as two pan prices', () => {
    expect(parsePriceText('Half Pan $60 / Full Pan $90')).toEqual({
      kind: 'pans',
      halfCents: 6000,
      fullCents: 9000,
      unit: 'pan',
    });
    expect(parsePriceText('half-pan: $65.50, full pan: $1,100')).toMatchObject({
      halfCents: 6550,
      fullCents: 110000,
    });
    expect(parsePriceText('Full $125 | Half $75')).toMatchObject({
      kind: 'pans',
      halfCents: 7500,
      fullCents: 12500,
    });
  });

  it('takes the first dollar amount when there is no pan pair', () => {
    expect(parsePriceText('Full Pan $175')).toEqual({ kind: 'single', cents: 17500, unit: 'pan' });
    expect(parsePriceText('$30 per person (minimum 50)')).toEqual({
      kind: 'single',
      cents: 3000,
      unit: 'person',
    });
    expect(parsePriceText('$8 each (minimum 25)')).toEqual({ kind: 'single', cents: 800, unit: 'each' });
    expect(parsePriceText('Small Tray $50')).toEqual({ kind: 'single', cents: 5000, unit: 'tray' });
    expect(parsePriceText('$15.99')).toEqual({ kind: 'single', cents: 1599, unit: null });
    expect(parsePriceText('From $60 to $65')).toMatchObject({ cents: 6000 });
  });

  it('says market price instead of inventing one, and falls back to 0 otherwise', () => {
    expect(parsePriceText('Market Price')).toEqual({ kind: 'market', unit: null });
    expect(parsePriceText('market value per person')).toEqual({ kind: 'market', unit: 'person' });
    expect(parsePriceText('Call us')).toEqual({ kind: 'single', cents: 0, unit: null });
    expect(parsePriceText('')).toEqual({ kind: 'single', cents: 0, unit: null });
  });

  it('does not read a half-pan amount when only one of the pair is present', () => {
    expect(parsePriceText('Half Pan $60')).toEqual({ kind: 'single', cents: 6000, unit: 'pan' });
  });
});

describe('unitPrice', () => {
  it('needs a pan size for pan items and refuses one for the rest', () => {
    expect(unitPrice('Half Pan $60 / Full Pan $100', 'full')).toEqual({ cents: 10000, isMarketPrice: false });
    expect(unitPrice('Half Pan $60 / Full Pan $100', undefined)).toEqual({
      error: 'Choose Half Pan or Full Pan',
    });
    expect(unitPrice('$8 each', 'half')).toHaveProperty('error');
    expect(unitPrice('Market Price', undefined)).toEqual({ cents: 0, isMarketPrice: true });
  });
});
