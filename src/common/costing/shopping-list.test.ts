import { describe, expect, it } from 'vitest';
import type { ShoppingListLine } from './schema.ts';
import { packsText, quantityText, rangeText, supplierGroups, unpricedText } from './shopping-list.ts';

const line = (name: string, supplier: string): ShoppingListLine => ({
  ingredientId: name.length,
  name,
  supplier,
  category: 'produce',
  quantity: 2.5,
  unit: 'fl-oz',
  packSize: 32,
  packs: 1,
});

describe('how the shopping list reads', () => {
  it('keeps the API’s order and starts a group at each new supplier', () => {
    const lines = [line('Basil', 'Greens Co'), line('Mint', 'Greens Co'), line('Foil', '')];
    expect(supplierGroups(lines)).toEqual([
      { supplier: 'Greens Co', lines: lines.slice(0, 2) },
      { supplier: '', lines: [lines[2]] },
    ]);
    expect(supplierGroups([])).toEqual([]);
  });

  it('writes packs and quantities in the unit a person reads', () => {
    expect(packsText({ packs: 3, packSize: 32, unit: 'fl-oz' })).toBe('3 × 32 fl oz');
    expect(quantityText({ quantity: 130, unit: 'ea' })).toBe('130 each');
  });

  it('names a range once per year, and one day as that day', () => {
    expect(rangeText('2027-05-04', '2027-05-10')).toBe('Tue, May 4 – Mon, May 10, 2027');
    expect(rangeText('2026-12-29', '2027-01-04')).toBe('Tue, Dec 29, 2026 – Mon, Jan 4, 2027');
    expect(rangeText('2027-05-04', '2027-05-04')).toBe('Tue, May 4, 2027');
  });

  it('counts the ingredients left out of the estimate in a sentence', () => {
    expect(unpricedText(1)).toBe('1 ingredient has no price and is not counted.');
    expect(unpricedText(3)).toBe('3 ingredients have no price and are not counted.');
  });
});
