/**
 * The recipe book (issue 37): every recipe and ingredient, loaded in three queries for the cost engine
 * (common/costing/cost.ts). One loader for a dish's cost, an order's or a proposal's costing and the
 * shopping list, so they all read the same prices. Small tables (a menu's recipes): loaded whole.
 */
import { and, asc, inArray, isNotNull, or } from 'drizzle-orm';
import type { CostIngredient, CostRecipe, RecipeBook } from '../../../common/costing/cost.ts';
import type { Database } from '../../db/connect.ts';
import { ingredients, menuItems, recipeLines, recipes } from '../../db/schema/index.ts';

/** Numeric text without trailing zeros: "2.5000" → "2.5" (exact: no float on the way). */
export function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export async function loadRecipeBook(db: Database): Promise<RecipeBook> {
  const [ingredientRows, recipeRows, lineRows] = await Promise.all([
    db.select().from(ingredients),
    db.select().from(recipes),
    db.select().from(recipeLines).orderBy(asc(recipeLines.menuItemId), asc(recipeLines.position)),
  ]);
  const book = {
    ingredients: new Map<number, CostIngredient>(
      ingredientRows.map((i) => [
        i.id,
        {
          id: i.id,
          name: i.name,
          supplier: i.supplier,
          packSize: decimalText(i.packSize),
          packUnit: i.packUnit,
          packPriceCents: i.packPriceCents,
        },
      ]),
    ),
    recipes: new Map<number, CostRecipe>(
      recipeRows.map((r) => [
        r.menuItemId,
        {
          menuItemId: r.menuItemId,
          halfPanFactor: r.halfPanFactor === null ? null : decimalText(r.halfPanFactor),
          lines: [],
        },
      ]),
    ),
  };
  for (const line of lineRows)
    book.recipes.get(line.menuItemId)?.lines.push({
      ingredientId: line.ingredientId,
      quantity: decimalText(line.quantity),
      unit: line.unit,
    });
  return book;
}

/** Which of `ids` are sold in pans (a package's dish is counted in pans only when it is). */
export async function panDishesOf(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(
        inArray(menuItems.id, [...new Set(ids)]),
        or(isNotNull(menuItems.halfPanCents), isNotNull(menuItems.fullPanCents)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
