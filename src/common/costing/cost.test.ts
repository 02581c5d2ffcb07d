/**
 * Properties of the cost engine (issue 37 §4): conversions within a kind come back where they
 * started, a recipe's cost is the exact sum of its lines rounded once (no cent lost across lines),
 * a half pan is a full pan times its factor, and the packs to buy always cover what is needed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertQuantity, Decimal, roundCents } from './convert.ts';
import {
  type CostIngredient,
  type CostRecipeLine,
  costOfNeeds,
  type DishNeed,
  ingredientsOfNeeds,
  lineCostExact,
  type RecipeBook,
  recipeCost,
  sizeCost,
} from './cost.ts';
import { RECIPE_UNIT_LIST, type RecipeUnit, unitsOfKind } from './units.ts';

/** A positive exact decimal as the API keeps it: up to 7 digits and 4 decimals ("2.5"). */
const decimalText = fc
  .tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 0, max: 4 }))
  .map(([digits, places]) => new Decimal(digits).dividedBy(10 ** places).toString());

/**
 * A kitchen's amounts (a pack of 0.01 to 9,999.9999 units, a line of up to 9,999.9999, $10,000 a
 * pack at most): costs stay whole numbers JavaScript counts exactly (under 2^53 cents).
 */
const kitchenDecimal = (min: number) =>
  fc
    .tuple(fc.integer({ min, max: 99_999_999 }), fc.constant(4))
    .map(([digits, places]) => new Decimal(digits).dividedBy(10 ** places).toString());

const unit = fc.constantFrom(...RECIPE_UNIT_LIST);

/** Units whose ratios are exact decimals (within one system): no 12-digit rounding of a ratio. */
const EXACT_FAMILIES: RecipeUnit[][] = [['oz', 'lb'], ['g', 'kg'], ['fl-oz', 'cup', 'qt', 'gal'], ['ea']];

/** An ingredient and a recipe line measuring it in a unit of the same kind. */
const ingredientAndLine = (id: number) =>
  fc
    .record({
      packSize: kitchenDecimal(100),
      packUnit: unit,
      packPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: kitchenDecimal(1),
    })
    .chain((r) =>
      fc
        .constantFrom(...unitsOfKind(r.packUnit))
        .map((lineUnit): { ingredient: CostIngredient; line: CostRecipeLine } => ({
          ingredient: {
            id,
            name: `Ingredient ${id}`,
            supplier: '',
            packSize: r.packSize,
            packUnit: r.packUnit,
            packPriceCents: r.packPriceCents,
          },
          line: { ingredientId: id, quantity: r.quantity, unit: lineUnit },
        })),
    );

const lines = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...[...Array(n).keys()].map((i) => ingredientAndLine(i + 1))));

function bookOf(
  pairs: readonly { ingredient: CostIngredient; line: CostRecipeLine }[],
  halfPanFactor: string | null = null,
): RecipeBook {
  return {
    ingredients: new Map(pairs.map((p) => [p.ingredient.id, p.ingredient])),
    recipes: new Map([[1, { menuItemId: 1, halfPanFactor, lines: pairs.map((p) => p.line) }]]),
  };
}

const need = (n: Partial<DishNeed>): DishNeed => ({
  menuItemId: 1,
  name: 'Dish',
  half: 0,
  full: 0,
  servings: 0,
  ...n,
});

describe('unit conversion', () => {
  it('comes back exactly through units of one system', () => {
    const family = fc.constantFrom(...EXACT_FAMILIES);
    fc.assert(
      fc.property(
        family.chain((units) => fc.tuple(fc.constantFrom(...units), fc.constantFrom(...units))),
        decimalText,
        ([from, to], quantity) => {
          const there = convertQuantity(quantity, from, to);
          expect(convertQuantity(there, to, from).toString()).toBe(new Decimal(quantity).toString());
        },
      ),
    );
  });

  it('comes back within a part in 10^10 across systems (grams and pounds, quarts and ounces)', () => {
    fc.assert(
      fc.property(
        unit.chain((from) => fc.tuple(fc.constant(from), fc.constantFrom(...unitsOfKind(from)))),
        decimalText,
        ([from, to], quantity) => {
          const back = convertQuantity(convertQuantity(quantity, from, to), to, from);
          expect(back.minus(quantity).abs().dividedBy(quantity).lessThan('1e-10')).toBe(true);
        },
      ),
    );
  });

  it('refuses every pair of units of different kinds', () => {
    fc.assert(
      fc.property(unit, unit, (from, to) => {
        if (unitsOfKind(from).includes(to)) return;
        expect(() => convertQuantity('1', from, to)).toThrow(/different kinds/);
      }),
    );
  });
});

describe('a recipe’s cost', () => {
  it('is the exact sum of its lines, rounded once: never more than half a cent a line from the rounded lines', () => {
    fc.assert(
      fc.property(lines, (pairs) => {
        const book = bookOf(pairs);
        const exact = pairs.reduce(
          (sum, p) => sum.plus(lineCostExact(p.line, p.ingredient)!),
          new Decimal(0),
        );
        const cost = recipeCost(1, book);
        expect(cost.perBase?.equals(exact)).toBe(true);
        const { costCents } = sizeCost(cost.perBase, 10_000);
        expect(costCents).toBe(roundCents(exact));
        const roundedLines = pairs.reduce(
          (sum, p) => sum + roundCents(lineCostExact(p.line, p.ingredient)!),
          0,
        );
        expect(Math.abs(roundedLines - costCents!)).toBeLessThanOrEqual(pairs.length / 2);
        // An event's food cost of one full pan is the same figure.
        expect(costOfNeeds([need({ full: 1 })], book).foodCostCents).toBe(costCents);
      }),
    );
  });

  it('loses no cent across lines: three lines of a third of a cent make a cent', () => {
    const thirds = [1, 2, 3].map((id) => ({
      ingredient: {
        id,
        name: `Herb ${id}`,
        supplier: '',
        packSize: '3',
        packUnit: 'ea' as const,
        packPriceCents: 1,
      },
      line: { ingredientId: id, quantity: '1', unit: 'ea' as const },
    }));
    const book = bookOf(thirds);
    expect(thirds.map((p) => roundCents(lineCostExact(p.line, p.ingredient)!))).toEqual([0, 0, 0]);
    expect(sizeCost(recipeCost(1, book).perBase, 100)).toEqual({ costCents: 1, foodCostPercent: 1 });
    expect(costOfNeeds([need({ full: 3 })], book).foodCostCents).toBe(3);
  });

  it('is unknown, naming the ingredient, while one ingredient has no price', () => {
    fc.assert(
      fc.property(lines, fc.nat(), (pairs, pick) => {
        const unpriced = pairs[pick % pairs.length]!.ingredient.id;
        const cost = recipeCost(
          1,
          bookOf(
            pairs.map((p) =>
              p.ingredient.id === unpriced
                ? { ...p, ingredient: { ...p.ingredient, packPriceCents: null } }
                : p,
            ),
          ),
        );
        expect(cost.perBase).toBeNull();
        expect(cost.missingIngredients).toEqual([`Ingredient ${unpriced}`]);
        expect(sizeCost(cost.perBase, 10_000)).toEqual({ costCents: null, foodCostPercent: null });
      }),
    );
  });
});

describe('a half pan', () => {
  const factor = fc.integer({ min: 1, max: 10_000 }).map((n) => new Decimal(n).dividedBy(10_000).toString());

  it('costs the full pan times the recipe’s half pan factor, rounded once', () => {
    fc.assert(
      fc.property(lines, factor, fc.integer({ min: 1, max: 40 }), (pairs, f, count) => {
        const book = bookOf(pairs, f);
        const full = recipeCost(1, book).perBase!;
        expect(recipeCost(1, book).halfPanFactor.toString()).toBe(f);
        expect(costOfNeeds([need({ half: count })], book).foodCostCents).toBe(
          roundCents(full.times(f).times(count)),
        );
      }),
    );
  });

  it('is half a full pan unless the recipe says otherwise', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 40 }), (pairs, count) => {
        const book = bookOf(pairs);
        expect(costOfNeeds([need({ half: 2 * count })], book).foodCostCents).toBe(
          costOfNeeds([need({ full: count })], book).foodCostCents,
        );
      }),
    );
  });
});

describe('what to buy', () => {
  it('always covers the quantity needed in whole packs, and one pack less would not', () => {
    fc.assert(
      fc.property(
        lines,
        fc.record({ half: fc.nat(20), full: fc.nat(20), servings: fc.nat(200) }),
        (pairs, counts) => {
          const book = bookOf(pairs);
          for (const total of ingredientsOfNeeds([need(counts)], book)) {
            const packSize = new Decimal(total.ingredient.packSize);
            expect(packSize.times(total.packs).greaterThanOrEqualTo(total.quantity)).toBe(true);
            expect(packSize.times(total.packs - 1).lessThan(total.quantity)).toBe(true);
            expect(total.estimatedCostCents).toBe(total.packs * total.ingredient.packPriceCents!);
          }
        },
      ),
    );
  });
});
