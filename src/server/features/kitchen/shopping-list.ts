/**
 * What to buy for a range of days (issue 37 §3): the ingredients of every booking the kitchen makes
 * (the calendar's one rule, the prep sheet's bookings), turned into needs by `needsOf` and summed by
 * the cost engine on the one recipe book, so the list, a dish's cost and an event's margin read the
 * same recipes and prices (decision 0113).
 */
import { inArray } from 'drizzle-orm';
import { Decimal } from '../../../common/costing/convert.ts';
import { ingredientsOfNeeds } from '../../../common/costing/cost.ts';
import { needsOf } from '../../../common/costing/needs.ts';
import type { ShoppingList, ShoppingListLine } from '../../../common/costing/schema.ts';
import type { CrewSettings } from '../../../common/offer/types.ts';
import type { Database } from '../../db/connect.ts';
import { ingredients, menuItems } from '../../db/schema/index.ts';
import type { Booking } from '../calendar/bookings.ts';
import { decimalText, loadRecipeBook, panDishesOf } from '../costing/recipe-book.ts';

/** A quantity to read and buy by: rounded up (never short) to 2 decimals, without trailing zeros. */
function displayQuantity(quantity: Decimal): string {
  return decimalText(quantity.toDecimalPlaces(2, Decimal.ROUND_CEIL).toFixed(2));
}

/** By supplier (ingredients without one last), then by name. */
function bySupplierThenName(a: ShoppingListLine, b: ShoppingListLine): number {
  if (a.supplier !== b.supplier) {
    if (!a.supplier) return 1;
    if (!b.supplier) return -1;
    return a.supplier.localeCompare(b.supplier);
  }
  return a.name.localeCompare(b.name);
}

/**
 * The shopping list of `bookings` (from..to). `withPrices`: the owner's, with each line's packs at
 * the pack price and their total; staff get the same list without either key.
 */
export async function shoppingListOf(
  db: Database,
  input: {
    from: string;
    to: string;
    bookings: readonly Booking[];
    crew: Pick<CrewSettings, 'guestsPerHalfPan' | 'guestsPerFullPan'>;
    withPrices: boolean;
  },
): Promise<ShoppingList> {
  const { bookings } = input;
  const [book, panDishes] = await Promise.all([
    loadRecipeBook(db),
    panDishesOf(
      db,
      bookings.flatMap((b) => b.dishes.map((d) => d.id)),
    ),
  ]);
  const needs = bookings
    .flatMap((booking) => needsOf(booking, input.crew, panDishes))
    .filter((need) => need.half > 0 || need.full > 0 || need.servings > 0);
  const totals = ingredientsOfNeeds(needs, book);

  const ingredientIds = totals.map((t) => t.ingredient.id);
  const dishIds = [...new Set(needs.flatMap((n) => (n.menuItemId === null ? [] : [n.menuItemId])))];
  const [categoryRows, dishRows] = await Promise.all([
    ingredientIds.length
      ? db
          .select({ id: ingredients.id, category: ingredients.category })
          .from(ingredients)
          .where(inArray(ingredients.id, ingredientIds))
      : [],
    dishIds.length
      ? db
          .select({ id: menuItems.id, name: menuItems.name })
          .from(menuItems)
          .where(inArray(menuItems.id, dishIds))
      : [],
  ]);
  const categories = new Map(categoryRows.map((r) => [r.id, r.category]));
  // The dish's name on the menu: an order's line reads "Garden Salad (Full Pan)".
  const dishNames = new Map(dishRows.map((r) => [r.id, r.name]));

  const lines = totals
    .map(
      ({ ingredient, quantity, packs, estimatedCostCents }): ShoppingListLine => ({
        ingredientId: ingredient.id,
        name: ingredient.name,
        supplier: ingredient.supplier,
        category: categories.get(ingredient.id) ?? '',
        quantity: Number(displayQuantity(quantity)),
        unit: ingredient.packUnit,
        packSize: Number(ingredient.packSize),
        packs,
        ...(input.withPrices ? { estimatedCostCents } : {}),
      }),
    )
    .sort(bySupplierThenName);

  // A recipe without lines adds nothing either: the dish is as good as without one.
  const dishesWithoutRecipe = [
    ...new Set(
      needs
        .filter((n) => n.menuItemId === null || !book.recipes.get(n.menuItemId)?.lines.length)
        .map((n) => (n.menuItemId === null ? n.name : (dishNames.get(n.menuItemId) ?? n.name))),
    ),
  ].sort((a, b) => a.localeCompare(b));

  return {
    from: input.from,
    to: input.to,
    lines,
    dishesWithoutRecipe,
    // The owner's estimate counts the priced packs; a line without a price shows its null and is
    // left out of the total (unknown is not zero, and the page says how many are missing).
    ...(input.withPrices
      ? { estimatedTotalCents: lines.reduce((sum, l) => sum + (l.estimatedCostCents ?? 0), 0) }
      : {}),
  };
}
