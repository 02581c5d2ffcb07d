import { describe, expect, it } from 'vitest';
import type { DishCost, Recipe } from '../../../common/costing/schema.ts';
import { foodCostLines, packText, percentText, pricePerUnitText, worstPercent } from './food-cost-text.ts';
import { bodyOf, draftOf, lineErrors, savedCost, withIngredient } from './recipe-lines.ts';

const size = (costCents: number | null, foodCostPercent: number | null) => ({ costCents, foodCostPercent });
const dish = (over: Partial<DishCost>): DishCost => ({
  menuItemId: 1,
  half: null,
  full: null,
  perPerson: null,
  each: null,
  hasRecipe: true,
  missingIngredients: [],
  targetPercent: 30,
  overTarget: false,
  ...over,
});

describe('what the menu manager says of a dish’s food cost', () => {
  it('gives each pan size its percent, red only over the target', () => {
    const lines = foodCostLines(dish({ half: size(1700, 28.3), full: size(3400, 30.9) }));
    expect(lines).toEqual([
      { size: 'Half Pan', text: 'Food cost 28.3%', over: false },
      { size: 'Full Pan', text: 'Food cost 30.9%', over: true },
    ]);
  });

  it('names no size for a dish sold one way, and a whole percent without decimals', () => {
    expect(foodCostLines(dish({ perPerson: size(420, 28) }))).toEqual([
      { size: null, text: 'Food cost 28%', over: false },
    ]);
  });

  it('is never 0% when unknown: no recipe, or ingredients without a price', () => {
    expect(foodCostLines(dish({ hasRecipe: false, full: size(null, null) }))).toEqual([
      { size: null, text: 'No recipe yet', over: false },
    ]);
    const missing = foodCostLines(dish({ full: size(null, null), missingIngredients: ['Feta', 'Olives'] }));
    expect(missing.map((l) => l.text)).toEqual(['Food cost unknown: 2 ingredients missing']);
    expect(missing[0]!.text).toContain('cost unknown: 2 ingredients missing');
    expect(foodCostLines(dish({ each: size(null, null), missingIngredients: ['Feta'] }))[0]!.text).toBe(
      'Food cost unknown: 1 ingredient missing',
    );
  });

  it('shows a market-price dish’s cost without a percent', () => {
    expect(foodCostLines(dish({ full: size(1234, null) }))[0]!.text).toBe('Cost $12.34');
  });

  it('ranks a dish over target by its highest size', () => {
    expect(worstPercent(dish({ half: size(1, 31.5), full: size(1, 29) }))).toBe(31.5);
    expect(worstPercent(dish({ hasRecipe: false }))).toBeNull();
    expect(percentText(30)).toBe('30%');
  });
});

describe('how an ingredient reads on the Ingredients page', () => {
  it('reads a 10 lb case as “10 lb” at $2.00 / lb', () => {
    const caseOf = { packSize: 10, packUnit: 'lb' as const, packPriceCents: 2000 };
    expect(packText(caseOf)).toBe('10 lb');
    expect(pricePerUnitText(caseOf)).toBe('$2.00 / lb');
  });

  it('keeps a tenth of a cent on cheap units and says nothing for an unpriced one', () => {
    expect(pricePerUnitText({ packSize: 250, packUnit: 'ea', packPriceCents: 2000 })).toBe('$0.08 / each');
    expect(pricePerUnitText({ packSize: 12, packUnit: 'ea', packPriceCents: 500 })).toBe('$0.417 / each');
    expect(pricePerUnitText({ packSize: 1, packUnit: 'fl-oz', packPriceCents: null })).toBeNull();
    expect(packText({ packSize: 2.5, packUnit: 'fl-oz' })).toBe('2.5 fl oz');
  });
});

const feta = {
  id: 7,
  name: 'Feta',
  category: 'dairy',
  supplier: 'Sysco',
  packSize: 2,
  packUnit: 'lb' as const,
  packPriceCents: 1800,
  usedBy: [],
  updatedAt: '',
};
const eggs = { ...feta, id: 8, name: 'Eggs', packSize: 30, packUnit: 'ea' as const };

describe('the recipe editor’s lines', () => {
  it('keeps a chosen unit of the ingredient’s kind and otherwise takes its pack unit', () => {
    const line = { key: 'a', ingredientId: null, quantity: '3', unit: 'oz' as const };
    expect(withIngredient(line, feta).unit).toBe('oz');
    expect(withIngredient(line, eggs).unit).toBe('ea');
  });

  it('sends the lines as typed, leaving out rows left empty', () => {
    const lines = [
      { key: 'a', ingredientId: '7', quantity: ' 1.5 ', unit: 'lb' as const },
      { key: 'b', ingredientId: null, quantity: '', unit: null },
    ];
    expect(bodyOf(lines, 0.5)).toEqual({
      lines: [{ ingredientId: 7, quantity: '1.5', unit: 'lb' }],
      halfPanFactor: 0.5,
    });
  });

  it('shows a saved line’s cost until the line is changed', () => {
    const saved: Recipe = {
      menuItemId: 1,
      basis: 'pan',
      halfPanFactor: null,
      lines: [{ ingredientId: 7, name: 'Feta', quantity: 1.5, unit: 'lb', costCents: 1350 }],
    };
    const [line] = draftOf(saved);
    expect(savedCost(line!, saved)).toBe(1350);
    expect(savedCost({ ...line!, quantity: '1.50' }, saved)).toBe(1350);
    expect(savedCost({ ...line!, quantity: '2' }, saved)).toBeUndefined();
    expect(draftOf(null)).toHaveLength(1);
  });

  it('puts the server’s reason on the line it names, by key or by “line N”', () => {
    expect(lineErrors({ 'lines.1.unit': 'Eggs are counted' }, undefined, 2).byLine.get(1)).toBe(
      'Eggs are counted',
    );
    const named = lineErrors({}, 'Line 2: cup cannot measure Eggs, bought each', 3);
    expect(named.byLine.get(1)).toBe('Line 2: cup cannot measure Eggs, bought each');
    expect(named.general).toEqual([]);
    expect(lineErrors({ lines: 'Each ingredient once' }, undefined, 2).general).toEqual([
      'Each ingredient once',
    ]);
  });
});
