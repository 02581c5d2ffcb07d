/**
 * Ingredients and recipes of the costing API tests, written straight to their tables (the costing
 * routes are another branch's): a dish's old recipe, if any (demo data), is replaced, so the figures
 * are the test's own.
 */
import { eq } from 'drizzle-orm';
import type { RecipeUnit } from '../../src/common/costing/units.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { ingredients, recipeLines, recipes } from '../../src/server/db/schema/index.ts';

let serial = 0;

/** An ingredient bought in packs of `packSize` `packUnit` at `packPriceCents` (null: no price yet). */
export async function addIngredient(
  db: Database,
  name: string,
  packSize: string,
  packUnit: RecipeUnit,
  packPriceCents: number | null,
): Promise<number> {
  serial += 1;
  const [row] = await db
    .insert(ingredients)
    .values({ name: `${name} ${serial}`, category: 'produce', packSize, packUnit, packPriceCents })
    .returning({ id: ingredients.id });
  return row!.id;
}

/** The dish's recipe, replacing any: a full pan's (or one serving's) lines. */
export async function setRecipe(
  db: Database,
  menuItemId: number,
  lines: { ingredientId: number; quantity: string; unit: RecipeUnit }[],
  halfPanFactor: string | null = null,
): Promise<void> {
  await db.delete(recipes).where(eq(recipes.menuItemId, menuItemId));
  await db.insert(recipes).values({ menuItemId, halfPanFactor });
  if (lines.length > 0)
    await db.insert(recipeLines).values(lines.map((line, position) => ({ ...line, menuItemId, position })));
}

/** The dish has no recipe at all. */
export async function dropRecipe(db: Database, menuItemId: number): Promise<void> {
  await db.delete(recipes).where(eq(recipes.menuItemId, menuItemId));
}

export async function setPackPrice(db: Database, id: number, packPriceCents: number | null): Promise<void> {
  await db.update(ingredients).set({ packPriceCents }).where(eq(ingredients.id, id));
}
