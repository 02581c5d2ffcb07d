import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeCost, sizeCost } from '../../src/common/costing/cost.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { ingredients, recipeLines, recipes } from '../../src/server/db/schema/index.ts';
import { seedDatabase } from '../../src/server/db/seed.ts';
import { DEMO_INGREDIENTS, DEMO_RECIPES } from '../../src/server/features/costing/costing.seed-data.ts';
import { loadRecipeBook } from '../../src/server/features/costing/index.ts';
import { buildTestApp, signedInTestApp } from '../helpers/test-app.ts';

/**
 * Issue 37 §4: a new install with DEMO_DATA has the demo kitchen's price list and a recipe for every
 * dish of its menu, read back as the costing routes read them (the recipe book); an owner's own
 * price list and renamed dishes are left alone by the seed that runs at every start.
 */
const t = signedInTestApp();

const adminMenu = async (): Promise<MenuItem[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/menu-items', headers: { cookie: t.admin } });
  expect(res.statusCode).toBe(200);
  return res.json<MenuItem[]>();
};

const counts = async () => ({
  ingredients: (await t.db.select({ n: count() }).from(ingredients))[0]!.n,
  recipes: (await t.db.select({ n: count() }).from(recipes))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(recipeLines))[0]!.n,
});

const clearCosting = async () => {
  await t.db.delete(recipeLines);
  await t.db.delete(recipes);
  await t.db.delete(ingredients);
};

describe('the demo seed', () => {
  it('gives every dish on the menu its recipe, each line as the recipe card writes it', async () => {
    const menu = await adminMenu();
    expect(menu.length).toBe(DEMO_RECIPES.length);
    const book = await loadRecipeBook(t.db);
    expect(book.ingredients.size).toBe(DEMO_INGREDIENTS.length);
    for (const dish of menu) {
      const recipe = book.recipes.get(dish.id);
      const card = DEMO_RECIPES.find((r) => r.dish === dish.name)!;
      expect(recipe, dish.name).toBeDefined();
      expect(recipe!.halfPanFactor, dish.name).toBe(card.halfPanFactor ?? null);
      expect(
        recipe!.lines.map((l) => [book.ingredients.get(l.ingredientId)?.name, l.quantity, l.unit]),
        dish.name,
      ).toEqual(card.lines.map((l) => [l.ingredient, l.quantity, l.unit]));
    }
  });

  it('prices a dish from its rows: a full pan of Garlic Green Beans at a share of its $100', async () => {
    const greens = (await adminMenu()).find((d) => d.name === 'Garlic Green Beans')!;
    const cost = recipeCost(greens.id, await loadRecipeBook(t.db));
    expect(cost).toMatchObject({ hasRecipe: true, missingIngredients: [] });
    expect(greens.prices).toMatchObject({ halfPanCents: 6000, fullPanCents: 10000 });
    const full = sizeCost(cost.perBase, greens.prices.fullPanCents);
    const half = sizeCost(cost.perBase!.times(cost.halfPanFactor), greens.prices.halfPanCents);
    expect(full.foodCostPercent).toBeGreaterThanOrEqual(20);
    expect(full.foodCostPercent).toBeLessThan(30);
    // $100 makes the percent the cost in dollars, to one decimal.
    expect(full.foodCostPercent).toBeCloseTo(full.costCents! / 100, 1);
    // A half pan is half the ingredients, sold at more than half the price.
    expect(Math.abs(half.costCents! * 2 - full.costCents!)).toBeLessThanOrEqual(1);
    expect(half.foodCostPercent).toBeLessThan(full.foodCostPercent!);
  });

  it('adds nothing when the app starts again', async () => {
    const before = await counts();
    expect(before.recipes).toBe(DEMO_RECIPES.length);
    await seedDatabase(t.db, t.config);
    expect(await counts()).toEqual(before);
  });

  it('leaves an owner’s own price list alone, and matches dishes by their name', async () => {
    await clearCosting();
    await t.db.insert(ingredients).values({
      name: 'House spice blend',
      category: 'dry goods',
      packSize: '1',
      packUnit: 'lb',
      packPriceCents: 900,
    });
    await seedDatabase(t.db, t.config);
    expect(await counts()).toEqual({ ingredients: 1, recipes: 0, lines: 0 });

    await clearCosting();
    const renamed = (await adminMenu()).find((d) => d.name === 'Jerk Chicken')!;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${renamed.id}`,
      headers: { cookie: t.admin },
      payload: { name: 'Island Jerk Chicken' },
    });
    expect(patch.statusCode).toBe(200);
    await seedDatabase(t.db, t.config);
    expect((await counts()).recipes).toBe(DEMO_RECIPES.length - 1);
    expect(await t.db.select().from(recipes).where(eq(recipes.menuItemId, renamed.id))).toEqual([]);
  });
});

describe('without demo data', () => {
  let plain: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    plain = await buildTestApp({ DEMO_DATA: 'false' });
  });
  afterAll(() => plain?.close());

  it('the menu has no recipes and the price list is empty', async () => {
    const book = await loadRecipeBook(plain.db);
    expect(book.ingredients.size).toBe(0);
    expect(book.recipes.size).toBe(0);
  });
});
