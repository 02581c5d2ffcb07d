/**
 * The cost engine (issue 37): what a dish costs to make and what a set of dishes needs to be bought,
 * from its recipe and its ingredients' pack prices. Pure: the server loads the recipe book and the
 * needs (the kitchen's own tally of bookings, so the prep sheet, the shopping list and an event's
 * cost read the same pans), this module does the arithmetic, exactly, rounding once at the end.
 *
 * A recipe is for one full pan of a dish sold in pans (a half pan is `halfPanFactor` of it, half
 * unless set), and for one serving of a dish sold per person or per piece. A package's dishes are
 * counted in the pans the kitchen makes for the guests (common/kitchen/prep.ts pansForGuests).
 */
import { convertQuantity, Decimal, roundCents } from './convert.ts';
import type { RecipeUnit } from './units.ts';

export type CostIngredient = {
  id: number;
  name: string;
  supplier: string;
  /** The pack's size as exact decimal text ("10", "2.5"), in `packUnit`. */
  packSize: string;
  packUnit: RecipeUnit;
  /** Null while the owner has not entered a price: every dish using it is "cost unknown". */
  packPriceCents: number | null;
};

export type CostRecipeLine = { ingredientId: number; quantity: string; unit: RecipeUnit };

export type CostRecipe = {
  menuItemId: number;
  /** Exact decimal text, 0 < f <= 1; null: a half pan is half a full pan. */
  halfPanFactor: string | null;
  lines: CostRecipeLine[];
};

export type RecipeBook = {
  recipes: ReadonlyMap<number, CostRecipe>;
  ingredients: ReadonlyMap<number, CostIngredient>;
};

/**
 * What one booking or a day asks of one dish: pans by size, and servings (persons or pieces) of a
 * dish not sold in pans. `menuItemId` null: a dish deleted from the menu since (no recipe).
 */
export type DishNeed = {
  menuItemId: number | null;
  name: string;
  half: number;
  full: number;
  servings: number;
};

const DEFAULT_HALF_PAN_FACTOR = '0.5';

/** One full pan's (or one serving's) multiple a need asks for. */
function basesOf(need: DishNeed, recipe: CostRecipe): Decimal {
  const factor = new Decimal(recipe.halfPanFactor ?? DEFAULT_HALF_PAN_FACTOR);
  return new Decimal(need.full).plus(factor.times(need.half)).plus(need.servings);
}

/** Exact cents of one line's quantity at its ingredient's pack price; null when the price is unknown. */
export function lineCostExact(line: CostRecipeLine, ingredient: CostIngredient): Decimal | null {
  if (ingredient.packPriceCents === null) return null;
  const inPackUnit = convertQuantity(line.quantity, line.unit, ingredient.packUnit);
  return inPackUnit.dividedBy(ingredient.packSize).times(ingredient.packPriceCents);
}

export type RecipeCost = {
  /** Exact cents of one full pan (or one serving); null when no recipe or an ingredient has no price. */
  perBase: Decimal | null;
  halfPanFactor: Decimal;
  hasRecipe: boolean;
  /** Names of the recipe's ingredients without a pack price. */
  missingIngredients: string[];
};

export function recipeCost(menuItemId: number, book: RecipeBook): RecipeCost {
  const recipe = book.recipes.get(menuItemId);
  if (!recipe || recipe.lines.length === 0)
    return {
      perBase: null,
      halfPanFactor: new Decimal(DEFAULT_HALF_PAN_FACTOR),
      hasRecipe: false,
      missingIngredients: [],
    };
  let total = new Decimal(0);
  const missing: string[] = [];
  for (const line of recipe.lines) {
    const ingredient = book.ingredients.get(line.ingredientId);
    const cost = ingredient ? lineCostExact(line, ingredient) : null;
    if (cost === null) missing.push(ingredient?.name ?? `ingredient ${line.ingredientId}`);
    else total = total.plus(cost);
  }
  return {
    perBase: missing.length > 0 ? null : total,
    halfPanFactor: new Decimal(recipe.halfPanFactor ?? DEFAULT_HALF_PAN_FACTOR),
    hasRecipe: true,
    missingIngredients: [...new Set(missing)],
  };
}

/** A size's cost in whole cents and its share of the price, one decimal ("28.4"); nulls when unknown. */
export function sizeCost(
  exactCents: Decimal | null,
  priceCents: number | null,
): { costCents: number | null; foodCostPercent: number | null } {
  if (exactCents === null) return { costCents: null, foodCostPercent: null };
  const costCents = roundCents(exactCents);
  const foodCostPercent =
    priceCents && priceCents > 0
      ? exactCents.dividedBy(priceCents).times(100).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber()
      : null;
  return { costCents, foodCostPercent };
}

export type NeedsCost = {
  /** Whole cents of every known dish's ingredients, rounded once. */
  foodCostCents: number;
  /** Dishes whose cost is unknown (no recipe, or an ingredient without a price): left out of the sum. */
  unknownDishes: string[];
};

/** What a set of needs costs in ingredients (an order's lines, an event's dishes, a month's bookings). */
export function costOfNeeds(needs: readonly DishNeed[], book: RecipeBook): NeedsCost {
  let total = new Decimal(0);
  const unknown = new Set<string>();
  const perDish = new Map<number, RecipeCost>();
  for (const need of needs) {
    if (need.half === 0 && need.full === 0 && need.servings === 0) continue;
    if (need.menuItemId === null) {
      unknown.add(need.name);
      continue;
    }
    let cost = perDish.get(need.menuItemId);
    if (!cost) {
      cost = recipeCost(need.menuItemId, book);
      perDish.set(need.menuItemId, cost);
    }
    const recipe = book.recipes.get(need.menuItemId);
    if (cost.perBase === null || !recipe) {
      unknown.add(need.name);
      continue;
    }
    total = total.plus(cost.perBase.times(basesOf(need, recipe)));
  }
  return { foodCostCents: roundCents(total), unknownDishes: [...unknown].sort() };
}

export type IngredientTotal = {
  ingredient: CostIngredient;
  /** Exact quantity in the ingredient's buying unit (`packUnit`). */
  quantity: Decimal;
  /** Whole packs to buy: the quantity rounded up to the pack size. */
  packs: number;
  /** Cost of those packs; null when the pack price is unknown. */
  estimatedCostCents: number | null;
};

/**
 * Every ingredient a set of needs takes, summed in the ingredient's buying unit and rounded up to
 * whole packs (the shopping list). Dishes without a recipe add nothing (the caller names them).
 */
export function ingredientsOfNeeds(needs: readonly DishNeed[], book: RecipeBook): IngredientTotal[] {
  const totals = new Map<number, Decimal>();
  for (const need of needs) {
    if (need.menuItemId === null) continue;
    const recipe = book.recipes.get(need.menuItemId);
    if (!recipe) continue;
    const bases = basesOf(need, recipe);
    if (bases.isZero()) continue;
    for (const line of recipe.lines) {
      const ingredient = book.ingredients.get(line.ingredientId);
      if (!ingredient) continue;
      const quantity = convertQuantity(line.quantity, line.unit, ingredient.packUnit).times(bases);
      totals.set(ingredient.id, (totals.get(ingredient.id) ?? new Decimal(0)).plus(quantity));
    }
  }
  return [...totals.entries()].map(([id, quantity]) => {
    const ingredient = book.ingredients.get(id)!;
    const packs = quantity.dividedBy(ingredient.packSize).toDecimalPlaces(0, Decimal.ROUND_CEIL).toNumber();
    return {
      ingredient,
      quantity,
      packs,
      estimatedCostCents: ingredient.packPriceCents === null ? null : packs * ingredient.packPriceCents,
    };
  });
}

/** Margin of a bill's revenue over its costs: cents and percent of revenue (one decimal; null on no revenue). */
export function marginOf(
  revenueCents: number,
  costCents: number,
): { marginCents: number; marginPercent: number | null } {
  const marginCents = revenueCents - costCents;
  const marginPercent =
    revenueCents > 0
      ? new Decimal(marginCents)
          .dividedBy(revenueCents)
          .times(100)
          .toDecimalPlaces(1, Decimal.ROUND_HALF_UP)
          .toNumber()
      : null;
  return { marginCents, marginPercent };
}
