import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { ingredients, menuItems, recipeLines, recipes } from '../../db/schema/index.ts';
import { DEMO_INGREDIENTS, DEMO_RECIPES } from './costing.seed-data.ts';

/**
 * The demo kitchen's ingredients and recipes (issue 37 §4), seeded with DEMO_DATA after the menu, so
 * a new install shows real food-cost figures. Only while the ingredients table is empty: once the
 * owner has a price list of their own, a restart never adds ours to it. Dishes are matched by name, so
 * a dish the owner renamed or deleted before turning demo data on simply gets no recipe; a dish that
 * already has a recipe keeps it. One insert per table, however long the lists (the seed runs at every
 * start and before every API test file).
 */
export async function seedDemoCosting(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both load the price list.
    await tx.execute(sql`select pg_advisory_xact_lock(73100037)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(ingredients);
    if ((row?.count ?? 0) > 0) return;

    const inserted = await tx
      .insert(ingredients)
      .values(DEMO_INGREDIENTS.map((ingredient) => ({ ...ingredient })))
      .returning({ id: ingredients.id, name: ingredients.name });
    const ingredientIds = new Map(inserted.map((i) => [i.name, i.id]));

    const dishes = await tx
      .select({ id: menuItems.id, name: menuItems.name })
      .from(menuItems)
      .where(
        inArray(
          menuItems.name,
          DEMO_RECIPES.map((r) => r.dish),
        ),
      );
    const withRecipe = new Set((await tx.select({ id: recipes.menuItemId }).from(recipes)).map((r) => r.id));
    const dishIds = new Map(dishes.filter((d) => !withRecipe.has(d.id)).map((d) => [d.name, d.id]));
    const seeded = DEMO_RECIPES.flatMap((recipe) => {
      const menuItemId = dishIds.get(recipe.dish);
      return menuItemId === undefined ? [] : [{ menuItemId, recipe }];
    });
    if (seeded.length === 0) return;

    await tx
      .insert(recipes)
      .values(
        seeded.map(({ menuItemId, recipe }) => ({ menuItemId, halfPanFactor: recipe.halfPanFactor ?? null })),
      );
    await tx.insert(recipeLines).values(
      seeded.flatMap(({ menuItemId, recipe }) =>
        recipe.lines.map((line, position) => ({
          menuItemId,
          // The names are typed against DEMO_INGREDIENTS, and all of them were just inserted.
          ingredientId: ingredientIds.get(line.ingredient)!,
          quantity: line.quantity,
          unit: line.unit,
          position,
        })),
      ),
    );
  });
}
