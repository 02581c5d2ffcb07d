import { describe, expect, it } from 'vitest';
import { type CostRecipe, type RecipeBook, recipeCost, sizeCost } from '../../../common/costing/cost.ts';
import {
  INGREDIENT_CATEGORIES,
  IngredientBodySchema,
  RecipeBodySchema,
  unitsOfKind,
} from '../../../common/costing/schema.ts';
import { readPriceText } from '../../../common/menu/price-text.ts';
import { DEFAULT_OFFER } from '../../../common/offer/defaults.ts';
import { SEED_ITEMS } from '../menu/menu.seed-data.ts';
import { DEMO_INGREDIENTS, DEMO_RECIPES } from './costing.seed-data.ts';

/** The demo price list and recipes as the cost engine reads them from the tables: ids by position. */
const ingredientIds = new Map<string, number>(DEMO_INGREDIENTS.map((i, n) => [i.name, n + 1]));
const dishIds = new Map(SEED_ITEMS.map((item, n) => [item.name, n + 1]));
const book: RecipeBook = {
  ingredients: new Map(
    DEMO_INGREDIENTS.map((i) => [ingredientIds.get(i.name)!, { id: ingredientIds.get(i.name)!, ...i }]),
  ),
  recipes: new Map(
    DEMO_RECIPES.filter((r) => dishIds.has(r.dish)).map((r): [number, CostRecipe] => [
      dishIds.get(r.dish)!,
      {
        menuItemId: dishIds.get(r.dish)!,
        halfPanFactor: r.halfPanFactor ?? null,
        lines: r.lines.map((l) => ({ ingredientId: ingredientIds.get(l.ingredient) ?? -1, ...l })),
      },
    ]),
  ),
};

/** Each size a dish is sold in and its food cost percent (the dish's cost figures in the menu manager). */
function foodCosts(dish: string): { size: string; percent: number | null }[] {
  const prices = readPriceText(SEED_ITEMS.find((i) => i.name === dish)!.price)!;
  const cost = recipeCost(dishIds.get(dish)!, book);
  const full = cost.perBase;
  const half = full?.times(cost.halfPanFactor) ?? null;
  return [
    { size: 'half pan', exact: half, price: prices.halfPanCents },
    { size: 'full pan', exact: full, price: prices.fullPanCents },
    { size: 'per person', exact: full, price: prices.perPersonCents },
    { size: 'each', exact: full, price: prices.eachCents },
  ]
    .filter((s) => s.price !== null)
    .map((s) => ({ size: s.size, percent: sizeCost(s.exact, s.price).foodCostPercent }));
}

const pricedDishes = SEED_ITEMS.filter((i) => !readPriceText(i.price)!.marketPrice).map((i) => i.name);
const target = DEFAULT_OFFER.costing.foodCostTargetPercent;

describe('the demo price list', () => {
  it('is what the ingredients API takes: a known category, a pack and its price, each name once', () => {
    for (const ingredient of DEMO_INGREDIENTS) {
      expect(IngredientBodySchema.safeParse(ingredient).error?.issues, ingredient.name).toBeUndefined();
      expect(INGREDIENT_CATEGORIES, ingredient.name).toContain(ingredient.category);
      expect(ingredient.packPriceCents, ingredient.name).toBeGreaterThan(0);
    }
    // The table's unique index ignores case.
    expect(new Set(DEMO_INGREDIENTS.map((i) => i.name.toLowerCase())).size).toBe(DEMO_INGREDIENTS.length);
  });

  it('has no ingredient that no recipe uses', () => {
    const used = new Set(DEMO_RECIPES.flatMap((r) => r.lines.map((l) => l.ingredient)));
    expect(DEMO_INGREDIENTS.map((i) => i.name).filter((name) => !used.has(name))).toEqual([]);
  });
});

describe('the demo recipes', () => {
  it('give every dish of the demo menu one recipe, dinners and market-price dishes included', () => {
    expect(DEMO_RECIPES.map((r) => r.dish).sort()).toEqual(SEED_ITEMS.map((i) => i.name).sort());
  });

  it.each(DEMO_RECIPES.map((r) => [r.dish, r] as const))(
    '%s: each line names a known ingredient in a unit of its kind, as the recipe API takes it',
    (_dish, recipe) => {
      for (const line of recipe.lines) {
        const ingredient = DEMO_INGREDIENTS.find((i) => i.name === line.ingredient);
        expect(ingredient, line.ingredient).toBeDefined();
        expect(unitsOfKind(ingredient!.packUnit), line.ingredient).toContain(line.unit);
      }
      const body = {
        lines: recipe.lines.map((l) => ({
          ingredientId: ingredientIds.get(l.ingredient)!,
          quantity: l.quantity,
          unit: l.unit,
        })),
        halfPanFactor: recipe.halfPanFactor === undefined ? undefined : Number(recipe.halfPanFactor),
      };
      const parsed = RecipeBodySchema.safeParse(body);
      expect(parsed.error?.issues).toBeUndefined();
      // The quantities are stored as written: exact decimals, never rewritten by the schema.
      expect(parsed.data?.lines.map((l) => l.quantity)).toEqual(recipe.lines.map((l) => l.quantity));
      expect(recipeCost(dishIds.get(recipe.dish)!, book)).toMatchObject({
        hasRecipe: true,
        missingIngredients: [],
      });
    },
  );

  it('set a half pan’s share only on dishes sold by the half pan', () => {
    for (const recipe of DEMO_RECIPES.filter((r) => r.halfPanFactor !== undefined)) {
      const prices = readPriceText(SEED_ITEMS.find((i) => i.name === recipe.dish)!.price)!;
      expect(prices.halfPanCents, recipe.dish).not.toBeNull();
    }
  });

  it.each(pricedDishes.map((name) => [name] as const))(
    '%s: each size it is sold in costs between 12% and 45% of its price',
    (dish) => {
      const sizes = foodCosts(dish);
      expect(sizes.length).toBeGreaterThan(0);
      for (const { size, percent } of sizes) {
        expect(percent, size).not.toBeNull();
        expect(percent!, size).toBeGreaterThanOrEqual(12);
        expect(percent!, size).toBeLessThanOrEqual(45);
      }
    },
  );

  it('put two or three dishes honestly over the default target, a seafood dish among them', () => {
    const over = pricedDishes.filter((dish) => foodCosts(dish).some((s) => s.percent! > target));
    expect(over.length).toBeGreaterThanOrEqual(2);
    expect(over.length).toBeLessThanOrEqual(3);
    expect(over).toContain('Lobster Tail');
  });
});
