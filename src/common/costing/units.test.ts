import convert from 'convert-units';
import { describe, expect, it } from 'vitest';
import { convertQuantity, unitRatio } from './convert.ts';
import { RECIPE_UNIT_LIST, RECIPE_UNITS } from './units.ts';

describe('recipe units', () => {
  it('names each unit as the conversion library does, with the library’s kind', () => {
    for (const unit of RECIPE_UNIT_LIST) {
      const described = convert().describe(unit as never);
      expect(described.abbr).toBe(unit);
      expect(described.measure).toBe(RECIPE_UNITS[unit]);
    }
  });

  it('converts within a kind exactly and refuses across kinds', () => {
    expect(convertQuantity('3', 'lb', 'oz').toString()).toBe('48');
    expect(convertQuantity('2', 'cup', 'gal').toString()).toBe('0.125');
    expect(convertQuantity('1', 'kg', 'g').toString()).toBe('1000');
    expect(convertQuantity('12', 'ea', 'ea').toString()).toBe('12');
    expect(unitRatio('cup', 'lb')).toBeNull();
    expect(() => convertQuantity('1', 'ea', 'cup')).toThrow(/different kinds/);
  });
});
