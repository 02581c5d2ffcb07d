/**
 * Ingredients and recipes of the costing API tests, entered as the owner enters them (POST
 * /api/admin/ingredients, PUT /api/menu-items/{id}/recipe, PATCH a price): a dish's recipe is
 * replaced whole, so the figures are the test's own even when the demo menu has recipes.
 */
import { expect } from 'vitest';
import type { RecipeUnit } from '../../src/common/costing/units.ts';
import type { App } from '../../src/server/app.ts';

type Owner = { app: App; admin: string };
let serial = 0;

async function send(t: Owner, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  const res = await t.app.inject({ method, url, headers: { cookie: t.admin }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id?: number }>();
}

/** An ingredient bought in packs of `packSize` `packUnit` at `packPriceCents` (null: no price yet). */
export async function addIngredient(
  t: Owner,
  name: string,
  packSize: string,
  packUnit: RecipeUnit,
  packPriceCents: number | null,
): Promise<number> {
  serial += 1;
  const body = {
    name: `${name} ${serial}`,
    category: 'produce',
    supplier: 'Test',
    packSize,
    packUnit,
    packPriceCents,
  };
  return (await send(t, 'POST', '/api/admin/ingredients', body)).id!;
}

/** The dish's recipe, replacing any: a full pan's (or one serving's) lines; none removes it. */
export async function setRecipe(
  t: Owner,
  menuItemId: number,
  lines: { ingredientId: number; quantity: string; unit: RecipeUnit }[],
  halfPanFactor: number | null = null,
): Promise<void> {
  await send(t, 'PUT', `/api/menu-items/${menuItemId}/recipe`, { lines, halfPanFactor });
}

/** The dish has no recipe at all. */
export const dropRecipe = (t: Owner, menuItemId: number) => setRecipe(t, menuItemId, []);

export async function setPackPrice(t: Owner, id: number, packPriceCents: number | null): Promise<void> {
  await send(t, 'PATCH', `/api/admin/ingredients/${id}`, { packPriceCents });
}
