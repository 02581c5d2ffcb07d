/**
 * Issue 37 §1: the owner's ingredients — added, listed by category then name, changed, deleted
 * unless a recipe uses them — and each pack price's history, read from the audit trail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/common/audit/schema.ts';
import type { Ingredient, PriceChange } from '../../src/common/costing/schema.ts';
import { signInAsStaff } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Names no demo ingredient has (the demo menu gets its own ingredients). */
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

async function addIngredient(body: Record<string, unknown>): Promise<Ingredient> {
  const res = await send('POST', '/api/admin/ingredients', t.admin, {
    category: 'dry goods',
    supplier: 'Restaurant Depot',
    packSize: 10,
    packUnit: 'lb',
    packPriceCents: 2000,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ingredient>();
}

async function setRecipe(
  dishName: string,
  lines: { ingredientId: number; quantity: number; unit: string }[],
) {
  const res = await send('PUT', `/api/menu-items/${t.dish(dishName).id}/recipe`, t.admin, { lines });
  expect(res.statusCode, res.body).toBe(200);
}

const listed = async () =>
  (await send('GET', '/api/admin/ingredients', t.admin)).json<{ ingredients: Ingredient[] }>().ingredients;

describe('POST /api/admin/ingredients', () => {
  it('adds an ingredient bought as a $20.00 ten-pound case and answers it with its id', async () => {
    const name = unique('Flour');
    const res = await send('POST', '/api/admin/ingredients', t.admin, {
      name,
      category: 'dry goods',
      supplier: 'Restaurant Depot',
      packSize: 10,
      packUnit: 'lb',
      packPriceCents: 2000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Ingredient>();
    expect(created).toMatchObject({
      id: expect.any(Number),
      name,
      category: 'dry goods',
      supplier: 'Restaurant Depot',
      packSize: 10,
      packUnit: 'lb',
      packPriceCents: 2000,
      usedBy: [],
    });
    expect((await listed()).map((i) => i.id)).toContain(created.id);
  });

  it('keeps a pack size exactly as written, and takes an ingredient without a price yet', async () => {
    const created = await addIngredient({
      name: unique('Olive oil'),
      packSize: '2.5',
      packUnit: 'gal',
      packPriceCents: null,
    });
    expect(created.packSize).toBe(2.5);
    expect(created.packPriceCents).toBeNull();
    expect(created.supplier).toBe('Restaurant Depot');
  });

  it('refuses a name already taken, whatever its letters’ case, with 409', async () => {
    const name = unique('Kosher salt');
    await addIngredient({ name });
    const res = await send('POST', '/api/admin/ingredients', t.admin, {
      name: name.toUpperCase(),
      category: 'dry goods',
      packSize: 3,
      packUnit: 'lb',
      packPriceCents: 499,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INGREDIENT_EXISTS',
      message: expect.stringContaining('already exists'),
    });
  });

  it.each([
    ['an unknown field', { extra: 1 }, 'extra'],
    ['a unit the library does not spell so', { packUnit: 'cups' }, 'packUnit'],
    ['a pack size of 0', { packSize: 0 }, 'packSize'],
    ['a pack size with 5 decimals', { packSize: 1.23456 }, 'packSize'],
    ['a negative price', { packPriceCents: -1 }, 'packPriceCents'],
    ['a price in dollars', { packPriceCents: 19.99 }, 'packPriceCents'],
    ['no name', { name: '  ' }, 'name'],
  ])('refuses %s with 400 naming the field', async (_what, change, field) => {
    const res = await send('POST', '/api/admin/ingredients', t.admin, {
      name: unique('Sugar'),
      category: 'dry goods',
      packSize: 25,
      packUnit: 'lb',
      packPriceCents: 1800,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('refuses a body without a pack price field: null says "no price yet", a missing field is a mistake', async () => {
    const res = await send('POST', '/api/admin/ingredients', t.admin, {
      name: unique('Rice'),
      category: 'dry goods',
      packSize: 50,
      packUnit: 'lb',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('packPriceCents');
  });
});

describe('GET /api/admin/ingredients', () => {
  it('lists by category then name, each with the dishes whose recipes use it', async () => {
    const tag = Math.random().toString(36).slice(2, 6);
    const zucchini = await addIngredient({
      name: `Zucchini ${tag}`,
      category: `aa ${tag} produce`,
      packUnit: 'lb',
    });
    const apples = await addIngredient({
      name: `Apples ${tag}`,
      category: `aa ${tag} produce`,
      packUnit: 'lb',
    });
    const butter = await addIngredient({
      name: `Butter ${tag}`,
      category: `aa ${tag} dairy`,
      packUnit: 'lb',
    });
    await setRecipe('Honey-Glazed Carrots', [{ ingredientId: butter.id, quantity: 1, unit: 'lb' }]);
    await setRecipe('Candied Yams', [{ ingredientId: butter.id, quantity: 2, unit: 'lb' }]);

    const ours = (await listed()).filter((i) => i.name.endsWith(tag));
    expect(ours.map((i) => i.name)).toEqual([butter.name, apples.name, zucchini.name]);
    expect(ours[0]!.usedBy.map((d) => d.name)).toEqual(['Candied Yams', 'Honey-Glazed Carrots']);
    expect(ours[1]!.usedBy).toEqual([]);

    const all = await listed();
    const words = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
    const sorted = [...all].sort((a, b) => words(a.category, b.category) || words(a.name, b.name));
    expect(all.map((i) => i.id)).toEqual(sorted.map((i) => i.id));
  });
});

describe('PATCH /api/admin/ingredients/{id}', () => {
  it('changes the price and keeps the fields left out (the supplier among them)', async () => {
    const created = await addIngredient({
      name: unique('Eggs'),
      packSize: 180,
      packUnit: 'ea',
      packPriceCents: 3600,
    });
    const res = await send('PATCH', `/api/admin/ingredients/${created.id}`, t.admin, {
      packPriceCents: 4200,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Ingredient>()).toMatchObject({
      name: created.name,
      supplier: 'Restaurant Depot',
      packSize: 180,
      packUnit: 'ea',
      packPriceCents: 4200,
    });
  });

  it('refuses a rename to another ingredient’s name with 409, and an empty body with 400', async () => {
    const a = await addIngredient({ name: unique('Basil') });
    const b = await addIngredient({ name: unique('Oregano') });
    const taken = await send('PATCH', `/api/admin/ingredients/${b.id}`, t.admin, {
      name: a.name.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('INGREDIENT_EXISTS');
    // Its own name in other letters is not taken.
    const own = await send('PATCH', `/api/admin/ingredients/${b.id}`, t.admin, {
      name: b.name.toUpperCase(),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await send('PATCH', `/api/admin/ingredients/${b.id}`, t.admin, {})).statusCode).toBe(400);
    expect(
      (await send('PATCH', `/api/admin/ingredients/${b.id}`, t.admin, { colour: 'green' })).statusCode,
    ).toBe(400);
  });

  it('refuses buying a used ingredient in a unit of another kind with 409 naming the dishes; the same kind is fine', async () => {
    const cheese = await addIngredient({
      name: unique('Cheddar'),
      packSize: 5,
      packUnit: 'lb',
      packPriceCents: 2500,
    });
    await setRecipe('Baked Macaroni & Cheese', [{ ingredientId: cheese.id, quantity: 2, unit: 'lb' }]);
    await setRecipe('Veggie Frittata & Cheddar Grits', [
      { ingredientId: cheese.id, quantity: 1, unit: 'oz' },
    ]);

    const res = await send('PATCH', `/api/admin/ingredients/${cheese.id}`, t.admin, { packUnit: 'qt' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INGREDIENT_IN_USE' });
    expect(res.json().message).toContain('Baked Macaroni & Cheese and Veggie Frittata & Cheddar Grits');

    // 5 lb → 80 oz at the same price: the dish's cost stays what it was.
    const before = (
      await send('GET', `/api/menu-items/${t.dish('Baked Macaroni & Cheese').id}/cost`, t.admin)
    ).json();
    const sameKind = await send('PATCH', `/api/admin/ingredients/${cheese.id}`, t.admin, {
      packSize: 80,
      packUnit: 'oz',
    });
    expect(sameKind.statusCode, sameKind.body).toBe(200);
    const after = (
      await send('GET', `/api/menu-items/${t.dish('Baked Macaroni & Cheese').id}/cost`, t.admin)
    ).json();
    expect(after.full.costCents).toBe(1000);
    expect(after.full).toEqual(before.full);
  });

  it('answers 404 for an unknown ingredient', async () => {
    const res = await send('PATCH', '/api/admin/ingredients/999999', t.admin, { packPriceCents: 100 });
    expect(res.statusCode).toBe(404);
    expect(
      (await send('PATCH', '/api/admin/ingredients/abc', t.admin, { packPriceCents: 100 })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/ingredients/{id}', () => {
  it('refuses an ingredient a recipe uses with 409 naming the dishes, and deletes it once they let it go', async () => {
    const stock = await addIngredient({
      name: unique('Chicken stock'),
      packSize: 1,
      packUnit: 'gal',
      packPriceCents: 1200,
    });
    await setRecipe('Chicken Marsala', [{ ingredientId: stock.id, quantity: 2, unit: 'cup' }]);
    await setRecipe('Cornbread Dressing', [{ ingredientId: stock.id, quantity: 1, unit: 'qt' }]);

    const refused = await send('DELETE', `/api/admin/ingredients/${stock.id}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'INGREDIENT_IN_USE',
      message: 'Used by Chicken Marsala and Cornbread Dressing: take it out of their recipes first',
    });

    await setRecipe('Chicken Marsala', []);
    const stillOne = await send('DELETE', `/api/admin/ingredients/${stock.id}`, t.admin);
    expect(stillOne.json().message).toBe('Used by Cornbread Dressing: take it out of its recipe first');

    await setRecipe('Cornbread Dressing', []);
    const deleted = await send('DELETE', `/api/admin/ingredients/${stock.id}`, t.admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await listed()).map((i) => i.id)).not.toContain(stock.id);
    expect((await send('DELETE', `/api/admin/ingredients/${stock.id}`, t.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/ingredients/{id}/price-history', () => {
  let lemons: Ingredient;
  beforeAll(async () => {
    lemons = await addIngredient({
      name: unique('Lemons'),
      packSize: 115,
      packUnit: 'ea',
      packPriceCents: 3900,
    });
    for (const packPriceCents of [4150, null, 4400]) {
      const res = await send('PATCH', `/api/admin/ingredients/${lemons.id}`, t.admin, { packPriceCents });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A change that leaves the price alone is no price change.
    await send('PATCH', `/api/admin/ingredients/${lemons.id}`, t.admin, { supplier: 'Produce Junction' });
  });

  it('answers who changed the pack price, when, old → new, newest first, from the creation on', async () => {
    const res = await send('GET', `/api/admin/ingredients/${lemons.id}/price-history`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { changes } = res.json<{ changes: PriceChange[] }>();
    expect(changes.map((c) => [c.oldCents, c.newCents])).toEqual([
      [null, 4400],
      [4150, null],
      [3900, 4150],
      [null, 3900],
    ]);
    expect(new Set(changes.map((c) => c.actor)).size).toBe(1);
    expect(changes[0]!.actor).toMatch(/\S/);
    const times = changes.map((c) => Date.parse(c.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is the audit trail’s history of the ingredient: every change, with its fields before and after', async () => {
    const res = await send('GET', `/api/admin/audit?entity=ingredient&id=${lemons.id}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const { events } = res.json<AuditPage>();
    expect(events.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'updated', 'created']);
    expect(events[0]).toMatchObject({
      before: { supplier: 'Restaurant Depot' },
      after: { supplier: 'Produce Junction' },
    });
    expect(events[1]).toMatchObject({ before: { packPrice: null }, after: { packPrice: '44.00' } });
  });

  it('keeps a deleted ingredient’s last state in the audit trail', async () => {
    const gone = await addIngredient({ name: unique('Capers') });
    expect((await send('DELETE', `/api/admin/ingredients/${gone.id}`, t.admin)).statusCode).toBe(204);
    const { events } = (
      await send('GET', `/api/admin/audit?entity=ingredient&id=${gone.id}`, t.admin)
    ).json<AuditPage>();
    expect(events[0]).toMatchObject({ action: 'deleted', before: { name: gone.name, packPrice: '20.00' } });
  });

  it('answers 404 for an unknown ingredient', async () => {
    expect((await send('GET', '/api/admin/ingredients/999999/price-history', t.admin)).statusCode).toBe(404);
  });
});

describe('who may use the ingredients', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/api/admin/ingredients'],
    [
      'POST',
      '/api/admin/ingredients',
      { name: 'Salt', category: 'dry goods', packSize: 1, packUnit: 'lb', packPriceCents: 100 },
    ],
    ['PATCH', '/api/admin/ingredients/1', { packPriceCents: 1 }],
    ['DELETE', '/api/admin/ingredients/1'],
    ['GET', '/api/admin/ingredients/1/price-history'],
  ];

  it.each(routes)(
    '%s %s: 401 without a session, 403 for a client and for staff',
    async (method, url, body) => {
      expect((await send(method, url, undefined, body)).statusCode).toBe(401);
      expect((await send(method, url, t.client, body)).statusCode).toBe(403);
      expect((await send(method, url, await signInAsStaff(t.app, t.db), body)).statusCode).toBe(403);
    },
  );
});
